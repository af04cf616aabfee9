import {
  and,
  asc,
  type CreditNoteLineRow,
  type CreditNoteRow,
  count,
  creditNoteLines,
  creditNotes,
  customers,
  desc,
  type Executor,
  eq,
  gte,
  lt,
  type ReceiptRow,
  receipts,
  type SaleLineRow,
  type SaleRow,
  type SaleTipRow,
  type SQL,
  saleLines,
  sales,
  saleTips,
  sql,
  stylists,
  type Tx,
} from '@salon/db';
import { queryRows } from '../infra/sql.ts';

export type NewSale = typeof sales.$inferInsert;
export type NewSaleLine = typeof saleLines.$inferInsert;
export type NewSaleTip = typeof saleTips.$inferInsert;
export type NewReceipt = typeof receipts.$inferInsert;
export type NewCreditNote = typeof creditNotes.$inferInsert;
export type NewCreditNoteLine = typeof creditNoteLines.$inferInsert;

export type DocumentSeries = 'receipt' | 'credit_note';

/**
 * The next number of a shop's series, in the caller's transaction. The counter row stays locked
 * until that transaction ends, so numbers follow commit order and a rolled-back document gives
 * its number back: no gaps, no duplicates. Callers take it last, to hold the lock briefly.
 */
export async function nextDocumentNumber(tx: Tx, shopId: string, series: DocumentSeries): Promise<number> {
  const [row] = await queryRows<{ last_number: number | string }>(
    tx,
    sql`insert into shop_document_counters (shop_id, series, last_number) values (${shopId}, ${series}, 1)
        on conflict (shop_id, series) do update set last_number = shop_document_counters.last_number + 1
        returning last_number`,
  );
  if (!row) throw new Error('document counter returned no row');
  return Number(row.last_number);
}

/** The sale of this shop, or undefined; `lock` keeps its row locked until the transaction ends. */
export async function findSale(
  db: Executor,
  shopId: string,
  id: string,
  options: { lock?: boolean } = {},
): Promise<SaleRow | undefined> {
  const query = db
    .select()
    .from(sales)
    .where(and(eq(sales.id, id), eq(sales.shopId, shopId)));
  const [row] = await (options.lock ? query.for('update') : query);
  return row;
}

/** The id of the sale a visit was checked out with, or undefined while it was not. */
export async function saleIdOfVisit(db: Executor, appointmentId: string): Promise<string | undefined> {
  const [row] = await db.select({ id: sales.id }).from(sales).where(eq(sales.appointmentId, appointmentId));
  return row?.id;
}

export async function insertSale(tx: Tx, values: NewSale): Promise<string> {
  const [sale] = await tx.insert(sales).values(values).returning({ id: sales.id });
  if (!sale) throw new Error('sale not written');
  return sale.id;
}

export async function insertSaleLines(tx: Tx, lines: NewSaleLine[]): Promise<void> {
  await tx.insert(saleLines).values(lines);
}

export async function insertSaleTips(tx: Tx, tips: NewSaleTip[]): Promise<void> {
  await tx.insert(saleTips).values(tips);
}

export async function insertReceipt(tx: Tx, values: NewReceipt): Promise<void> {
  await tx.insert(receipts).values(values);
}

/** A sale's lines, in their order on the receipt. */
export function linesOfSale(db: Executor, saleId: string): Promise<SaleLineRow[]> {
  return db.select().from(saleLines).where(eq(saleLines.saleId, saleId)).orderBy(asc(saleLines.position));
}

export function tipsOfSale(db: Executor, saleId: string): Promise<SaleTipRow[]> {
  return db.select().from(saleTips).where(eq(saleTips.saleId, saleId));
}

/** The same lines, each with the name of its stylist (none for a product sold without one). */
export function linesOfSaleWithStylists(
  db: Executor,
  saleId: string,
): Promise<{ line: SaleLineRow; stylistName: string | null }[]> {
  return db
    .select({ line: saleLines, stylistName: stylists.name })
    .from(saleLines)
    .leftJoin(stylists, eq(stylists.id, saleLines.stylistId))
    .where(eq(saleLines.saleId, saleId))
    .orderBy(asc(saleLines.position));
}

