import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { followShopEvents } from './shop-events.ts';

const shopId = 'shop-1';

/** A client holding the calendar's, the dashboard's and another shop's answers, none stale. */
function cachedClient() {
  const client = new QueryClient();
  const keys = [
    ['shops', shopId, 'appointments', '2026-11-23', '2026-11-30'],
    ['shops', shopId, 'appointments', 'dashboard-day', '2026-11-24'],
    ['shops', shopId, 'dashboard', '2026-11-01', '2026-11-30', 'all'],
    ['shops', 'shop-2', 'appointments', '2026-11-23', '2026-11-30'],
  ];
  for (const key of keys) client.setQueryData(key, []);
  const stale = () =>
    keys.filter((key) => client.getQueryState(key)?.isInvalidated).map((key) => key.slice(1, 3).join(' '));
  return { client, stale };
}

describe('following a shop’s live updates', () => {
  it('refetches the appointments and the dashboard’s figures when one changed', () => {
    const { client, stale } = cachedClient();
    const source = new EventTarget();
    followShopEvents(source, client, shopId);
    source.dispatchEvent(new Event('appointment.changed'));
    expect(stale()).toEqual([`${shopId} appointments`, `${shopId} appointments`, `${shopId} dashboard`]);
  });

  it('refetches calendar, dashboard and appointments of the shop after a resync', () => {
    const { client, stale } = cachedClient();
    const source = new EventTarget();
    followShopEvents(source, client, shopId);
    source.dispatchEvent(new Event('resync'));
    expect(stale()).toEqual([`${shopId} appointments`, `${shopId} appointments`, `${shopId} dashboard`]);
  });

  it('refetches only the bell when this person’s notifications changed', () => {
    const { client, stale } = cachedClient();
    client.setQueryData(['shops', shopId, 'notifications', 'unread'], { unread: 0 });
    const source = new EventTarget();
    followShopEvents(source, client, shopId);
    source.dispatchEvent(new Event('notification.changed'));
    expect(stale()).toEqual([]);
    expect(client.getQueryState(['shops', shopId, 'notifications', 'unread'])?.isInvalidated).toBe(true);
  });

  it('stops when unsubscribed', () => {
    const { client, stale } = cachedClient();
    const source = new EventTarget();
    followShopEvents(source, client, shopId)();
    source.dispatchEvent(new Event('resync'));
    expect(stale()).toEqual([]);
  });
});
