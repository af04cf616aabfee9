import { AppError, Role, type SignUpRequest } from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { hashPassword } from '../../infra/passwords.ts';
import { consumeRateLimit } from '../../infra/rate-limit.ts';
import { inTransaction } from '../../infra/transaction.ts';
import { hasGuestRecord } from '../../repositories/customers.ts';
import { insertUserUnlessTaken } from '../../repositories/users.ts';
import { customerForUser } from '../customers/customer-for-user.ts';
import { phoneForShop } from '../shared/phone-field.ts';
import { shopBySubdomain } from '../shops/shop-by-subdomain.ts';
import { type RequestOrigin, type SignedIn, signedInOnDevice } from './signed-in.ts';

/**
 * A new customer account. Made on a shop's booking page (`shop`), it needs a phone number as a
 * guest booking does; the number is read as one of that shop's country and the shop's customer
 * record is made with it in the same transaction as the account.
 */
export async function signUp(
  ctx: ServiceContext,
  input: SignUpRequest,
  origin: RequestOrigin,
): Promise<SignedIn> {
  await consumeRateLimit(ctx, `sign-up:ip:${origin.ip}`, ctx.rateLimits.signUpPerIp);
  const shop = input.shop ? await shopBySubdomain(ctx.db, input.shop) : null;
  let phone: string | null = null;
  if (shop) {
    if (!input.phone) {
      throw new AppError('ValidationError', 'Enter a phone number', {
        details: [{ path: 'body.phone', message: 'The salon needs a phone number to reach you' }],
      });
    }
    phone = phoneForShop(shop, input.phone, 'body.phone');
  }
  const passwordHash = await hashPassword(input.password);
  const userId = await inTransaction(ctx.db, async (tx) => {
    const created = await insertUserUnlessTaken(tx, {
      email: input.email,
      name: input.name,
      passwordHash,
      roles: [Role.Customer],
      locale: input.locale ?? origin.locale,
    });
    if (!created)
      throw new AppError('EmailAlreadyUsed', 'An account with this e-mail address already exists');
    // A new account's address is not verified yet: a salon's guest record of it waits for the
    // e-mail code, and the booking asks for it (`EmailNotVerified`).
    if (shop && !(await hasGuestRecord(tx, shop.id, input.email)))
      await customerForUser(tx, shop.id, created, { phone });
    return created;
  });
  return signedInOnDevice(ctx, userId, origin);
}
