import { firstDayOfWeek, weekdayKeyword } from './calendar-date.ts';

export const locales = ['en', 'de', 'fr', 'pt'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en';

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (locales as readonly string[]).includes(value);

/** Picks the best supported locale from an Accept-Language header. */
export function localeFromAcceptLanguage(header: string | undefined): Locale {
  if (!header) return defaultLocale;
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.find((p) => p.trim().startsWith('q='));
      return { lang: tag.trim().slice(0, 2).toLowerCase(), q: q ? Number(q.trim().slice(2)) || 0 : 1 };
    })
    .sort((a, b) => b.q - a.q);
  return (ranked.find((r) => isLocale(r.lang))?.lang as Locale | undefined) ?? defaultLocale;
}

/**
 * The BCP-47 tag of each language as this product writes it: its Portuguese is Portugal's, whose
 * plural rules differ from Brazil's (Intl's bare "pt"): "0 produtos", not "0 produto".
 */
const languageTags: Record<Locale, string> = { en: 'en', de: 'de', fr: 'fr', pt: 'pt-PT' };

/** The tag Intl.PluralRules (and i18next's plural forms) should read for a language. */
export const pluralLocale = (language: string): string =>
  isLocale(language) ? languageTags[language] : language;

/** Countries where each language is one people write, as CLDR has a locale for (`de-AT`, `fr-CH`). */
const writtenIn: Record<Locale, readonly string[]> = {
  en: ['US', 'GB', 'IE', 'CA', 'AU', 'NZ', 'MT', 'ZA', 'IN', 'SG'],
  de: ['DE', 'AT', 'CH', 'LU', 'LI', 'BE'],
  fr: ['FR', 'BE', 'CH', 'LU', 'MC', 'CA'],
  pt: ['PT', 'BR', 'AO', 'MZ', 'CV'],
};

/**
 * The locale every face writes a salon's money, dates, times and weeks in: the reader's language
 * with the salon's country where that language is written there (pt + PT → "pt-PT": "721,00 €";
 * en + US → "en-US"; en + GB → "en-GB"), else the language as this product writes it, told the
 * country's first day of the week (en + DE → "en-u-fw-mon": "€721.00", "9:00 AM", weeks from
 * Monday). Without a country, the language alone.
 */
export function formatLocale(language: string | null | undefined, country?: string | null): string {
  const code = language?.slice(0, 2).toLowerCase();
  const lang: Locale = isLocale(code) ? code : defaultLocale;
  const region = country?.toUpperCase();
  if (!region || !/^[A-Z]{2}$/.test(region)) return languageTags[lang];
  const base = writtenIn[lang].includes(region) ? `${lang}-${region}` : languageTags[lang];
  const countryDay = firstDayOfWeek(`und-${region}`);
  return firstDayOfWeek(base) === countryDay ? base : `${base}-u-fw-${weekdayKeyword(countryDay)}`;
}
