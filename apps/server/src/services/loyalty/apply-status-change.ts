import type { AppointmentRow, ShopRow, Tx } from '@salon/db';
import { entriesForStatusChange } from '@salon/domain';
import { entriesOfAppointment, lockBalance } from '../../repositories/loyalty.ts';
import { addEntries, standingRedemptions, toLedgerEntry } from './loyalty-ledger.ts';
import { loyaltySettingsOf } from './loyalty-settings-of.ts';

/**
 * What a visit's new status does to its customer's points, in the status change's transaction
 * (the appointment row is locked by it): a Reward on completion, its reversal when the completion
 * is undone, the redeemed points given back when the visit is cancelled, declined or marked
 * no-show, and redeemed again when a no-show is undone (as far as the balance still covers them).
 */
export async function applyLoyaltyOnStatusChange(
  tx: Tx,
  {
    shop,
    appointment,
    from,
    to,
    actorUserId,
    now,
    paidAmount,
  }: {
    shop: ShopRow;
    appointment: AppointmentRow;
    from: string;
    to: string;
    actorUserId: string | null;
    now: Date;
    /** Checkout's amount paid for services and products, after price changes, discount and points. */
    paidAmount?: number | undefined;
  },
): Promise<void> {
  const customerId = appointment.customerId;
  if (!customerId) return;
  const rows = await entriesOfAppointment(tx, shop.id, appointment.id);
  const ledger = rows.map(toLedgerEntry);
  // Most visits of most shops never touch the ledger: no lock for them.
  if (ledger.length === 0 && !(to === 'completed' && shop.loyaltyEnabled)) return;
  const balance = await lockBalance(tx, shop.id, customerId);
  // Points are for what the customer spent: what they paid with points earns none.
  const paidWithPoints = standingRedemptions(rows, appointment.id).amount;
  const entries = entriesForStatusChange(
    loyaltySettingsOf(shop),
    ledger,
    {
      appointmentId: appointment.id,
      from,
      to,
      priceAmount: paidAmount ?? Math.max(0, appointment.priceAmount - paidWithPoints),
      currency: appointment.currency,
    },
    balance,
  );
  // A redemption given back, or redeemed again, says what it was worth.
  const worthOf = (id: string | null) => {
    const row = rows.find((r) => r.id === id);
    return row?.valueAmount != null && row.currency
      ? { amount: row.valueAmount, currency: row.currency }
      : null;
  };
  await addEntries(tx, {
    shopId: shop.id,
    customerId,
    actorUserId,
    now,
    entries: entries.map((entry) => ({ ...entry, value: worthOf(entry.reverses) })),
  });
}
