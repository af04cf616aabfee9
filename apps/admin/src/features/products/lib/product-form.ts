import { productRequest } from '@salon/domain';
import type { Product, ProductInput } from '../../../api/products.ts';
import { byPath, type FormMessages, type PlaceField, schemaErrors } from '../../../lib/form-errors.ts';
import { moneyInput, readMoney } from '../../../lib/money.ts';

type Count = number | '';

/** The product form's fields; the price is kept as typed and read with the one money parser. */
export interface ProductFormValues {
  name: string;
  sku: string;
  barcode: string;
  price: string;
  /** Percent with up to two decimals (19, 7.5); sent as basis points. Empty: the salon's standard rate. */
  taxRate: number | '';
  lowStockThreshold: Count;
  /** Only when adding: what is on the shelf already. */
  initialStock: Count;
}

export function initialProductValues(product: Product | null, locale: string): ProductFormValues {
  return {
    name: product?.name ?? '',
    sku: product?.sku ?? '',
    barcode: product?.barcode ?? '',
    price: product ? moneyInput(product.price.amount, product.price.currency, locale) : '',
    taxRate: product?.taxRateBps == null ? '' : product.taxRateBps / 100,
    lowStockThreshold: product?.lowStockThreshold ?? '',
    initialStock: 0,
  };
}

/** Where the request's fields show in the form (namespace `admin`, `products.validation`). */
export const productPlacement: PlaceField = byPath({
  name: ['name', 'products.validation.name'],
  sku: ['sku', 'products.validation.code'],
  barcode: ['barcode', 'products.validation.code'],
  price: ['price', 'products.validation.price'],
  taxRateBps: ['taxRate', 'products.validation.taxRate'],
  lowStockThreshold: ['lowStockThreshold', 'products.validation.count'],
  initialStock: ['initialStock', 'products.validation.count'],
});

/** The server's refusal of a code another product has is said as such, under its field. */
export const productServerPlacement: PlaceField = (path, message) => {
  const placed = productPlacement(path, message);
  if (placed && (path === 'sku' || path === 'barcode') && /already has/.test(message ?? ''))
    return [placed[0], `products.validation.${path}Used`];
  return placed;
};

/** NumberInput may hand over text while typing; a number that is not one fails the schema, under its field. */
const count = (value: Count) => (value === '' ? null : Number(value));

/** The request the form makes; a price that does not read as money is left out (null). */
export function productFormBody(values: ProductFormValues, currency: string, locale: string): ProductInput {
  const price = readMoney(values.price, currency, locale).minor;
  return {
    name: values.name.trim(),
    sku: values.sku.trim() || null,
    barcode: values.barcode.trim() || null,
    price: { amount: price as number, currency },
    taxRateBps: values.taxRate === '' ? null : Math.round(Number(values.taxRate) * 100),
    lowStockThreshold: count(values.lowStockThreshold),
    initialStock: count(values.initialStock) ?? 0,
  };
}

/** What is wrong with the form: the price as typed, then the request against the domain's schema. */
export function validateProductForm(
  values: ProductFormValues,
  currency: string,
  locale: string,
): FormMessages {
  const out: FormMessages = {};
  if (values.price.trim() === '') out.price = 'products.validation.priceRequired';
  else {
    const price = readMoney(values.price, currency, locale);
    if (price.error) out.price = price.error;
  }
  return {
    ...schemaErrors(productRequest, productFormBody(values, currency, locale), productPlacement),
    ...out,
  };
}
