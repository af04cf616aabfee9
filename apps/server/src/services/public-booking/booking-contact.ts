import type { CustomerRow, Executor, Tx, UserRow } from '@salon/db';
import { AppError, type ErrorDetail, type PublicBookingRequest } from '@salon/domain';
import { changeCustomer } from '../../repositories/customers.ts';
import { fillAccountContact, findUser } from '../../repositories/users.ts';
import { recordOfAccount } from '../customers/record-of-account.ts';
import { phoneForShop } from '../shared/phone-field.ts';

type Shop = { id: string; country?: string | null; timeZone: string };
type Given = PublicBookingRequest['customer'];

/** A name and a phone, each null while nobody gave it. */
export interface Contact {
  name: string | null;
  phone: string | null;
}

const needs = {
  name: 'The salon needs your name',
  email: 'The salon needs your e-mail address',
  phone: 'The salon needs a phone number to reach you',
} as const;

function refuseMissing(fields: (keyof typeof needs)[]): void {
  if (fields.length === 0) return;
  const details: ErrorDetail[] = fields.map((field) => ({
    path: `body.customer.${field}`,
    message: needs[field],
  }));
  throw new AppError('ValidationError', 'Tell the salon how to reach you', { details });
}

/**
 * What the salon would know of a signed-in customer when they book: the name and phone on its
 * record of them, else the account's. A name that is only the address's local part (an account
 * made by e-mail code) was never given, so it counts as none.
 */
export async function knownContactOfAccount(
  db: Executor,
  shopId: string,
  userId: string,
): Promise<Contact & { user: UserRow; record: CustomerRow | null }> {
  const user = await findUser(db, userId);
  if (!user) throw new AppError('error.http.401', 'The account no longer exists');
  const record = await recordOfAccount(db, shopId, userId);
  const given = (name: string | undefined) =>
    name?.trim() && !(user.nameFromEmail && name === user.name) ? name : null;
  return {
    name: record ? given(record.name) : given(user.name),
    phone: record?.phone ?? user.phone ?? null,
    user,
    record,
  };
}

/**
 * The name and phone a signed-in customer's booking goes with: what the booking page sent (the
 * phone read as a number of the shop's country), else what the salon or the account knows. A
 * booking without both is refused, naming each missing field, before anything is written.
 */
export async function contactForAccountBooking(
  db: Executor,
  shop: Shop,
  userId: string,
  given: Given,
): Promise<{ name: string; phone: string }> {
  const known = await knownContactOfAccount(db, shop.id, userId);
  const name = given?.name ?? known.name;
  const phone = given?.phone ? phoneForShop(shop, given.phone, 'body.customer.phone') : known.phone;
  refuseMissing([...(name ? [] : ['name' as const]), ...(phone ? [] : ['phone' as const])]);
  return { name: name as string, phone: phone as string };
}

/** A guest's name, e-mail and phone, all three needed; the phone is kept in E.164. */
export function contactForGuest(shop: Shop, given: Given): { name: string; email: string; phone: string } {
  if (!given) {
    throw new AppError('ValidationError', 'Tell us who is booking', {
      details: [{ path: 'body.customer', message: 'Name, e-mail and phone are needed to book as a guest' }],
    });
  }
  const { name, email, phone } = given;
  refuseMissing([
    ...(name ? [] : ['name' as const]),
    ...(email ? [] : ['email' as const]),
    ...(phone ? [] : ['phone' as const]),
  ]);
  return {
    name: name as string,
    email: email as string,
    phone: phoneForShop(shop, phone as string, 'body.customer.phone'),
  };
}

/**
 * Keeps what a signed-in customer booked with: on the salon's record of them, and on the account
 * where it has no name of its own or no phone yet (the account's own choices are not overwritten
 * by one salon's booking).
 */
export async function keepAccountContact(
  tx: Tx,
  {
    record,
    userId,
    contact,
  }: { record: CustomerRow; userId: string; contact: { name: string; phone: string } },
): Promise<void> {
  if (record.name !== contact.name || record.phone !== contact.phone) {
    await changeCustomer(tx, record.id, { name: contact.name, phone: contact.phone, updatedAt: new Date() });
  }
  await fillAccountContact(tx, userId, contact, new Date());
}
