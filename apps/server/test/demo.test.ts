import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo, seedDemoOnFirstStart } from '../src/services/demo-seed.ts';
import { createTestApp, signIn, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('demo salon', () => {
  it('is created on the first start on the embedded database only', async () => {
    const result = await seedDemoOnFirstStart(t.ctx, 'demo password');
    expect(result.created).toBe(t.ctx.dbKind === 'pglite');
  });

  it('lets the owner sign in to the demo shop in Europe/Berlin, and is made once', async () => {
    await seedDemo(t.ctx, 'demo password');
    const { session } = await signIn(t.app, 'owner@demo.salon', 'demo password');
    expect(session.shops).toEqual([
      expect.objectContaining({ subdomain: 'demo', timeZone: 'Europe/Berlin', role: 'ROLE_SHOP_ADMIN' }),
    ]);
    expect(await seedDemo(t.ctx, 'other password')).toEqual({ created: false });
    expect(await seedDemoOnFirstStart(t.ctx, undefined)).toEqual({ created: false });
  });

  it('generates a password when none is given and shows it once', async () => {
    const other = await createTestApp();
    try {
      const result = await seedDemo(other.ctx, undefined);
      expect(result.generatedPassword).toMatch(/^[\w-]{12}$/);
      await signIn(other.app, 'owner@demo.salon', result.generatedPassword ?? '');
    } finally {
      await other.close();
    }
  });
});
