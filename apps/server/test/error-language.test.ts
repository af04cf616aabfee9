import { resources } from '@salon/i18n';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ask = (language: string | undefined, url = '/api/nowhere') =>
  t.app.inject({
    method: 'GET',
    url,
    headers: language ? { 'accept-language': language } : {},
  });

describe('an error’s message', () => {
  it('is in the language the caller asks for', async () => {
    for (const [header, locale] of [
      ['de-DE,de;q=0.9,en;q=0.8', 'de'],
      ['fr-CA, fr;q=0.9', 'fr'],
      ['pt-PT', 'pt'],
    ] as const) {
      const res = await ask(header);
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toEqual({ code: 'NotFound', message: resources[locale].errors.NotFound });
      expect(String(res.headers.vary)).toContain('Accept-Language');
    }
    const invalid = await ask('de', '/api/public/shops/demo/availability?services=x&from=soon');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error.message).toBe(resources.de.errors.ValidationError);
    // The fields still say what was wrong with each, for whoever reads the details.
    expect(invalid.json().error.details.length).toBeGreaterThan(0);
  });

  it('keeps the server’s own, more precise English otherwise', async () => {
    for (const header of [undefined, 'en-GB', 'es-ES,es;q=0.9']) {
      const res = await ask(header);
      expect(res.json().error.message, header).toBe('No route for GET /api/nowhere');
    }
  });
});
