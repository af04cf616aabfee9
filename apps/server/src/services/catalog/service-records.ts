import {
  and,
  asc,
  type Executor,
  eq,
  inArray,
  type ServiceRow,
  servicePaymentPolicies,
  serviceStylists,
  services,
} from '@salon/db';
import { AppError, type ServiceResponse } from '@salon/domain';
import { policyOf } from '../payments/payment-settings-records.ts';

type ServicePolicy = ServiceResponse['paymentPolicy'];

async function policiesOf(db: Executor, serviceIds: string[]) {
  const byService = new Map<string, NonNullable<ServicePolicy>>();
  if (serviceIds.length === 0) return byService;
  const rows = await db
    .select()
    .from(servicePaymentPolicies)
    .where(inArray(servicePaymentPolicies.serviceId, serviceIds));
  for (const row of rows) byService.set(row.serviceId, policyOf(row));
  return byService;
}

async function performersOf(db: Executor, serviceIds: string[]) {
  if (serviceIds.length === 0) return new Map<string, ServiceResponse['stylists']>();
  const rows = await db.select().from(serviceStylists).where(inArray(serviceStylists.serviceId, serviceIds));
  const byService = new Map<string, ServiceResponse['stylists']>();
  for (const row of rows) {
    const list = byService.get(row.serviceId) ?? [];
    list.push({
      stylistId: row.stylistId,
      durationMinutes: row.durationMinutes,
      priceAmount: row.priceAmount,
    });
    byService.set(row.serviceId, list);
  }
  return byService;
}

export const toService = (
  row: ServiceRow,
  performers: ServiceResponse['stylists'],
  paymentPolicy: ServicePolicy = null,
): ServiceResponse => ({
  id: row.id,
  name: row.name,
  description: row.description,
  categoryId: row.categoryId,
  durationMinutes: row.durationMinutes,
  bufferBeforeMinutes: row.bufferBeforeMinutes,
  bufferAfterMinutes: row.bufferAfterMinutes,
  price: { amount: row.priceAmount, currency: row.currency },
  paymentPolicy,
  bookableOnline: row.bookableOnline,
  active: row.active,
  displayOrder: row.displayOrder,
  stylists: performers,
});

/** Every service of a shop with its performers, in menu order. */
export async function loadServices(db: Executor, shopId: string): Promise<ServiceResponse[]> {
  const rows = await db
    .select()
    .from(services)
    .where(eq(services.shopId, shopId))
    .orderBy(asc(services.displayOrder), asc(services.name));
  const ids = rows.map((r) => r.id);
  const [performers, policies] = [await performersOf(db, ids), await policiesOf(db, ids)];
  return rows.map((row) => toService(row, performers.get(row.id) ?? [], policies.get(row.id) ?? null));
}

export async function oneService(db: Executor, shopId: string, id: string): Promise<ServiceResponse> {
  const [row] = await db
    .select()
    .from(services)
    .where(and(eq(services.id, id), eq(services.shopId, shopId)));
  if (!row) throw new AppError('NotFound', 'No such service');
  return toService(
    row,
    (await performersOf(db, [id])).get(id) ?? [],
    (await policiesOf(db, [id])).get(id) ?? null,
  );
}
