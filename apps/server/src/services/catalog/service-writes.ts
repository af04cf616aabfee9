import type { Executor } from '@salon/db';
import {
  AppError,
  type PaymentPolicy,
  type PaymentPolicyBody,
  type ServiceRequest,
  takesOnlinePayment,
} from '@salon/domain';
import { hasCategory, replacePerformers } from '../../repositories/catalog.ts';
import {
  deleteServicePolicy,
  findPaymentSettings,
  saveServicePolicy,
} from '../../repositories/payment-settings.ts';
import { stylistIdsOfShop } from '../../repositories/stylists.ts';
import { hasStripeKeys, paymentNeedsKeys } from '../payments/payment-settings-records.ts';

export async function assertBelongs(
  db: Executor,
  {
    shopId,
    categoryId,
    stylistIds,
  }: { shopId: string; categoryId: string | null | undefined; stylistIds: string[] },
) {
  if (categoryId && !(await hasCategory(db, shopId, categoryId))) {
    throw new AppError('ValidationError', 'No such category in this shop', {
      details: [{ path: 'body.categoryId', message: 'No such category in this shop' }],
    });
  }
  if (stylistIds.length > 0) {
    const found = await stylistIdsOfShop(db, shopId, stylistIds);
    if (found.size !== new Set(stylistIds).size) {
      throw new AppError('ValidationError', 'A stylist is not of this shop', {
        details: [{ path: 'body.stylists', message: 'Every stylist must belong to this shop' }],
      });
    }
  }
}

export async function writePerformers(
  db: Executor,
  { shopId, serviceId, input }: { shopId: string; serviceId: string; input: ServiceRequest['stylists'] },
) {
  const unique = [...new Map(input.map((p) => [p.stylistId, p])).values()];
  await replacePerformers(
    db,
    serviceId,
    unique.map((p) => ({
      shopId,
      stylistId: p.stylistId,
      durationMinutes: p.durationMinutes ?? null,
      priceAmount: p.priceAmount ?? null,
    })),
  );
}

type StoredPolicy = Pick<PaymentPolicy, 'mode' | 'depositKind' | 'depositValue'>;

const samePolicy = (a: StoredPolicy | null, b: StoredPolicy | null) =>
  a?.mode === b?.mode && a?.depositKind === b?.depositKind && a?.depositValue === b?.depositValue;

/**
 * Sets a service's own payment policy (null: it follows the salon's). A deposit or prepayment
 * needs the salon's Stripe keys; a policy the service already has is kept without them, so a
 * service whose deposit came from before online payments can still be renamed.
 */
export async function writeServicePolicy(
  tx: Executor,
  {
    shopId,
    serviceId,
    policy,
    previous,
  }: { shopId: string; serviceId: string; policy: PaymentPolicyBody | null; previous: StoredPolicy | null },
) {
  if (policy && takesOnlinePayment(policy) && !samePolicy(policy, previous)) {
    if (!hasStripeKeys(await findPaymentSettings(tx, shopId)))
      throw paymentNeedsKeys('body.paymentPolicy.mode');
  }
  if (!policy) {
    await deleteServicePolicy(tx, serviceId);
    return;
  }
  const columns = {
    paymentMode: policy.mode,
    depositKind: policy.depositKind,
    depositValue: policy.depositValue,
  };
  await saveServicePolicy(tx, { serviceId, shopId }, columns);
}
