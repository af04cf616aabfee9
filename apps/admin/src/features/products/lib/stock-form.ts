import { stockChangeRequest } from '@salon/domain';
import type { StockChangeBody } from '../../../api/products.ts';
import { byPath, type FormMessages, type PlaceField, schemaErrors } from '../../../lib/form-errors.ts';

export type StockMode = 'received' | 'adjusted';

export interface StockFormValues {
  mode: StockMode;
  /** Pieces received. */
  quantity: number | '';
  /** Pieces counted on the shelf. */
  counted: number | '';
  reason: string;
}

export const initialStockValues = (stock: number): StockFormValues => ({
  mode: 'received',
  quantity: '',
  counted: stock,
  reason: '',
});

export const stockPlacement: PlaceField = byPath({
  quantity: ['quantity', 'products.validation.quantity'],
  countedStock: ['counted', 'products.validation.count'],
  reason: ['reason', 'products.validation.reason'],
});

export function stockFormBody(values: StockFormValues): StockChangeBody {
  const reason = values.reason.trim();
  return values.mode === 'received'
    ? { kind: 'received', quantity: values.quantity as number, ...(reason ? { reason } : {}) }
    : { kind: 'adjusted', countedStock: values.counted as number, reason };
}

export const validateStockForm = (values: StockFormValues): FormMessages =>
  schemaErrors(stockChangeRequest, stockFormBody(values), stockPlacement);
