import { type Locale, locales } from '@salon/domain';
import { languageNames } from '@salon/i18n/language-names';

export interface Choice {
  value: string;
  label: string;
}

function offsetOf(timeZone: string, at: number): string {
  try {
    const parts = new Intl.DateTimeFormat('en', { timeZone, timeZoneName: 'shortOffset' }).formatToParts(at);
    return parts.find((part) => part.type === 'timeZoneName')?.value ?? '';
  } catch {
    return '';
  }
}

let zones: Choice[] | null = null;

/** Every IANA zone the browser knows, as "Europe/Berlin (GMT+1)"; built once, it is some 400 formats. */
export function timeZoneChoices(selected: string): Choice[] {
  if (!zones) {
    const now = Date.now();
    const names = Intl.supportedValuesOf('timeZone');
    zones = names.map((zone) => {
      const offset = offsetOf(zone, now);
      return { value: zone, label: `${zone.replace(/_/g, ' ')}${offset ? ` (${offset})` : ''}` };
    });
  }
  // A zone the list leaves out (such as UTC in some browsers) still shows when it is the salon's.
  return zones.some((zone) => zone.value === selected) || !selected
    ? zones
    : [{ value: selected, label: selected }, ...zones];
}

/** Currencies by name in the language: "Euro (EUR)". */
export function currencyChoices(locale: string): Choice[] {
  const names = new Intl.DisplayNames([locale], { type: 'currency' });
  return Intl.supportedValuesOf('currency')
    .map((code) => ({ value: code, label: `${names.of(code) ?? code} (${code})` }))
    .sort((a, b) => a.label.localeCompare(b.label, locale));
}

export const languageChoices = (): Choice[] =>
  locales.map((lng: Locale) => ({ value: lng, label: languageNames[lng] }));
