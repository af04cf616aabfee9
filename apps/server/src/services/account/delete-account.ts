import {
  and,
  appointments,
  customers,
  emailCodes,
  eq,
  inArray,
  isNull,
  mailOutbox,
  notifications,
  or,
  pushSubscriptions,
  refreshTokens,
  reviews,
  shops,
  sql,
  users,
} from '@salon/db';
import { AppError, Role } from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { translator } from '../../i18n.ts';
import { queryRows } from '../../infra/sql.ts';
import { inTransaction } from '../../infra/transaction.ts';

/**
 * Deletes the signed-in person's account, in one transaction, once they typed its address.
 *
 * The salons keep their books: appointments, loyalty ledgers, reviews' ratings and every figure
 * stay, but the records of this person no longer say who it was. Each record is renamed to
 * "Deleted customer" in the salon's language (staff read it as it is, no app has to translate
 * it), and its contact details, birthday, language, consent, the staff's note and the link to the
 * account are cleared; so are the details typed on its bookings. Reviews keep their rating and
 * text, which are the salon's public figures and what its replies answer, but are no longer tied
 * to the record, so no name shows with them anywhere. Mails to the person not yet sent are
 * dropped; devices, the staff bell, sessions and sign-in codes go with the account.
 *
 * Guest records with the address (bookings made without signing in) go too once the address was
 * verified, for they are this person's; before that anyone could have typed it, and deleting an
 * account must not wipe a salon's records of whoever really owns the address. So a new account
 * with the same address starts empty.
 */
export async function deleteAccount(
  ctx: ServiceContext,
  userId: string,
  confirmEmail: string,
): Promise<void> {
  await inTransaction(ctx.db, async (tx) => {
    // Locked first: a booking that would link a new record to the account waits, then finds no account.
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (!user) throw new AppError('error.http.401', 'The account no longer exists');
    if (confirmEmail !== user.email) {
      throw new AppError('ConfirmationMismatch', 'Type the e-mail address of this account to delete it', {
        details: [{ path: 'body.confirmEmail', message: 'Not the address of this account' }],
      });
    }
    const soleOwner = await queryRows(
      tx,
      sql`select 1 from shop_members mine
          where mine.user_id = ${userId} and mine.role = ${Role.ShopAdmin}
            and not exists (select 1 from shop_members other
                            where other.shop_id = mine.shop_id and other.role = ${Role.ShopAdmin}
                              and other.user_id <> ${userId})
          limit 1`,
    );
    if (soleOwner.length > 0) {
      throw new AppError(
        'OwnerCannotDelete',
        'You are the only owner of a salon. Make someone else its owner or close the salon first.',
      );
    }

    const now = ctx.now();
    const mine = or(
      eq(customers.userId, userId),
      user.emailVerifiedAt ? and(isNull(customers.userId), eq(customers.email, user.email)) : sql`false`,
    );
    const records = await tx
      .select({ id: customers.id, shopLocale: shops.locale })
      .from(customers)
      .innerJoin(shops, eq(shops.id, customers.shopId))
      .where(mine);
    for (const record of records) {
      await tx
        .update(customers)
        .set({
          name: translator(record.shopLocale)('server:account.deletedCustomer'),
          email: null,
          phone: null,
          birthday: null,
          note: null,
          locale: null,
          marketingConsent: null,
          userId: null,
          updatedAt: now,
        })
        .where(eq(customers.id, record.id));
    }
    const ids = records.map((r) => r.id);
    if (ids.length > 0) {
      await tx
        .update(appointments)
        .set({ guestName: null, guestEmail: null, guestPhone: null, updatedAt: now })
        .where(inArray(appointments.customerId, ids));
      await tx.update(reviews).set({ customerId: null }).where(inArray(reviews.customerId, ids));
    }
    await tx.delete(mailOutbox).where(
      and(
        // `sending` too: a send cut short is picked up again, and would then go to a deleted account.
        inArray(mailOutbox.status, ['queued', 'sending']),
        ids.length > 0
          ? or(eq(mailOutbox.toAddress, user.email), inArray(mailOutbox.customerId, ids))
          : eq(mailOutbox.toAddress, user.email),
      ),
    );
    await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
    await tx.delete(notifications).where(eq(notifications.userId, userId));
    await tx.delete(refreshTokens).where(eq(refreshTokens.userId, userId));
    await tx.delete(emailCodes).where(eq(emailCodes.email, user.email));
    await tx.delete(users).where(eq(users.id, userId));
  });
}
