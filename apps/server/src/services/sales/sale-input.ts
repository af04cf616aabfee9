import type { ServiceRow, ShopRow, Tx } from '@salon/db';
import { AppError, type CheckoutProductLine, type CheckoutServiceLine } from '@salon/domain';
import { performersOfServices, shopServicesByIds } from '../../repositories/catalog.ts';
import { shopProductsByIds } from '../../repositories/products.ts';
import { stylistsOfShop } from '../../repositories/stylists.ts';

/** A line as it will be sold: priced and taxed from the shop's own records, never from the request. */
export interface PricedLine {
  kind: 'service' | 'product';
  serviceId: string | null;
  productId: string | null;
  appointmentItemId: string | null;
  stylistId: string | null;
  name: string;
  quantity: number;
  listUnitPrice: number;
  unitPrice: number;
  priceReason: string | null;
  taxRateBps: number;
}

export const invalid = (path: string, message: string) =>
  new AppError('ValidationError', message, { details: [{ path, message }] });

/** A booked service of the visit being checked out. */
export interface BookedItem {
  id: string;
  serviceId: string | null;
  serviceName: string;
  stylistId: string;
  priceAmount: number;
}

/** Services, from the visit's booked items or the menu, at the booked or menu price unless adjusted with a reason. */
export async function priceServices(
  tx: Tx,
  {
    shop,
    lines,
    booked,
  }: { shop: ShopRow; lines: readonly CheckoutServiceLine[]; booked: readonly BookedItem[] },
): Promise<PricedLine[]> {
  const serviceIds = [...new Set(lines.flatMap((l) => (l.serviceId ? [l.serviceId] : [])))];
  const menu = new Map<string, ServiceRow>();
  const stylistPrices = new Map<string, number | null>();
  if (serviceIds.length > 0) {
    for (const row of await shopServicesByIds(tx, shop.id, serviceIds)) menu.set(row.id, row);
    // Another shop's service is not on the menu, so its stylists' prices are never looked up.
    for (const row of await performersOfServices(tx, serviceIds)) {
      stylistPrices.set(`${row.serviceId}:${row.stylistId}`, row.priceAmount);
    }
  }
  const team = await stylistIdsOf(tx, shop.id);
  return lines.map((line, index): PricedLine => {
    const at = `body.services.${index}`;
    let base: Omit<PricedLine, 'unitPrice' | 'priceReason' | 'taxRateBps'>;
    if (line.appointmentItemId) {
      const item = booked.find((b) => b.id === line.appointmentItemId);
      if (!item) throw invalid(`${at}.appointmentItemId`, 'Not a service of this visit');
      const stylistId = line.stylistId ?? item.stylistId;
      if (!team.has(stylistId)) throw invalid(`${at}.stylistId`, 'No such stylist in this shop');
      base = {
        kind: 'service',
        serviceId: item.serviceId,
        productId: null,
        appointmentItemId: item.id,
        stylistId,
        name: item.serviceName,
        quantity: 1,
        listUnitPrice: item.priceAmount,
      };
    } else {
      const service = menu.get(line.serviceId as string);
      if (!service) throw invalid(`${at}.serviceId`, 'No such service in this shop');
      const stylistId = line.stylistId as string;
      if (!team.has(stylistId)) throw invalid(`${at}.stylistId`, 'No such stylist in this shop');
      base = {
        kind: 'service',
        serviceId: service.id,
        productId: null,
        appointmentItemId: null,
        stylistId,
        name: service.name,
        quantity: 1,
        listUnitPrice: stylistPrices.get(`${service.id}:${stylistId}`) ?? service.priceAmount,
      };
    }
    const unitPrice = line.price ?? base.listUnitPrice;
    if (unitPrice !== base.listUnitPrice && !line.priceReason) {
      throw invalid(`${at}.priceReason`, 'Say why the price differs from the booked or menu price');
    }
    return {
      ...base,
      unitPrice,
      priceReason: unitPrice !== base.listUnitPrice ? (line.priceReason ?? null) : null,
      taxRateBps: line.taxRateBps ?? shop.serviceTaxRateBps,
    };
  });
}

/** Products at their own price, and their own tax rate or else the shop's; archived ones are no longer sold. */
export async function priceProducts(
  tx: Tx,
  { shop, lines }: { shop: ShopRow; lines: readonly CheckoutProductLine[] },
): Promise<PricedLine[]> {
  if (lines.length === 0) return [];
  const rows = await shopProductsByIds(
    tx,
    shop.id,
    lines.map((l) => l.productId),
  );
  const team = await stylistIdsOf(tx, shop.id);
  return lines.map((line, index) => {
    const product = rows.find((p) => p.id === line.productId);
    if (!product || product.archived) {
      throw invalid(`body.products.${index}.productId`, 'No such product for sale in this shop');
    }
    if (product.currency !== shop.currency) {
      throw invalid(
        `body.products.${index}.productId`,
        `Priced in ${product.currency}, not ${shop.currency}`,
      );
    }
    if (line.stylistId && !team.has(line.stylistId)) {
      throw invalid(`body.products.${index}.stylistId`, 'No such stylist in this shop');
    }
    return {
      kind: 'product',
      serviceId: null,
      productId: product.id,
      appointmentItemId: null,
      stylistId: line.stylistId ?? null,
      name: product.name,
      quantity: line.quantity,
      listUnitPrice: product.priceAmount,
      unitPrice: product.priceAmount,
      priceReason: null,
      taxRateBps: product.taxRateBps ?? shop.serviceTaxRateBps,
    };
  });
}

/** Every tip goes to a stylist of this shop. */
export async function checkTipStylists(
  tx: Tx,
  shopId: string,
  tips: readonly { stylistId: string }[],
): Promise<void> {
  if (tips.length === 0) return;
  const team = await stylistIdsOf(tx, shopId);
  tips.forEach((tip, index) => {
    if (!team.has(tip.stylistId))
      throw invalid(`body.tips.${index}.stylistId`, 'No such stylist in this shop');
  });
}

async function stylistIdsOf(tx: Tx, shopId: string): Promise<Set<string>> {
  const rows = await stylistsOfShop(tx, shopId);
  return new Set(rows.map((r) => r.id));
}
