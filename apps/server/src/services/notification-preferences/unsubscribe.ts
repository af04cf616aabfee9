import { customers, eq } from '@salon/db';
import type { ServiceContext } from '../../context.ts';
import { customerOfLink } from './get-preferences.ts';

/** RFC 8058 one-click unsubscribe from a marketing mail: no more birthday greetings or review requests. */
export async function unsubscribeFromMarketing(ctx: ServiceContext, token: string): Promise<void> {
  const { customer } = await customerOfLink(ctx, token);
  await ctx.db
    .update(customers)
    .set({ marketingConsent: false, updatedAt: ctx.now() })
    .where(eq(customers.id, customer.id));
}
