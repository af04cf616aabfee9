import type { Actor } from '@salon/domain';
import { assertCan } from '../shared/assert-can.ts';

/** Everyone who works in the shop may look products up, read-only staff included. */
export const assertMayRead = (actor: Actor, shopId: string) => assertCan(actor, 'read', 'calendar', shopId);

/** Prices, codes and stock counts are the owner's, like the service menu. */
export const assertMayChange = (actor: Actor, shopId: string) =>
  assertCan(actor, 'manage', 'Settings', shopId);
