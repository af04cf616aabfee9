import {
  and,
  type Executor,
  eq,
  inArray,
  serviceCategories,
  servicePaymentPolicies,
  serviceStylists,
  shopPaymentSettings,
  stylists,
} from '@salon/db';
import {
  AppError,
  type PaymentPolicy,
  type PaymentPolicyBody,
  type ServiceRequest,
  takesOnlinePayment,
} from '@salon/domain';
import { hasStripeKeys, paymentNeedsKeys } from '../payments/payment-settings-records.ts';

export async function assertBelongs(
  db: Executor,
  {
    shopId,
    categoryId,
    stylistIds,
  }: { shopId: string; categoryId: string | null | undefined; stylistIds: string[] },
) {
  if (categoryId) {
    const [category] = await db
      .select({ id: serviceCategories.id })
      .from(serviceCategories)
      .where(and(eq(serviceCategories.id, categoryId), eq(serviceCategories.shopId, shopId)));
    if (!category) {
      throw new AppError('ValidationError', 'No such category in this shop', {
        details: [{ path: 'body.categoryId', message: 'No such category in this shop' }],
      });
    }
  }
  if (stylistIds.length > 0) {
    const found = await db
      .select({ id: stylists.id })
      .from(stylists)
      .where(and(inArray(stylists.id, stylistIds), eq(stylists.shopId, shopId)));
    if (found.length !== new Set(stylistIds).size) {
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
  await db.delete(serviceStylists).where(eq(serviceStylists.serviceId, serviceId));
  const unique = [...new Map(input.map((p) => [p.stylistId, p])).values()];
  if (unique.length > 0) {
    await db.insert(serviceStylists).values(
      unique.map((p) => ({
        shopId,
        serviceId,
        stylistId: p.stylistId,
        durationMinutes: p.durationMinutes ?? null,
        priceAmount: p.priceAmount ?? null,
      })),
    );
  }
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
    const [settings] = await tx
      .select({
        stripePublishableKey: shopPaymentSettings.stripePublishableKey,
        stripeSecretKeySealed: shopPaymentSettings.stripeSecretKeySealed,
      })
      .from(shopPaymentSettings)
      .where(eq(shopPaymentSettings.shopId, shopId));
    if (!hasStripeKeys(settings)) throw paymentNeedsKeys('body.paymentPolicy.mode');
  }
  if (!policy) {
    await tx.delete(servicePaymentPolicies).where(eq(servicePaymentPolicies.serviceId, serviceId));
    return;
  }
  const columns = {
    paymentMode: policy.mode,
    depositKind: policy.depositKind,
    depositValue: policy.depositValue,
  };
  await tx
    .insert(servicePaymentPolicies)
    .values({ serviceId, shopId, ...columns })
    .onConflictDoUpdate({ target: servicePaymentPolicies.serviceId, set: columns });
}
