import type { Actor, ServiceRequest } from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { inTransaction } from '../../infra/transaction.ts';
import { insertService } from '../../repositories/catalog.ts';
import { assertCan } from '../shared/assert-can.ts';
import { oneService } from './service-records.ts';
import { assertBelongs, writePerformers, writeServicePolicy } from './service-writes.ts';

export async function createService(
  ctx: ServiceContext,
  actor: Actor,
  { shopId, input }: { shopId: string; input: ServiceRequest },
) {
  assertCan(actor, 'manage', 'Settings', shopId);
  return inTransaction(ctx.db, async (tx) => {
    await assertBelongs(tx, {
      shopId,
      categoryId: input.categoryId,
      stylistIds: input.stylists.map((s) => s.stylistId),
    });
    const id = await insertService(tx, {
      shopId,
      categoryId: input.categoryId ?? null,
      name: input.name,
      description: input.description ?? null,
      durationMinutes: input.durationMinutes,
      bufferBeforeMinutes: input.bufferBeforeMinutes,
      bufferAfterMinutes: input.bufferAfterMinutes,
      priceAmount: input.price.amount,
      currency: input.price.currency,
      bookableOnline: input.bookableOnline,
      active: input.active,
      displayOrder: input.displayOrder,
    });
    await writePerformers(tx, { shopId, serviceId: id, input: input.stylists });
    await writeServicePolicy(tx, { shopId, serviceId: id, policy: input.paymentPolicy, previous: null });
    return oneService(tx, shopId, id);
  });
}
