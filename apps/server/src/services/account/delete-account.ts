import { AppError, Role } from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { translator } from '../../i18n.ts';
import { inTransaction } from '../../infra/transaction.ts';
import {
  clearGuestDetailsOfVisits,
  isSoleOwnerOfAShop,
  recordsToErase,
} from '../../repositories/accounts.ts';
import { changeCustomer } from '../../repositories/customers.ts';
import { dropUnsentMailsTo } from '../../repositories/mail.ts';
import {
  deleteNotificationsOfUser,
  deletePushSubscriptionsOfUser,
} from '../../repositories/notifications.ts';
import { detachReviewsFromCustomers } from '../../repositories/reviews.ts';
import { deleteUserWithSignIns, lockUser } from '../../repositories/users.ts';

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
    const user = await lockUser(tx, userId);
    if (!user) throw new AppError('error.http.401', 'The account no longer exists');
    if (confirmEmail !== user.email) {
      throw new AppError('ConfirmationMismatch', 'Type the e-mail address of this account to delete it', {
        details: [{ path: 'body.confirmEmail', message: 'Not the address of this account' }],
      });
    }
    if (await isSoleOwnerOfAShop(tx, userId, Role.ShopAdmin)) {
      throw new AppError(
        'OwnerCannotDelete',
        'You are the only owner of a salon. Make someone else its owner or close the salon first.',
      );
    }

    const now = ctx.now();
    const records = await recordsToErase(tx, {
      userId,
      guestEmail: user.emailVerifiedAt ? user.email : null,
    });
    for (const record of records) {
      await changeCustomer(tx, record.id, {
        name: translator(record.shopLocale)('server:account.deletedCustomer'),
        email: null,
        phone: null,
        birthday: null,
        note: null,
        locale: null,
        marketingConsent: null,
        userId: null,
        updatedAt: now,
      });
    }
    const ids = records.map((r) => r.id);
    if (ids.length > 0) {
      await clearGuestDetailsOfVisits(tx, ids, now);
      await detachReviewsFromCustomers(tx, ids);
    }
    // Half-sent mails too: a send cut short is picked up again, and would then go to a deleted account.
    await dropUnsentMailsTo(tx, { address: user.email, customerIds: ids });
    await deletePushSubscriptionsOfUser(tx, userId);
    await deleteNotificationsOfUser(tx, userId);
    await deleteUserWithSignIns(tx, { userId, email: user.email });
  });
}
