import type { UserRow } from '@salon/db';
import { type AccountProfile, AppError, defaultLocale, isLocale } from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { latestRecordedValue } from '../../repositories/accounts.ts';
import { findUser } from '../../repositories/users.ts';
import { accountCustomers } from './account-customers.ts';
import { accountPhoneCountry } from './last-booked-shop.ts';

export const accountProfileView = (user: UserRow, country: string): AccountProfile => ({
  email: user.email,
  emailVerified: user.emailVerifiedAt !== null,
  name: user.name,
  phone: user.phone,
  country,
  birthday: user.birthday,
  locale: isLocale(user.locale) ? user.locale : defaultLocale,
  hasPassword: user.passwordHash !== null,
});

/**
 * The signed-in customer's own details. Until they are given here, phone and birthday are those
 * a salon last recorded for the customer (the phone typed when booking as a guest, say): the
 * customer sees what their salons see, and saving makes them the account's own.
 */
export async function getAccountProfile(ctx: ServiceContext, userId: string): Promise<AccountProfile> {
  const user = await findUser(ctx.db, userId);
  if (!user) throw new AppError('error.http.401', 'The account no longer exists');
  // Guest records of a verified address join first, so their phone counts.
  await accountCustomers(ctx, userId);
  return accountProfileView(
    {
      ...user,
      phone: user.phone ?? (await latestRecordedValue(ctx.db, userId, 'phone')),
      birthday: user.birthday ?? (await latestRecordedValue(ctx.db, userId, 'birthday')),
    },
    await accountPhoneCountry(ctx, user),
  );
}
