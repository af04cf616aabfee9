import type { Executor, ServiceRow } from '@salon/db';
import { AppError, type ServiceResponse } from '@salon/domain';
import { findService, performersOfServices, servicesInMenuOrder } from '../../repositories/catalog.ts';
import { policiesOfServices } from '../../repositories/payment-settings.ts';
import { policyOf } from '../payments/payment-settings-records.ts';

type ServicePolicy = ServiceResponse['paymentPolicy'];

async function policiesOf(db: Executor, serviceIds: string[]) {
  const byService = new Map<string, NonNullable<ServicePolicy>>();
  const rows = await policiesOfServices(db, serviceIds);
  for (const row of rows) byService.set(row.serviceId, policyOf(row));
  return byService;
}

async function performersOf(db: Executor, serviceIds: string[]) {
  const rows = await performersOfServices(db, serviceIds);
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
  const rows = await servicesInMenuOrder(db, shopId);
  const ids = rows.map((r) => r.id);
  const [performers, policies] = [await performersOf(db, ids), await policiesOf(db, ids)];
  return rows.map((row) => toService(row, performers.get(row.id) ?? [], policies.get(row.id) ?? null));
}

export async function oneService(db: Executor, shopId: string, id: string): Promise<ServiceResponse> {
  const row = await findService(db, shopId, id);
  if (!row) throw new AppError('NotFound', 'No such service');
  return toService(
    row,
    (await performersOf(db, [id])).get(id) ?? [],
    (await policiesOf(db, [id])).get(id) ?? null,
  );
}
