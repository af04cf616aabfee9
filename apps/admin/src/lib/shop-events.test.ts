import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { followShopEvents, refetchLiveData } from './shop-events.ts';

const shopId = 'shop-1';

/**
 * A client holding the calendar's, the dashboard's (its day and its requests), the bell's, a
 * settings page's and another shop's answers, none stale.
 */
function cachedClient() {
  const client = new QueryClient();
  const keys = [
    ['shops', shopId, 'appointments', '2026-11-23', '2026-11-30'],
    ['shops', shopId, 'appointments', 'dashboard-day', '2026-11-24'],
    ['shops', shopId, 'appointments', 'dashboard-pending', '2026-11-24'],
    ['shops', shopId, 'dashboard', '2026-11-01', '2026-11-30', 'all'],
    ['shops', shopId, 'notifications', 'list', 'all', 30],
    ['shops', shopId, 'notifications', 'unread'],
    ['shops', shopId, 'services'],
    ['shops', 'shop-2', 'appointments', '2026-11-23', '2026-11-30'],
  ];
  for (const key of keys) client.setQueryData(key, []);
  const stale = () =>
    keys
      .filter((key) => client.getQueryState(key)?.isInvalidated)
      .map((key) => key.slice(1, key[2] === 'notifications' ? 4 : 3).join(' '));
  return { client, stale };
}

describe('following a shop’s live updates', () => {
  const everythingLive = [
    `${shopId} appointments`,
    `${shopId} appointments`,
    `${shopId} appointments`,
    `${shopId} dashboard`,
    `${shopId} notifications list`,
    `${shopId} notifications unread`,
  ];

  it('refetches the appointments, the dashboard’s figures and the bell’s list when one changed', () => {
    const { client, stale } = cachedClient();
    const source = new EventTarget();
    followShopEvents(source, client, shopId);
    source.dispatchEvent(new Event('appointment.changed'));
    // The list says whether a request is still to be accepted; the unread count does not change.
    expect(stale()).toEqual(everythingLive.slice(0, 5));
  });

  it('refetches everything the stream keeps live after a resync, and nothing else', () => {
    const { client, stale } = cachedClient();
    const source = new EventTarget();
    followShopEvents(source, client, shopId);
    source.dispatchEvent(new Event('resync'));
    expect(stale()).toEqual(everythingLive);
  });

  it('refetches the same whenever the stream opens: calendar, dashboard, requests and bell', async () => {
    const { client, stale } = cachedClient();
    await refetchLiveData(client, shopId);
    expect(stale()).toEqual(everythingLive);
  });

  it('refetches only the bell when this person’s notifications changed', () => {
    const { client, stale } = cachedClient();
    const source = new EventTarget();
    followShopEvents(source, client, shopId);
    source.dispatchEvent(new Event('notification.changed'));
    expect(stale()).toEqual([`${shopId} notifications list`, `${shopId} notifications unread`]);
  });

  it('stops when unsubscribed', () => {
    const { client, stale } = cachedClient();
    const source = new EventTarget();
    followShopEvents(source, client, shopId)();
    source.dispatchEvent(new Event('resync'));
    expect(stale()).toEqual([]);
  });
});
