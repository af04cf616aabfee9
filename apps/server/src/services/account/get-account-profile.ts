import { eq, type UserRow, users } from '@salon/db';
import { type AccountProfile, AppError, defaultLocale, isLocale } from '@salon/domain';
import type { ServiceContext } from '../../context.ts';

export const accountProfileView = (user: UserRow): AccountProfile => ({
  email: user.email,
  emailVerified: user.emailVerifiedAt !== null,
  name: user.name,
  phone: user.phone,
  birthday: user.birthday,
  locale: isLocale(user.locale) ? user.locale : defaultLocale,
  hasPassword: user.passwordHash !== null,
});

/** The signed-in customer's own details. */
export async function getAccountProfile(ctx: ServiceContext, userId: string): Promise<AccountProfile> {
  const [user] = await ctx.db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new AppError('error.http.401', 'The account no longer exists');
  return accountProfileView(user);
}
