import type { ServiceContext } from '../../context.ts';
import { bookingMailFacts } from '../../repositories/appointments.ts';

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
  const row = await bookingMailFacts(ctx.db, { shopId, appointmentId, type: CONFIRMATION });
  const reachable = Boolean(row?.address);
  return { reachable, queued: reachable && row?.raised === true };
}
