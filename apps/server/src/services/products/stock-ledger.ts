import type { Tx } from '@salon/db';
import { AppError, type StockMovementKind } from '@salon/domain';
import { addToStock, findProduct, insertStockMovement } from '../../repositories/products.ts';

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
  const product = await addToStock(tx, movement);
  if (!product) {
    const exists = await findProduct(tx, movement.shopId, movement.productId);
    if (!exists) throw new AppError('NotFound', 'No such product');
    throw new AppError('InsufficientStock', `Only ${exists.stock} in stock`, {
      details: { stock: exists.stock },
    });
  }
  return { product, movement: await insertStockMovement(tx, { ...movement, stockAfter: product.stock }) };
}
