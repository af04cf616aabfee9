import { sql, type Tx } from '@salon/db';
import { queryRows } from '../../infra/sql.ts';

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