/** A sale's tips with their stylists' names, by name. */
export function tipsOfSaleWithStylists(
  db: Executor,
  saleId: string,
): Promise<{ tip: SaleTipRow; stylistName: string }[]> {
  return db
    .select({ tip: saleTips, stylistName: stylists.name })
    .from(saleTips)
    .innerJoin(stylists, eq(stylists.id, saleTips.stylistId))
    .where(eq(saleTips.saleId, saleId))
    .orderBy(asc(stylists.name));
}

export async function receiptOfSale(db: Executor, saleId: string): Promise<ReceiptRow | undefined> {
  const [receipt] = await db.select().from(receipts).where(eq(receipts.saleId, saleId));
  return receipt;
}

export async function findReceipt(db: Executor, id: string): Promise<ReceiptRow | undefined> {
  const [receipt] = await db.select().from(receipts).where(eq(receipts.id, id));
  return receipt;
}

/** Counts what was given back of a line: its refunded quantity and amount grow by these. */
export async function addLineRefund(
  tx: Tx,
  lineId: string,
  refund: { quantity: number; amount: number },
): Promise<void> {
  await tx
    .update(saleLines)
    .set({
      refundedQuantity: sql`${saleLines.refundedQuantity} + ${refund.quantity}`,
      refundedAmount: sql`${saleLines.refundedAmount} + ${refund.amount}`,
    })
    .where(eq(saleLines.id, lineId));
}

/** Counts what was given back of a tip. */
export async function addTipRefund(tx: Tx, tipId: string, amount: number): Promise<void> {
  await tx
    .update(saleTips)
    .set({ refundedAmount: sql`${saleTips.refundedAmount} + ${amount}` })
    .where(eq(saleTips.id, tipId));
}

export async function changeSale(
  tx: Tx,
  saleId: string,
  values: Pick<Partial<NewSale>, 'refundedAmount' | 'status' | 'updatedAt'>,
): Promise<void> {
  await tx.update(sales).set(values).where(eq(sales.id, saleId));
}

export async function insertCreditNote(tx: Tx, values: NewCreditNote): Promise<string> {
  const [note] = await tx.insert(creditNotes).values(values).returning({ id: creditNotes.id });
  if (!note) throw new Error('credit note not written');
  return note.id;
}

export async function insertCreditNoteLines(tx: Tx, lines: NewCreditNoteLine[]): Promise<void> {
  await tx.insert(creditNoteLines).values(lines);
}

/** The credit note of this sale of this shop, or undefined. */
export async function findCreditNote(
  db: Executor,
  shopId: string,
  saleId: string,
  id: string,
): Promise<CreditNoteRow | undefined> {
  const [note] = await db
    .select()
    .from(creditNotes)
    .where(and(eq(creditNotes.id, id), eq(creditNotes.saleId, saleId), eq(creditNotes.shopId, shopId)));
  return note;
}

/** A sale's credit notes, by number. */
export function creditNotesOfSale(db: Executor, saleId: string): Promise<CreditNoteRow[]> {
  return db.select().from(creditNotes).where(eq(creditNotes.saleId, saleId)).orderBy(asc(creditNotes.number));
}

/** What a credit note gave back of each line, with the sale's line, in the receipt's order. */
export function creditNoteLinesWithSaleLines(
  db: Executor,
  creditNoteId: string,
): Promise<{ part: CreditNoteLineRow; line: SaleLineRow }[]> {
  return db
    .select({ part: creditNoteLines, line: saleLines })
    .from(creditNoteLines)
    .innerJoin(saleLines, eq(saleLines.id, creditNoteLines.saleLineId))
    .where(eq(creditNoteLines.creditNoteId, creditNoteId))
    .orderBy(asc(saleLines.position));
}

