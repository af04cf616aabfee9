import {
  type Executor,
  eq,
  inArray,
  type ServicePaymentPolicyRow,
  type ShopPaymentSettingsRow,
  servicePaymentPolicies,
  services,
  shopPaymentSettings,
  type Tx,
} from '@salon/db';

export type PaymentSettingsChanges = Partial<Omit<typeof shopPaymentSettings.$inferInsert, 'shopId'>>;

/** The shop's stored payment settings, or undefined when it never saved any. */
export async function findPaymentSettings(
  db: Executor,
  shopId: string,
): Promise<ShopPaymentSettingsRow | undefined> {
  const [row] = await db.select().from(shopPaymentSettings).where(eq(shopPaymentSettings.shopId, shopId));
  return row;
}

/** The services with a payment policy of their own. */
export function servicePolicies(db: Executor, shopId: string): Promise<ServicePaymentPolicyRow[]> {
  return db.select().from(servicePaymentPolicies).where(eq(servicePaymentPolicies.shopId, shopId));
}

/** The same, with each service's name, in the order of the menu. */
export function servicePoliciesWithNames(
  db: Executor,
  shopId: string,
): Promise<{ override: ServicePaymentPolicyRow; serviceName: string }[]> {
  return db
    .select({ override: servicePaymentPolicies, serviceName: services.name })
    .from(servicePaymentPolicies)
    .innerJoin(services, eq(services.id, servicePaymentPolicies.serviceId))
    .where(eq(servicePaymentPolicies.shopId, shopId))
    .orderBy(services.displayOrder, services.name);
}

/** Writes the changes, creating the shop's row on its first save; the row stays locked until commit. */
export async function savePaymentSettings(
  tx: Tx,
  shopId: string,
  changes: PaymentSettingsChanges,
): Promise<ShopPaymentSettingsRow> {
  const [saved] = await tx
    .insert(shopPaymentSettings)
    .values({ shopId, ...changes })
    .onConflictDoUpdate({ target: shopPaymentSettings.shopId, set: changes })
    .returning();
  if (!saved) throw new Error('the payment settings upsert returned no row');
  return saved;
}

export async function changePaymentSettings(tx: Tx, shopId: string, changes: PaymentSettingsChanges) {
  await tx.update(shopPaymentSettings).set(changes).where(eq(shopPaymentSettings.shopId, shopId));
}

/** Replaces the services' own policies with these. */
export async function replaceServicePolicies(
  tx: Tx,
  shopId: string,
  policies: Omit<typeof servicePaymentPolicies.$inferInsert, 'shopId'>[],
) {
  await tx.delete(servicePaymentPolicies).where(eq(servicePaymentPolicies.shopId, shopId));
  if (policies.length > 0) {
    await tx.insert(servicePaymentPolicies).values(policies.map((policy) => ({ ...policy, shopId })));
  }
}

/** The own payment policies of these services. */
export async function policiesOfServices(
  db: Executor,
  serviceIds: string[],
): Promise<ServicePaymentPolicyRow[]> {
  if (serviceIds.length === 0) return [];
  return db
    .select()
    .from(servicePaymentPolicies)
    .where(inArray(servicePaymentPolicies.serviceId, serviceIds));
}

/** The service follows the salon's payment policy again. */
export async function deleteServicePolicy(db: Executor, serviceId: string): Promise<void> {
  await db.delete(servicePaymentPolicies).where(eq(servicePaymentPolicies.serviceId, serviceId));
}

/** Sets the service's own payment policy, in place of the one it had. */
export async function saveServicePolicy(
  db: Executor,
  { serviceId, shopId }: { serviceId: string; shopId: string },
  columns: Pick<ServicePaymentPolicyRow, 'paymentMode' | 'depositKind' | 'depositValue'>,
): Promise<void> {
  await db
    .insert(servicePaymentPolicies)
    .values({ serviceId, shopId, ...columns })
    .onConflictDoUpdate({ target: servicePaymentPolicies.serviceId, set: columns });
}
