import type { CustomerRow, Executor } from '@salon/db';
import { AppError } from '@salon/domain';
import {
  claimGuestRecord,
  customerOfUser,
  hasGuestRecord,
  insertCustomerIfFree,
} from '../../repositories/customers.ts';
import { findUser } from '../../repositories/users.ts';

/**
 * The shop's record of a signed-in customer, made on their first booking there. Each step is
 * tried once: the account's own record, then a guest record with its address (claimed, but only
 * by an account whose address is verified: a record holds someone's visits, phone and points, and
 * anyone can sign up with an address they do not own), then a new record. When the insert still finds a conflict either a parallel request made the record
 * (read it) or the address is on another account's record, which only the salon can sort out.
 * A phone given (E.164, from the sign-up) goes on a new record, or on a claimed one without one.
 */
export async function customerForUser(
  db: Executor,
  shopId: string,
  userId: string,
  { phone = null }: { phone?: string | null } = {},
): Promise<CustomerRow> {
  const existing = await customerOfUser(db, shopId, userId);
  if (existing) return existing;
  const user = await findUser(db, userId);
  if (!user) throw new AppError('error.http.401', 'The account no longer exists');
  if (!user.emailVerifiedAt && (await hasGuestRecord(db, shopId, user.email))) {
    throw new AppError(
      'EmailNotVerified',
      'This salon knows your e-mail address from an earlier booking: sign in with a code sent to it to book',
    );
  }
  const claimed = await claimGuestRecord(
    db,
    { shopId, email: user.email },
    { userId, phone, updatedAt: new Date() },
  );
  if (claimed) return claimed;
  const created = await insertCustomerIfFree(db, {
    shopId,
    userId,
    name: user.name,
    email: user.email,
    phone,
  });
  if (created) return created;
  const raced = await customerOfUser(db, shopId, userId);
  if (raced) return raced;
  throw new AppError(
    'CustomerExists',
    'This salon has your e-mail address on another customer record. Please contact the salon to book.',
  );
}