/** One page of a shop's sales, newest receipt first, and how many match in all. */
export async function pageOfSales(
  db: Executor,
  filter: { shopId: string; createdFrom?: Date | undefined; createdBefore?: Date | undefined },
  page: { limit: number; offset: number },
): Promise<{ rows: { sale: SaleRow; number: number; customerName: string | null }[]; total: number }> {
  const where: SQL[] = [eq(sales.shopId, filter.shopId)];
  if (filter.createdFrom) where.push(gte(sales.createdAt, filter.createdFrom));
  if (filter.createdBefore) where.push(lt(sales.createdAt, filter.createdBefore));
  const [rows, [total]] = await Promise.all([
    db
      .select({ sale: sales, number: receipts.number, customerName: customers.name })
      .from(sales)
      .innerJoin(receipts, eq(receipts.saleId, sales.id))
      .leftJoin(customers, eq(customers.id, sales.customerId))
      .where(and(...where))
      .orderBy(desc(receipts.number))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ n: count() })
      .from(sales)
      .where(and(...where)),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

type Amount = { amount: unknown };

/** The sums of a period's sales report, as PostgreSQL returns them (numbers may come as text). */
export interface SalesReportRows {
  totals: Record<string, unknown> | undefined;
  kinds: ({ kind: string } & Amount)[];
  taxes: { rate: unknown; gross: unknown; net: unknown; tax: unknown }[];
  charged: ({ method: string } & Amount)[];
  refunded: ({ method: string } & Amount)[];
  tips: ({ stylist_id: string; name: string } & Amount)[];
  notes: { count: unknown; amount: unknown } | undefined;
}

/**
 * The sums of the shop's sales made in [start, end): money taken counts with the sale it paid,
 * refunds (and credit notes) count when they were made.
 */
export async function salesReportRows(
  db: Executor,
  shopId: string,
  period: { start: Date; end: Date },
): Promise<SalesReportRows> {
  const start = period.start.toISOString();
  const end = period.end.toISOString();
  const inPeriod = (column: string) =>
    sql`${sql.raw(column)} >= ${start}::timestamptz and ${sql.raw(column)} < ${end}::timestamptz`;
  const [totals] = await queryRows<Record<string, unknown>>(
    db,
    sql`select count(*) as sales, coalesce(sum(lines_total), 0) as revenue, coalesce(sum(tip_total), 0) as tips,
               coalesce(sum(discount_amount + loyalty_amount), 0) as discounts, coalesce(sum(tax_total), 0) as tax
          from sales s where s.shop_id = ${shopId} and ${inPeriod('s.created_at')}`,
  );
  const kinds = await queryRows<SalesReportRows['kinds'][number]>(
    db,
    sql`select l.kind, coalesce(sum(l.total_amount), 0) as amount
          from sale_lines l join sales s on s.id = l.sale_id
         where s.shop_id = ${shopId} and ${inPeriod('s.created_at')} group by l.kind`,
  );
  const taxes = await queryRows<SalesReportRows['taxes'][number]>(
    db,
    sql`select (b->>'rateBps')::int as rate, sum((b->>'gross')::bigint) as gross, sum((b->>'net')::bigint) as net,
               sum((b->>'tax')::bigint) as tax
          from sales s cross join lateral jsonb_array_elements(s.tax_breakdown) b
         where s.shop_id = ${shopId} and ${inPeriod('s.created_at')} group by 1 order by 1`,
  );
  const charged = await queryRows<SalesReportRows['charged'][number]>(
    db,
    sql`select p.method, coalesce(sum(p.amount), 0) as amount
          from payment_transactions p join sales s on s.id = p.sale_id
         where s.shop_id = ${shopId} and ${inPeriod('s.created_at')} and p.kind <> 'refund' and p.status <> 'failed'
         group by p.method`,
  );
  const refunded = await queryRows<SalesReportRows['refunded'][number]>(
    db,
    sql`select p.method, coalesce(sum(p.amount), 0) as amount
          from payment_transactions p
         where p.shop_id = ${shopId} and p.sale_id is not null and ${inPeriod('p.created_at')}
           and p.kind = 'refund' and p.status <> 'failed'
         group by p.method`,
  );
  const tips = await queryRows<SalesReportRows['tips'][number]>(
    db,
    sql`select t.stylist_id, st.name, sum(t.amount) as amount
          from sale_tips t join sales s on s.id = t.sale_id join stylists st on st.id = t.stylist_id
         where s.shop_id = ${shopId} and ${inPeriod('s.created_at')}
         group by t.stylist_id, st.name order by st.name`,
  );
  const [notes] = await queryRows<{ count: unknown; amount: unknown }>(
    db,
    sql`select count(*) as count, coalesce(sum(amount), 0) as amount
          from credit_notes c where c.shop_id = ${shopId} and ${inPeriod('c.issued_at')}`,
  );
  return { totals, kinds, taxes, charged, refunded, tips, notes };
}

/** A receipt or credit note as the accountant's export lists it; a credit note's amounts are negative. */
export interface SaleDocumentRow {
  document: 'receipt' | 'credit_note';
  number: number | string;
  refers_to: number | string | null;
  at: Date | string;
  customer: string | null;
  services: unknown;
  products: unknown;
  discount: unknown;
  tips: unknown;
  total: unknown;
  tax: unknown;
  cash: unknown;
  card_terminal: unknown;
  card_on_file: unknown;
  online: unknown;
  reason: string | null;
}

/** The receipts and credit notes issued in [start, end), in date order, receipts before credit notes of a moment. */
export function saleDocumentRows(
  db: Executor,
  shopId: string,
  period: { start: Date; end: Date },
): Promise<SaleDocumentRow[]> {
  const from = period.start.toISOString();
  const until = period.end.toISOString();
  const method = (kind: string, name: string, alias: string) =>
    sql.raw(
      `coalesce((select sum(p.amount) from payment_transactions p where p.sale_id = s.id and p.kind ${kind} and p.method = '${name}' and p.status <> 'failed'${kind === "= 'refund'" ? ' and p.credit_note_id = c.id' : ''}), 0) as ${alias}`,
    );
  return queryRows<SaleDocumentRow>(
    db,
    sql`select * from (
          select 'receipt' as document, r.number, null::int as refers_to, s.created_at as at, cu.name as customer,
                 (select coalesce(sum(l.total_amount), 0) from sale_lines l where l.sale_id = s.id and l.kind = 'service') as services,
                 (select coalesce(sum(l.total_amount), 0) from sale_lines l where l.sale_id = s.id and l.kind = 'product') as products,
                 s.discount_amount + s.loyalty_amount as discount, s.tip_total as tips, s.total, s.tax_total as tax,
                 ${method("<> 'refund'", 'cash', 'cash')}, ${method("<> 'refund'", 'card_terminal', 'card_terminal')},
                 ${method("<> 'refund'", 'card_on_file', 'card_on_file')}, ${method("<> 'refund'", 'online', 'online')},
                 null::text as reason
            from sales s join receipts r on r.sale_id = s.id left join customers cu on cu.id = s.customer_id
           where s.shop_id = ${shopId} and s.created_at >= ${from}::timestamptz and s.created_at < ${until}::timestamptz
          union all
          select 'credit_note', c.number, r.number, c.issued_at, cu.name,
                 -(select coalesce(sum(n.amount), 0) from credit_note_lines n join sale_lines l on l.id = n.sale_line_id
                    where n.credit_note_id = c.id and l.kind = 'service'),
                 -(select coalesce(sum(n.amount), 0) from credit_note_lines n join sale_lines l on l.id = n.sale_line_id
                    where n.credit_note_id = c.id and l.kind = 'product'),
                 0, -c.tip_amount, -c.amount, -c.tax_total,
                 -${method("= 'refund'", 'cash', 'cash')}, -${method("= 'refund'", 'card_terminal', 'card_terminal')},
                 -${method("= 'refund'", 'card_on_file', 'card_on_file')}, -${method("= 'refund'", 'online', 'online')},
                 c.reason
            from credit_notes c join sales s on s.id = c.sale_id join receipts r on r.id = c.receipt_id
                 left join customers cu on cu.id = s.customer_id
           where c.shop_id = ${shopId} and c.issued_at >= ${from}::timestamptz and c.issued_at < ${until}::timestamptz
        ) d order by d.at, d.document desc, d.number`,
  );
}
