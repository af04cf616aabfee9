import type { Actor, SaleResponse, WalkInSaleRequest } from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { inTransaction } from '../../infra/transaction.ts';
import { findShopCustomer } from '../../repositories/customers.ts';
import { withCardOnFile } from '../online-payments/charge-card-on-file.ts';
import { findShopRow } from '../shops/shop-records.ts';
import { assertMaySell } from './can.ts';
import { queueReceiptMail } from './email-receipt.ts';
import { recordSale } from './record-sale.ts';
import { checkTipStylists, invalid, priceProducts, priceServices } from './sale-input.ts';
import { saleView } from './sale-view.ts';

/** A sale without an appointment: someone buys a product, or is served without booking. */
export async function createWalkInSale(
  ctx: ServiceContext,
  actor: Actor,
  { shopId, input }: { shopId: string; input: WalkInSaleRequest },
): Promise<SaleResponse> {
  assertMaySell(actor, shopId);
  const shop = await findShopRow(ctx.db, shopId);
  const now = ctx.now();
  const card = { shopId, currency: shop.currency };
  const { saleId } = await withCardOnFile(ctx, card, (chargeCardOnFile, transaction) =>
    inTransaction(
      ctx.db,
      async (tx) => {
        if (input.customerId) {
          const customer = await findShopCustomer(tx, shopId, input.customerId);
          if (!customer) throw invalid('body.customerId', 'No such customer in this shop');
        }
        const lines = [
          ...(await priceServices(tx, { shop, lines: input.services, booked: [] })),
          ...(await priceProducts(tx, { shop, lines: input.products })),
        ];
        await checkTipStylists(tx, shopId, input.tips);
        return recordSale(tx, {
          shop,
          actorUserId: actor.id,
          appointmentId: null,
          customerId: input.customerId ?? null,
          lines,
          discount: input.discount,
          loyalty: { points: 0, value: 0 },
          tips: input.tips,
          deposit: { amount: 0, transactionIds: [] },
          payments: input.payments,
          note: input.note,
          now,
          chargeCardOnFile,
        });
      },
      transaction,
    ),
  );
  if (input.emailReceipt && input.customerId)
    await queueReceiptMail(ctx, { shop, saleId, to: null, quiet: true });
  return saleView(ctx.db, shop, saleId);
}
