import { customers, eq } from '@salon/db';
import type { CustomerPreferences, CustomerPreferencesResponse } from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { customerOfLink, preferencesView } from './get-preferences.ts';

/** The customer's own choice from their link: reminders on or off, marketing given or refused. */
export async function updatePreferences(
  ctx: ServiceContext,
  token: string,
  input: CustomerPreferences,
): Promise<CustomerPreferencesResponse> {
  const { customer, shop } = await customerOfLink(ctx, token);
  const [updated] = await ctx.db
    .update(customers)
    .set({ remindersEnabled: input.reminders, marketingConsent: input.marketing, updatedAt: ctx.now() })
    .where(eq(customers.id, customer.id))
    .returning();
  return preferencesView(updated ?? customer, shop);
}
