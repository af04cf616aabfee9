import { and, type Executor, eq, inArray, serviceCategories, serviceStylists, stylists } from '@salon/db';
import { AppError, type ServiceRequest } from '@salon/domain';

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
