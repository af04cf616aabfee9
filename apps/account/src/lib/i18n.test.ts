import { customerNotificationTypes } from '@salon/domain';
import { describe, expect, it } from 'vitest';
import { createTranslator, detectLanguage, loadBundle } from './i18n.ts';

describe('the site’s translator', () => {
  it('reads every language’s texts, with plurals and the errors namespace', async () => {
    const de = createTranslator('de', await loadBundle('de'));
    expect(de.t('nav.appointments')).toBe('Termine');
    expect(de.t('points.balance', { count: 1 })).toBe('1 Punkt');
    expect(de.t('points.balance', { count: 240 })).toBe('240 Punkte');
    expect(de.tx('errors:ChangeWindowClosed')).toMatch(/Salon/);
    expect(de.exists('errors:error.http.401')).toBe(true);
    const fr = createTranslator('fr', await loadBundle('fr'));
    // French counts 0 as singular.
    expect(fr.t('points.balance', { count: 0 })).toBe('0 point');
    expect(fr.t('appointments.cancelled', { shop: 'Chez Léa' })).toBe(
      'Votre rendez-vous chez Chez Léa est annulé.',
    );
  });

  it('has a sentence for every kind of customer notice in every language', async () => {
    for (const lang of ['en', 'de', 'fr', 'pt'] as const) {
      const translator = createTranslator(lang, await loadBundle(lang));
      for (const type of customerNotificationTypes)
        expect(translator.exists(`notifications.types.${type}`), `${lang} ${type}`).toBe(true);
    }
  });

  it('speaks the stored language, else the browser’s first known one, else English', () => {
    expect(detectLanguage('pt', ['de-DE'])).toBe('pt');
    expect(detectLanguage(null, ['es-ES', 'fr-CA', 'de'])).toBe('fr');
    expect(detectLanguage(null, ['ja'])).toBe('en');
  });
});
