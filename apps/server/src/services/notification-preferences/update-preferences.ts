import { type CustomerRow, customers, type Executor, eq } from '@salon/db';
import type { CustomerPreferences, CustomerPreferencesResponse } from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { customerOfLink, preferencesView } from './get-preferences.ts';

/**
 * The one write of a customer's mail choices, whether they come from the link in a mail or from
 * the signed-in customer site: reminders on or off, marketing given or refused. What is not given
 * stays as it was.
 */
export async function writeCustomerPreferences(
  db: Executor,
  customer: CustomerRow,
  input: Partial<CustomerPreferences>,
  now: Date,
): Promise<CustomerRow> {
  const [updated] = await db
    .update(customers)
    .set({
      ...(input.reminders === undefined ? {} : { remindersEnabled: input.reminders }),
      ...(input.marketing === undefined ? {} : { marketingConsent: input.marketing }),
      updatedAt: now,
    })
    .where(eq(customers.id, customer.id))
    .returning();
  return updated ?? customer;
}

/** The customer's own choice from their link. */
export async function updatePreferences(
  ctx: ServiceContext,
  token: string,
  input: CustomerPreferences,
): Promise<CustomerPreferencesResponse> {
  const { customer, shop } = await customerOfLink(ctx, token);
  return preferencesView(await writeCustomerPreferences(ctx.db, customer, input, ctx.now()), shop);
}
