import { and, eq, products, sql, stockMovements, type Tx } from '@salon/db';
import { AppError, type StockMovementKind } from '@salon/domain';

export interface NewStockMovement {
  shopId: string;
  productId: string;
  /** Pieces added (positive) or taken (negative); never zero. */
  delta: number;
  kind: StockMovementKind;
  reason: string | null;
  actorId: string | null;
}

/**
 * The one way stock changes: the product's count and its movement, in the caller's transaction.
 * The update adds to the current count in one statement, so concurrent sales each see the other's
 * result; one that would go below zero changes nothing and is refused (the CHECK backs this up).
 */
export async function applyStockMovement(tx: Tx, movement: NewStockMovement) {
  const [product] = await tx
    .update(products)
    .set({ stock: sql`${products.stock} + ${movement.delta}`, updatedAt: sql`now()` })
    .where(
      and(
        eq(products.id, movement.productId),
        eq(products.shopId, movement.shopId),
        sql`${products.stock} + ${movement.delta} >= 0`,
      ),
    )
    .returning();
  if (!product) {
    const [exists] = await tx
      .select({ stock: products.stock })
      .from(products)
      .where(and(eq(products.id, movement.productId), eq(products.shopId, movement.shopId)));
    if (!exists) throw new AppError('NotFound', 'No such product');
    throw new AppError('InsufficientStock', `Only ${exists.stock} in stock`, {
      details: { stock: exists.stock },
    });
  }
  const [row] = await tx
    .insert(stockMovements)
    .values({ ...movement, stockAfter: product.stock, createdAt: sql`clock_timestamp()` })
    .returning();
  if (!row) throw new Error('stock movement not written');
  return { product, movement: row };
}
