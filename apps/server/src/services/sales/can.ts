import type { Actor } from '@salon/domain';
import { assertCan } from '../shared/assert-can.ts';

/**
 * Checking out, refunding and reading sales is front-desk work: staff who may change the
 * calendar may do it; read-only staff may not (they never see what customers pay).
 */
export const assertMaySell = (actor: Actor, shopId: string) => assertCan(actor, 'update', 'calendar', shopId);

/** The sales report is the dashboard's kind of figure. */
export const assertMayReport = (actor: Actor, shopId: string) =>
  assertCan(actor, 'read', 'dashboard', shopId);
