import { type AccountPreferencesResponse, AppError } from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { customersByIds } from '../../repositories/customers.ts';
import { writeCustomerPreferences } from '../notification-preferences/update-preferences.ts';
import { accountCustomerIn } from './account-customers.ts';
import { getAccountPreferences } from './get-account-preferences.ts';

/** One salon's mail choices, written exactly as the link in that salon's mails writes them. */
export async function updateAccountPreferences(
  ctx: ServiceContext,
  userId: string,
  input: { shopId: string; reminders?: boolean | undefined; marketing?: boolean | undefined },
): Promise<AccountPreferencesResponse> {
  const { customerId } = await accountCustomerIn(ctx, userId, input.shopId);
  const [customer] = await customersByIds(ctx.db, [customerId]);
  if (!customer) throw new AppError('NotFound', 'You have no bookings at this salon');
  await writeCustomerPreferences(
    ctx.db,
    customer,
    {
      ...(input.reminders === undefined ? {} : { reminders: input.reminders }),
      ...(input.marketing === undefined ? {} : { marketing: input.marketing }),
    },
    ctx.now(),
  );
  return getAccountPreferences(ctx, userId);
}
