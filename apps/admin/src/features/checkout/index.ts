/**
 * Checking a visit out (services, products, tip, split payment) and its receipt: opened from the
 * calendar's appointment drawer and from the Sales page. The one entry other features may import
 * (.dependency-cruiser.cjs); everything else here is the feature's own.
 */
export { ReceiptActions, ReceiptLink } from './components/receipt-actions.tsx';
export { SaleFormModal } from './components/sale-form-modal.tsx';
