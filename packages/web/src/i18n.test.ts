import { resources } from '@salon/i18n';
import type { i18n as I18n } from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adoptSessionLanguage, chooseLanguage, createI18n, currentLanguage, whenI18nReady } from './i18n.ts';

/** A browser's localStorage and navigator, enough for the language detector. */
function fakeBrowser(stored: Record<string, string>, languages: string[]) {
  const items = new Map(Object.entries(stored));
  const localStorage = {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, String(value)),
    removeItem: (key: string) => void items.delete(key),
  };
  vi.stubGlobal('localStorage', localStorage);
  vi.stubGlobal('window', { localStorage });
  vi.stubGlobal('navigator', { languages, language: languages[0] });
  return items;
}

/** What react-i18next's useTranslation hands out: a copy of the instance, not the instance. */
function snapshotOf(instance: I18n): I18n {
  const copy = Object.create(Object.getPrototypeOf(instance), Object.getOwnPropertyDescriptors(instance));
  Object.defineProperty(copy, '__original', { value: instance });
  return copy;
}

beforeEach(() => {
  vi.unstubAllGlobals();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('createI18n', () => {
  it('writes Portuguese plurals as Portugal does: "0 produtos", and the many form for millions', () => {
    fakeBrowser({ lang: 'pt' }, ['pt-PT']);
    const i18n = createI18n({ resources });
    expect(i18n.t('admin:products.total', { count: 0 })).toBe('0 produtos');
    expect(i18n.t('admin:products.total', { count: 1 })).toBe('1 produto');
    expect(i18n.t('admin:checkout.loyalty.balance', { count: 0 })).toBe('Saldo: 0 pontos');
    expect(i18n.t('admin:checkout.loyalty.worth', { count: 1_000_000, value: '10,00 €' })).toBe(
      '1000000 de pontos valem 10,00 €',
    );
  });

  it('takes the browser language when nothing is stored, and remembers it in `lang`', () => {
    const items = fakeBrowser({}, ['fr-CA', 'en']);
    const i18n = createI18n({ resources });
    expect(currentLanguage(i18n)).toBe('fr');
    expect(i18n.t('errors:Forbidden')).toBe('Vous n’êtes pas autorisé à faire cela.');
    expect(items.get('lang')).toBe('fr');
  });

  it('prefers the stored language and falls back to English for unsupported ones', () => {
    fakeBrowser({ lang: 'pt' }, ['de-DE']);
    expect(currentLanguage(createI18n({ resources }))).toBe('pt');
    fakeBrowser({}, ['ja-JP']);
    expect(currentLanguage(createI18n({ resources }))).toBe('en');
  });
});

describe('the signed-in user locale', () => {
  it('replaces a language only detected from the browser', () => {
    const items = fakeBrowser({}, ['fr-FR']);
    const i18n = createI18n({ resources });
    expect(adoptSessionLanguage(snapshotOf(i18n), 'de')).toBe(true);
    expect(currentLanguage(i18n)).toBe('de');
    expect(items.get('lang')).toBe('de');
    // The next person signing in on this page gets their own language too.
    expect(adoptSessionLanguage(i18n, 'pt')).toBe(true);
    expect(currentLanguage(i18n)).toBe('pt');
  });

  it('never replaces a language stored before the page loaded', () => {
    fakeBrowser({ lang: 'en' }, ['fr-FR']);
    const i18n = createI18n({ resources });
    expect(adoptSessionLanguage(snapshotOf(i18n), 'de')).toBe(false);
    expect(currentLanguage(i18n)).toBe('en');
  });

  it('never replaces a language chosen on the page, even through a snapshot', async () => {
    fakeBrowser({}, ['fr-FR']);
    const i18n = createI18n({ resources });
    await chooseLanguage(snapshotOf(i18n), 'pt');
    expect(currentLanguage(i18n)).toBe('pt');
    expect(adoptSessionLanguage(snapshotOf(i18n), 'de')).toBe(false);
    expect(currentLanguage(i18n)).toBe('pt');
  });

  it('loads only the language in use, and another one when it is chosen', async () => {
    fakeBrowser({}, ['de-DE']);
    const asked: string[] = [];
    const i18n = createI18n({
      ns: ['admin', 'errors'],
      load: async (lng) => {
        asked.push(lng);
        return { admin: resources[lng].admin, errors: resources[lng].errors };
      },
    });
    await whenI18nReady(i18n);
    expect(asked).toEqual(['de']);
    expect(i18n.t('errors:Forbidden')).toBe(resources.de.errors.Forbidden);
    await chooseLanguage(i18n, 'fr');
    expect(asked).toEqual(['de', 'fr']);
    expect(i18n.t('errors:Forbidden')).toBe(resources.fr.errors.Forbidden);
    await chooseLanguage(i18n, 'de');
    expect(asked).toEqual(['de', 'fr']);
  });
});
