import { phoneCountries } from '@salon/domain/phone';

/**
 * The countries a salon can be in, named in the person's language and sorted by that name: the
 * country decides how local phone numbers typed in the salon's forms are read.
 */
export function countryOptions(language: string): { value: string; label: string }[] {
  const names = new Intl.DisplayNames([language], { type: 'region', fallback: 'code' });
  const collator = new Intl.Collator(language);
  return phoneCountries()
    .map((code) => ({ value: code, label: names.of(code) ?? code }))
    .sort((a, b) => collator.compare(a.label, b.label));
}
