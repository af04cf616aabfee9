import {
  and,
  asc,
  type Executor,
  eq,
  inArray,
  type ServiceCategoryRow,
  type ServiceRow,
  serviceCategories,
  serviceStylists,
  services,
  stylists,
} from '@salon/db';
import {
  type Actor,
  AppError,
  type ServiceRequest,
  type ServiceResponse,
  type serviceUpdateRequest,
} from '@salon/domain';
import type { z } from 'zod';
import type { ServiceContext } from '../context.ts';
import { assertCan } from './abilities.ts';

const toCategory = (row: ServiceCategoryRow) => ({
  id: row.id,
  name: row.name,
  description: row.description,
  displayOrder: row.displayOrder,
});

export async function listCategories(ctx: ServiceContext, actor: Actor, shopId: string) {
  assertCan(actor, 'read', 'calendar', shopId);
  const rows = await ctx.db
    .select()
    .from(serviceCategories)
    .where(eq(serviceCategories.shopId, shopId))
    .orderBy(asc(serviceCategories.displayOrder), asc(serviceCategories.name));
  return { items: rows.map(toCategory), total: rows.length };
}

export async function createCategory(
  ctx: ServiceContext,
  actor: Actor,
  shopId: string,
  input: { name: string; description?: string | null | undefined; displayOrder: number },
) {
  assertCan(actor, 'manage', 'Settings', shopId);
  const [row] = await ctx.db
    .insert(serviceCategories)
    .values({
      shopId,
      name: input.name,
      description: input.description ?? null,
      displayOrder: input.displayOrder,
    })
    .returning();
  return toCategory(row as ServiceCategoryRow);
}

export async function updateCategory(
  ctx: ServiceContext,
  actor: Actor,
  shopId: string,
  id: string,
  input: {
    name?: string | undefined;
    description?: string | null | undefined;
    displayOrder?: number | undefined;
  },
) {
  assertCan(actor, 'manage', 'Settings', shopId);
  const [row] = await ctx.db
    .update(serviceCategories)
    .set(input)
    .where(and(eq(serviceCategories.id, id), eq(serviceCategories.shopId, shopId)))
    .returning();
  if (!row) throw new AppError('NotFound', 'No such category');
  return toCategory(row);
}

/** Services of the category stay, uncategorised. */
export async function deleteCategory(ctx: ServiceContext, actor: Actor, shopId: string, id: string) {
  assertCan(actor, 'manage', 'Settings', shopId);
  const [row] = await ctx.db
    .delete(serviceCategories)
    .where(and(eq(serviceCategories.id, id), eq(serviceCategories.shopId, shopId)))
    .returning({ id: serviceCategories.id });
  if (!row) throw new AppError('NotFound', 'No such category');
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

export const toService = (row: ServiceRow, performers: ServiceResponse['stylists']): ServiceResponse => ({
  id: row.id,
  name: row.name,
  description: row.description,
  categoryId: row.categoryId,
  durationMinutes: row.durationMinutes,
  bufferBeforeMinutes: row.bufferBeforeMinutes,
  bufferAfterMinutes: row.bufferAfterMinutes,
  price: { amount: row.priceAmount, currency: row.currency },
  depositAmount: row.depositAmount,
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
  const performers = await performersOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => toService(row, performers.get(row.id) ?? []));
}

export async function listServices(ctx: ServiceContext, actor: Actor, shopId: string) {
  assertCan(actor, 'read', 'calendar', shopId);
  const items = await loadServices(ctx.db, shopId);
  return { items, total: items.length };
}

async function assertBelongs(
  db: Executor,
  shopId: string,
  categoryId: string | null | undefined,
  stylistIds: string[],
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

async function writePerformers(
  db: Executor,
  shopId: string,
  serviceId: string,
  input: ServiceRequest['stylists'],
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

async function oneService(db: Executor, shopId: string, id: string): Promise<ServiceResponse> {
  const [row] = await db
    .select()
    .from(services)
    .where(and(eq(services.id, id), eq(services.shopId, shopId)));
  if (!row) throw new AppError('NotFound', 'No such service');
  return toService(row, (await performersOf(db, [id])).get(id) ?? []);
}

export async function getService(ctx: ServiceContext, actor: Actor, shopId: string, id: string) {
  assertCan(actor, 'read', 'calendar', shopId);
  return oneService(ctx.db, shopId, id);
}

export async function createService(
  ctx: ServiceContext,
  actor: Actor,
  shopId: string,
  input: ServiceRequest,
) {
  assertCan(actor, 'manage', 'Settings', shopId);
  return ctx.db.transaction(async (tx) => {
    await assertBelongs(
      tx,
      shopId,
      input.categoryId,
      input.stylists.map((s) => s.stylistId),
    );
    const [row] = await tx
      .insert(services)
      .values({
        shopId,
        categoryId: input.categoryId ?? null,
        name: input.name,
        description: input.description ?? null,
        durationMinutes: input.durationMinutes,
        bufferBeforeMinutes: input.bufferBeforeMinutes,
        bufferAfterMinutes: input.bufferAfterMinutes,
        priceAmount: input.price.amount,
        currency: input.price.currency,
        depositAmount: input.depositAmount ?? null,
        bookableOnline: input.bookableOnline,
        active: input.active,
        displayOrder: input.displayOrder,
      })
      .returning({ id: services.id });
    const id = (row as { id: string }).id;
    await writePerformers(tx, shopId, id, input.stylists);
    return oneService(tx, shopId, id);
  });
}

export async function updateService(
  ctx: ServiceContext,
  actor: Actor,
  shopId: string,
  id: string,
  input: z.output<typeof serviceUpdateRequest>,
) {
  assertCan(actor, 'manage', 'Settings', shopId);
  return ctx.db.transaction(async (tx) => {
    await oneService(tx, shopId, id);
    await assertBelongs(
      tx,
      shopId,
      input.categoryId,
      (input.stylists ?? []).map((s) => s.stylistId),
    );
    const { price, stylists: performers, ...fields } = input;
    await tx
      .update(services)
      .set({
        ...fields,
        ...(price ? { priceAmount: price.amount, currency: price.currency } : {}),
        updatedAt: ctx.now(),
      })
      .where(and(eq(services.id, id), eq(services.shopId, shopId)));
    if (performers) await writePerformers(tx, shopId, id, performers);
    return oneService(tx, shopId, id);
  });
}

/** Past appointments keep the service's name and price; they only lose the link. */
export async function deleteService(ctx: ServiceContext, actor: Actor, shopId: string, id: string) {
  assertCan(actor, 'manage', 'Settings', shopId);
  const [row] = await ctx.db
    .delete(services)
    .where(and(eq(services.id, id), eq(services.shopId, shopId)))
    .returning({ id: services.id });
  if (!row) throw new AppError('NotFound', 'No such service');
}
