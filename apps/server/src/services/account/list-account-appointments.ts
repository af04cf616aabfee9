import { type AccountAppointmentsResponse, AppError } from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { pageOfAccountVisits } from '../../repositories/accounts.ts';
import { accountAppointmentViews } from './account-appointment-view.ts';
import { accountCustomers } from './account-customers.ts';

interface Cursor {
  at: string;
  id: string;
}

const encodeCursor = ({ at, id }: Cursor) => Buffer.from(`${at}|${id}`).toString('base64url');

const cursorPattern =
  /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z)\|([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

function decodeCursor(text: string): Cursor {
  const match = cursorPattern.exec(Buffer.from(text, 'base64url').toString());
  if (!match?.[1] || !match[2] || Number.isNaN(Date.parse(match[1]))) {
    const message = 'Not a cursor of this list; start again from the first page';
    throw new AppError('ValidationError', message, { details: [{ path: 'query.cursor', message }] });
  }
  return { at: match[1], id: match[2] };
}

/**
 * The signed-in customer's visits at every salon where they have a record, a page at a time.
 * Upcoming: not yet started, soonest first, whatever became of it (a cancelled or declined visit
 * whose time is ahead shows there as such: it is the customer's diary, not a to-do list). Past:
 * started before now, or already completed or a no-show (a salon may close a visit early), newest
 * first. Every visit is in exactly one of the two.
 */
export async function listAccountAppointments(
  ctx: ServiceContext,
  userId: string,
  query: { when: 'upcoming' | 'past'; limit: number; cursor?: string | undefined },
): Promise<AccountAppointmentsResponse> {
  const after = query.cursor === undefined ? null : decodeCursor(query.cursor);
  const records = await accountCustomers(ctx, userId);
  if (records.length === 0) return { items: [], total: 0, nextCursor: null };
  const shopOf = new Map(records.map((r) => [r.customerId, r.shop]));
  const { rows, total } = await pageOfAccountVisits(ctx.db, {
    customerIds: [...shopOf.keys()],
    when: query.when,
    now: ctx.now(),
    after,
    limit: query.limit + 1,
  });
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  const items = await accountAppointmentViews(
    ctx,
    page.flatMap((appointment) => {
      const shop = appointment.customerId ? shopOf.get(appointment.customerId) : undefined;
      return shop ? [{ appointment, shop }] : [];
    }),
  );
  return {
    items,
    total,
    nextCursor:
      rows.length > query.limit && last
        ? encodeCursor({ at: last.startsAt.toISOString(), id: last.id })
        : null,
  };
}
