import type { ServiceContext } from '../../context.ts';
import { changeCustomer } from '../../repositories/customers.ts';
import { customerOfLink } from './get-preferences.ts';

/** RFC 8058 one-click unsubscribe from a marketing mail: no more birthday greetings or review requests. */
export async function unsubscribeFromMarketing(ctx: ServiceContext, token: string): Promise<void> {
  const { customer } = await customerOfLink(ctx, token);
  await changeCustomer(ctx.db, customer.id, { marketingConsent: false, updatedAt: ctx.now() });
}
