import {
  type AccountProfile,
  AppError,
  dateOfInstant,
  defaultLocale,
  isLocale,
  type updateAccountProfileRequest,
} from '@salon/domain';
import type { z } from 'zod';
import type { ServiceContext } from '../../context.ts';
import { inTransaction } from '../../infra/transaction.ts';
import { changeRecordsOfAccount } from '../../repositories/accounts.ts';
import { changeUserReturning, findUser } from '../../repositories/users.ts';
import { phoneForCountry } from '../shared/phone-field.ts';
import { accountCustomers } from './account-customers.ts';
import { accountProfileView } from './get-account-profile.ts';
import { accountPhoneCountry, lastBookedShop } from './last-booked-shop.ts';

/** No one alive was born before this; a typo such as 0987 is caught here. */
const EARLIEST_BIRTHDAY = '1900-01-01';

/**
 * Changes the account's name, phone, birthday or language. The salons' records of the customer are
 * their view of this person, so each change follows to the record at every salon in the same
 * transaction (the language too: the salons' mails are written in it).
 */
export async function updateAccountProfile(
  ctx: ServiceContext,
  userId: string,
  input: z.output<typeof updateAccountProfileRequest>,
): Promise<AccountProfile> {
  const user = await findUser(ctx.db, userId);
  if (!user) throw new AppError('error.http.401', 'The account no longer exists');
  // Links guest records of a verified address first, so they follow the change as well.
  await accountCustomers(ctx, userId);
  const lastShop = await lastBookedShop(ctx, userId);

  const changes: { name?: string; phone?: string | null; birthday?: string | null; locale?: string } = {};
  if (input.name !== undefined) changes.name = input.name;
  if (input.locale !== undefined) changes.locale = input.locale;
  const locale = input.locale ?? (isLocale(user.locale) ? user.locale : defaultLocale);
  const country = await accountPhoneCountry(ctx, user, { lastShop, locale });
  if (input.phone !== undefined)
    changes.phone = phoneForCountry(input.country ?? country, input.phone, 'body.phone');
  if (input.birthday !== undefined) {
    const today = dateOfInstant(lastShop?.timeZone ?? 'UTC', ctx.now().getTime());
    if (input.birthday !== null && (input.birthday >= today || input.birthday < EARLIEST_BIRTHDAY)) {
      throw new AppError('ValidationError', 'Enter your date of birth', {
        details: [{ path: 'body.birthday', message: 'Must be a date in the past' }],
      });
    }
    changes.birthday = input.birthday;
  }

  const now = ctx.now();
  const updated = await inTransaction(ctx.db, async (tx) => {
    const row = await changeUserReturning(tx, userId, {
      ...changes,
      // A name typed here is the customer's own, no longer the address's local part.
      ...(changes.name !== undefined ? { nameFromEmail: false } : {}),
      updatedAt: now,
    });
    await changeRecordsOfAccount(tx, userId, { ...changes, updatedAt: now });
    return row;
  });
  if (!updated) throw new AppError('error.http.401', 'The account no longer exists');
  return accountProfileView(updated, country);
}
