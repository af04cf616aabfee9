import {
  and,
  asc,
  count,
  customers,
  desc,
  type Executor,
  eq,
  inArray,
  mailOutbox,
  or,
  type SQL,
  sql,
  type Tx,
} from '@salon/db';
import { prefixPattern } from '../infra/sql.ts';

export type MailRow = typeof mailOutbox.$inferSelect;
export type NewMail = typeof mailOutbox.$inferInsert;

/** Queues a mail (or keeps it, with its status) in the outbox. */
export async function insertMail(db: Executor, values: NewMail): Promise<void> {
  await db.insert(mailOutbox).values(values);
}

/** The same, unless a mail with its dedupe key is there already: the new mail's id, or undefined. */
export async function insertMailOnce(db: Executor, values: NewMail): Promise<string | undefined> {
  const [inserted] = await db
    .insert(mailOutbox)
    .values(values)
    .onConflictDoNothing({ target: mailOutbox.dedupeKey })
    .returning({ id: mailOutbox.id });
  return inserted?.id;
}

/** One page of what the shop's customers were sent, newest first, with each customer's name, and how many in all. */
export async function pageOfCustomerMail(
  db: Executor,
  filter: { shopId: string; status?: string | undefined },
  page: { limit: number; offset: number },
): Promise<{ rows: { mail: MailRow; customerName: string | null }[]; total: number }> {
  const conditions: SQL[] = [eq(mailOutbox.shopId, filter.shopId), eq(mailOutbox.audience, 'customer')];
  if (filter.status) conditions.push(eq(mailOutbox.status, filter.status));
  const where = and(...conditions);
  const [total] = await db.select({ n: count() }).from(mailOutbox).where(where);
  const rows = await db
    .select({ mail: mailOutbox, customerName: customers.name })
    .from(mailOutbox)
    .leftJoin(customers, eq(customers.id, mailOutbox.customerId))
    .where(where)
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(page.limit)
    .offset(page.offset);
  return { rows, total: Number(total?.n ?? 0) };
}

/** Of these mails, those the shop sent to its customers. */
export function customerMailOfShop(db: Executor, shopId: string, ids: string[]): Promise<MailRow[]> {
  return db
    .select()
    .from(mailOutbox)
    .where(
      and(inArray(mailOutbox.id, ids), eq(mailOutbox.shopId, shopId), eq(mailOutbox.audience, 'customer')),
    );
}

/** How many mails carry a dedupe key starting with `prefix` (taken literally, `%` and `_` too). */
export async function countMailWithKeyPrefix(db: Executor, prefix: string): Promise<number> {
  const [{ n } = { n: 0 }] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(mailOutbox)
    .where(sql`${mailOutbox.dedupeKey} like ${prefixPattern(prefix)}`);
  return Number(n);
}

export function mailsByIds(db: Executor, ids: string[]): Promise<MailRow[]> {
  return db.select().from(mailOutbox).where(inArray(mailOutbox.id, ids));
}

/** Queues mails; one whose dedupe key was queued before is left out. */
export async function queueMails(tx: Tx, rows: NewMail[]): Promise<void> {
  await tx.insert(mailOutbox).values(rows).onConflictDoNothing({ target: mailOutbox.dedupeKey });
}

export async function changeMail(db: Executor, id: string, changes: Partial<NewMail>): Promise<void> {
  await db.update(mailOutbox).set(changes).where(eq(mailOutbox.id, id));
}

/** Mails of these customer records that went to them as customers, oldest first. */
export function customerMailsOf(db: Executor, customerIds: string[]): Promise<MailRow[]> {
  return db
    .select()
    .from(mailOutbox)
    .where(and(inArray(mailOutbox.customerId, customerIds), eq(mailOutbox.audience, 'customer')))
    .orderBy(asc(mailOutbox.createdAt));
}

/** Drops the mails not sent yet to this address or to these customer records. */
export async function dropUnsentMailsTo(
  tx: Tx,
  { address, customerIds }: { address: string; customerIds: string[] },
): Promise<void> {
  await tx.delete(mailOutbox).where(
    and(
      // `sending` too: a send cut short is picked up again, and would then go to whoever it was for.
      inArray(mailOutbox.status, ['queued', 'sending']),
      customerIds.length > 0
        ? or(eq(mailOutbox.toAddress, address), inArray(mailOutbox.customerId, customerIds))
        : eq(mailOutbox.toAddress, address),
    ),
  );
}
