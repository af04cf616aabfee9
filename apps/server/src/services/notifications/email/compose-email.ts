import { appointments, customers, eq, type notificationEvents, shops, users } from '@salon/db';
import type { ServiceContext } from '../../../context.ts';

export type MailRecipient = { kind: 'customer'; customerId: string } | { kind: 'staff'; userId: string };
export interface ComposedMail {
  to: string;
  locale: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
  attachments?: { filename: string; content: string; contentType: string }[];
}

/** The mail telling `recipient` of `event`; null when there is nobody to write to. */
export async function composeEmail(
  ctx: Pick<ServiceContext, 'db' | 'keys' | 'config'>,
  input: { event: typeof notificationEvents.$inferSelect; recipient: MailRecipient; now: Date },
): Promise<ComposedMail | null> {
  const [shop] = await ctx.db.select().from(shops).where(eq(shops.id, input.event.shopId));
  if (!shop) return null;
  let to: string | null = null;
  let locale = shop.locale;
  if (input.recipient.kind === 'customer') {
    const [customer] = await ctx.db
      .select()
      .from(customers)
      .where(eq(customers.id, input.recipient.customerId));
    const [appointment] = input.event.appointmentId
      ? await ctx.db.select().from(appointments).where(eq(appointments.id, input.event.appointmentId))
      : [];
    to = customer?.email ?? appointment?.guestEmail ?? null;
    locale = customer?.locale ?? locale;
  } else {
    const [user] = await ctx.db.select().from(users).where(eq(users.id, input.recipient.userId));
    to = user?.email ?? null;
    locale = user?.locale ?? locale;
  }
  if (!to) return null;
  const subject = `${shop.name}: ${input.event.type}`;
  return { to, locale, subject, text: subject, html: `<p>${subject}</p>` };
}
