import type { CustomerRow, Executor } from '@salon/db';
import type { CustomerPreferences, CustomerPreferencesResponse } from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { changeCustomer } from '../../repositories/customers.ts';
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
  const updated = await changeCustomer(db, customer.id, {
    ...(input.reminders === undefined ? {} : { remindersEnabled: input.reminders }),
    ...(input.marketing === undefined ? {} : { marketingConsent: input.marketing }),
    updatedAt: now,
  });
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
