import type { Executor, ShopRow, StylistRow } from '@salon/db';
import type { ServiceResponse } from '@salon/domain';
import { LRUCache } from 'lru-cache';
import { weeklyHoursOfShop } from '../../repositories/schedule.ts';
import { loadServices } from '../catalog/service-records.ts';
import { loadStylists } from '../team/stylist-records.ts';

interface StaticSchedule {
  version: number;
  services: ServiceResponse[];
  stylists: StylistRow[];
  hours: { stylistId: string; weekday: number; startMinute: number; endMinute: number }[];
}

/**
 * Menus, teams and weekly hours change rarely and are read on every availability request, so
 * each server keeps them per shop and schedule version (bumped by triggers on every change):
 * a stale copy is never used, and nothing but the shop row is read to know it.
 */
// Bounded both ways: the shops asked most stay, the rest go, and nothing lingers unread for long.
const staticCache = new LRUCache<string, StaticSchedule>({ max: 1000, ttl: 10 * 60_000 });

export async function staticSchedule(db: Executor, shop: ShopRow): Promise<StaticSchedule> {
  const cached = staticCache.get(shop.id);
  if (cached && cached.version === shop.scheduleVersion) return cached;
  const [services, stylists, hours] = await Promise.all([
    loadServices(db, shop.id),
    loadStylists(db, shop.id),
    weeklyHoursOfShop(db, shop.id),
  ]);
  const fresh = { version: shop.scheduleVersion, services, stylists, hours };
  // Inside a transaction the rows may not be committed yet; only what every reader sees is cached.
  if (!('rollback' in db)) {
    staticCache.set(shop.id, fresh);
  }
  return fresh;
}
