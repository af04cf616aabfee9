import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type ConfigValues, emptyService, emptyStylist, validateConfig } from './config-form.ts';
import { defaultOpeningHours } from './opening-hours.ts';

// The wizard's save as the server would receive it: every call is recorded, each answers an id.
const calls = vi.hoisted(() => [] as { method: string; path: string; body: unknown }[]);
vi.mock('@salon/web/api-client', () => {
  const record = (method: string) => async (path: string, body?: unknown) => {
    calls.push({ method, path, body });
    return { id: `id-${calls.length}` };
  };
  return {
    api: { post: record('post'), patch: record('patch'), put: record('put'), delete: record('delete') },
  };
});

const { saveConfig } = await import('./save-config.ts');

const values = (price: string): ConfigValues => ({
  name: 'Hair by Anna',
  address: '',
  phone: '',
  timeZone: 'Europe/Berlin',
  country: 'DE',
  taxRate: 19,
  locale: 'en',
  currency: 'EUR',
  hours: defaultOpeningHours(),
  services: [{ ...emptyService(), key: 's1', name: 'Colour', durationMinutes: 90, price }],
  stylists: [{ ...emptyStylist('Anna'), key: 'p1' }],
  removedServiceIds: [],
  removedStylistIds: [],
});
const progress = { serviceSaved: () => {}, stylistSaved: () => {}, removed: () => {} };
const servicePrice = () => {
  const call = calls.find((c) => c.path.endsWith('/services'));
  return (call?.body as { price: { amount: number } } | undefined)?.price.amount;
};

describe('the wizard’s prices', () => {
  beforeEach(() => {
    calls.length = 0;
  });

  it('saves "159,50" typed in English as €159.50 (15950), not €15,950', async () => {
    const typed = values('159,50');
    expect(validateConfig(typed, 'en')).toEqual({});
    await saveConfig('shop', typed, progress, 'en');
    expect(servicePrice()).toBe(15950);
  });

  it('reads the typed price in the language the owner types in', async () => {
    await saveConfig('shop', values('1.500'), progress, 'de');
    expect(servicePrice()).toBe(150000);
  });

  it('refuses "1.2.3" next to the field and saves no guess', async () => {
    expect(validateConfig(values('1.2.3'), 'en')).toEqual({ 'services.s1.price': 'admin:money.invalid' });
    expect(validateConfig(values('1.500'), 'fr')).toEqual({ 'services.s1.price': 'admin:money.ambiguous' });
    await expect(saveConfig('shop', values('1.2.3'), progress, 'en')).rejects.toThrow();
    expect(calls.some((c) => c.path.endsWith('/services'))).toBe(false);
  });
});

describe('the order of the menu and the team', () => {
  beforeEach(() => {
    calls.length = 0;
  });

  it('saves services and stylists in the order they were entered, not by name', async () => {
    const typed: ConfigValues = {
      ...values('30'),
      services: [
        { ...emptyService(), key: 's1', name: 'Wash & cut', durationMinutes: 45, price: '30' },
        { ...emptyService(), key: 's2', name: 'Colour', durationMinutes: 90, price: '80' },
        { ...emptyService(), key: 's3', name: 'Blow-dry', durationMinutes: 30, price: '25' },
      ],
      stylists: [
        { ...emptyStylist('Zoe'), key: 'p1' },
        { ...emptyStylist('Anna'), key: 'p2' },
      ],
    };
    await saveConfig('shop', typed, progress, 'en');
    const sent = (suffix: string) =>
      calls
        .filter((c) => c.method === 'post' && c.path.endsWith(suffix))
        .map((c) => c.body as { name: string; displayOrder: number });
    expect(sent('/services').map((b) => [b.name, b.displayOrder])).toEqual([
      ['Wash & cut', 0],
      ['Colour', 1],
      ['Blow-dry', 2],
    ]);
    expect(sent('/stylists').map((b) => [b.name, b.displayOrder])).toEqual([
      ['Zoe', 0],
      ['Anna', 1],
    ]);
  });
});
