import type { i18n as I18n } from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adoptSessionLanguage, chooseLanguage, createI18n, currentLanguage } from './i18n.ts';

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
  it('takes the browser language when nothing is stored, and remembers it in `lang`', () => {
    const items = fakeBrowser({}, ['fr-CA', 'en']);
    const i18n = createI18n();
    expect(currentLanguage(i18n)).toBe('fr');
    expect(i18n.t('errors:Forbidden')).toBe("Vous n'êtes pas autorisé à faire cela.");
    expect(items.get('lang')).toBe('fr');
  });

  it('prefers the stored language and falls back to English for unsupported ones', () => {
    fakeBrowser({ lang: 'pt' }, ['de-DE']);
    expect(currentLanguage(createI18n())).toBe('pt');
    fakeBrowser({}, ['ja-JP']);
    expect(currentLanguage(createI18n())).toBe('en');
  });
});

describe('the signed-in user locale', () => {
  it('replaces a language only detected from the browser', () => {
    const items = fakeBrowser({}, ['fr-FR']);
    const i18n = createI18n();
    expect(adoptSessionLanguage(snapshotOf(i18n), 'de')).toBe(true);
    expect(currentLanguage(i18n)).toBe('de');
    expect(items.get('lang')).toBe('de');
    // The next person signing in on this page gets their own language too.
    expect(adoptSessionLanguage(i18n, 'pt')).toBe(true);
    expect(currentLanguage(i18n)).toBe('pt');
  });

  it('never replaces a language stored before the page loaded', () => {
    fakeBrowser({ lang: 'en' }, ['fr-FR']);
    const i18n = createI18n();
    expect(adoptSessionLanguage(snapshotOf(i18n), 'de')).toBe(false);
    expect(currentLanguage(i18n)).toBe('en');
  });

  it('never replaces a language chosen on the page, even through a snapshot', async () => {
    fakeBrowser({}, ['fr-FR']);
    const i18n = createI18n();
    await chooseLanguage(snapshotOf(i18n), 'pt');
    expect(currentLanguage(i18n)).toBe('pt');
    expect(adoptSessionLanguage(snapshotOf(i18n), 'de')).toBe(false);
    expect(currentLanguage(i18n)).toBe('pt');
  });
});
