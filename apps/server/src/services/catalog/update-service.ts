import type { Actor, serviceUpdateRequest } from '@salon/domain';
import type { z } from 'zod';
import type { ServiceContext } from '../../context.ts';
import { inTransaction } from '../../infra/transaction.ts';
import { changeService } from '../../repositories/catalog.ts';
import { assertCan } from '../shared/assert-can.ts';
import { oneService } from './service-records.ts';
import { assertBelongs, writePerformers, writeServicePolicy } from './service-writes.ts';

export async function updateService(
  ctx: ServiceContext,
  actor: Actor,
  { shopId, id, input }: { shopId: string; id: string; input: z.output<typeof serviceUpdateRequest> },
) {
  assertCan(actor, 'manage', 'Settings', shopId);
  return inTransaction(ctx.db, async (tx) => {
    const before = await oneService(tx, shopId, id);
    await assertBelongs(tx, {
      shopId,
      categoryId: input.categoryId,
      stylistIds: (input.stylists ?? []).map((s) => s.stylistId),
    });
    const { price, stylists: performers, paymentPolicy, ...fields } = input;
    await changeService(tx, shopId, id, {
      ...fields,
      ...(price ? { priceAmount: price.amount, currency: price.currency } : {}),
      updatedAt: ctx.now(),
    });
    if (performers) await writePerformers(tx, { shopId, serviceId: id, input: performers });
    if (paymentPolicy !== undefined)
      await writeServicePolicy(tx, {
        shopId,
        serviceId: id,
        policy: paymentPolicy,
        previous: before.paymentPolicy,
      });
    return oneService(tx, shopId, id);
  });
}
