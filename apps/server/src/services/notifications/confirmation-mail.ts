import { and, appointments, customers, eq, notificationEvents, sql } from '@salon/db';
import type { ServiceContext } from '../../context.ts';

const CONFIRMATION = 'CustomerNewAppointment';

/**
 * What a booking's customer can be told about their mail right after booking. `reachable`: mails
 * to them leave the server (SMTP is configured) and they have an address. `queued`: besides, the
 * booking's confirmation was raised with it (a confirmed booking; a request or a booking waiting
 * for its payment is confirmed later). The sender writes the mail moments after the commit.
 */
export async function confirmationMail(
  ctx: Pick<ServiceContext, 'db' | 'mailer'>,
  { shopId, appointmentId }: { shopId: string; appointmentId: string },
): Promise<{ reachable: boolean; queued: boolean }> {
  if (!ctx.mailer.delivers) return { reachable: false, queued: false };
  const [row] = await ctx.db
    .select({
      address: sql<string | null>`coalesce(${customers.email}, ${appointments.guestEmail})`,
      raised: sql<boolean>`exists (select 1 from ${notificationEvents}
        where ${notificationEvents.appointmentId} = ${appointments.id}
          and ${notificationEvents.type} = ${CONFIRMATION})`,
    })
    .from(appointments)
    .leftJoin(customers, eq(customers.id, appointments.customerId))
    .where(and(eq(appointments.id, appointmentId), eq(appointments.shopId, shopId)));
  const reachable = Boolean(row?.address);
  return { reachable, queued: reachable && row?.raised === true };
}
