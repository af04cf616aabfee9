import { describe, expect, it } from 'vitest';
import { createTranslator, detectLanguage, intlLocale, loadBundle } from './i18n.ts';

const bundle = {
  booking: {
    progress: 'Step {{current}} of {{total}}',
    steps: { ChooseProduct: 'Choose your services' },
    product: { total_one: '{{count}} service', total_other: '{{count}} services' },
  },
  errors: { 'error.http.401': 'Please sign in.', retryIn: 'Try again in {{seconds}} s.' },
};

describe('createTranslator', () => {
  const { t, tx, exists } = createTranslator('en', bundle);

  it('finds nested keys and fills placeholders', () => {
    expect(t('steps.ChooseProduct')).toBe('Choose your services');
    expect(t('progress', { current: 2, total: 6 })).toBe('Step 2 of 6');
  });

  it('picks the plural form of the language', () => {
    expect(t('product.total', { count: 1 })).toBe('1 service');
    expect(t('product.total', { count: 3 })).toBe('3 services');
    // French counts 0 as singular.
    expect(createTranslator('fr', bundle).t('product.total', { count: 0 })).toBe('0 service');
  });

  it('counts in Portugal’s Portuguese: zero takes the plural', async () => {
    const pt = createTranslator('pt', await loadBundle('pt'));
    const total = (count: number) => pt.t('product.total', { count, duration: '30 min', price: '20,00 €' });
    expect(total(0)).toBe('0 serviços · 30 min · 20,00 €');
    expect(total(1)).toBe('1 serviço · 30 min · 20,00 €');
    expect(total(1_000_000)).toBe('1000000 serviços · 30 min · 20,00 €');
  });

  it('reads the errors namespace, whose codes contain dots', () => {
    expect(tx('errors:error.http.401')).toBe('Please sign in.');
    expect(tx('errors:retryIn', { seconds: 30 })).toBe('Try again in 30 s.');
    expect(exists('errors:error.http.401')).toBe(true);
    expect(exists('errors:NoSuchCode')).toBe(false);
    expect(tx('errors:NoSuchCode')).toBe('errors:NoSuchCode');
  });
});

describe('the language', () => {
  it('prefers the stored one, then the browser’s first supported one, then English', () => {
    expect(detectLanguage('pt', ['de-DE'])).toBe('pt');
    expect(detectLanguage(null, ['ja-JP', 'fr-CA', 'de'])).toBe('fr');
    expect(detectLanguage(null, ['ja-JP'])).toBe('en');
  });

  it('formats with the browser’s regional variant of the language', () => {
    expect(intlLocale('en', ['en-GB', 'de'])).toBe('en-GB');
    expect(intlLocale('de', ['en-GB', 'de'])).toBe('de');
    expect(intlLocale('pt', ['pt-BR'])).toBe('pt-BR');
  });

  it('loads each language’s booking and errors texts with the same keys', async () => {
    const en = await loadBundle('en');
    for (const lang of ['de', 'fr', 'pt'] as const) {
      const other = await loadBundle(lang);
      expect(Object.keys(other.booking ?? {}).sort()).toEqual(Object.keys(en.booking ?? {}).sort());
      expect(createTranslator(lang, other).t('steps.BookSuccess')).not.toBe('steps.BookSuccess');
    }
    expect(createTranslator('de', await loadBundle('de')).tx('errors:SLOT_UNAVAILABLE')).toMatch(
      /vergeben|gebucht/,
    );
  });
});
