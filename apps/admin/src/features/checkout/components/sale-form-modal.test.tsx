import admin from '@salon/i18n/locales/en/admin.json' with { type: 'json' };
import errors from '@salon/i18n/locales/en/errors.json' with { type: 'json' };
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CheckoutDraft } from '../../../api/sales.ts';
import { errorUnder, on, renderWithApp, stubServer, validationError } from '../../../test/render.tsx';
import { SaleFormModal } from './sale-form-modal.tsx';

const SHOP = '00000000-0000-4000-8000-000000000001';
const VISIT = '00000000-0000-4000-8000-0000000000a1';
const ANNA = '00000000-0000-4000-8000-0000000000b1';
const BEN = '00000000-0000-4000-8000-0000000000b2';
const c = admin.checkout;

const draft: CheckoutDraft = {
  appointmentId: VISIT,
  status: 'confirmed',
  currency: 'EUR',
  customer: {
    id: '00000000-0000-4000-8000-0000000000c1',
    name: 'Clara Customer',
    email: 'clara@example.com',
  },
  services: [
    {
      appointmentItemId: '00000000-0000-4000-8000-0000000000d1',
      serviceId: '00000000-0000-4000-8000-0000000000e1',
      name: 'Cut',
      stylistId: ANNA,
      stylistName: 'Anna',
      price: 4500,
      taxRateBps: 1900,
    },
    {
      appointmentItemId: '00000000-0000-4000-8000-0000000000d2',
      serviceId: '00000000-0000-4000-8000-0000000000e2',
      name: 'Colour',
      stylistId: BEN,
      stylistName: 'Ben',
      price: 6000,
      taxRateBps: 1900,
    },
  ],
  deposit: 1000,
  redeemed: { points: 0, value: 0 },
  loyalty: null,
  saleId: null,
};

const sale = {
  id: '00000000-0000-4000-8000-0000000000f1',
  currency: 'EUR',
  total: 10_500,
  receipt: { number: 42 },
};

const draftPath = `/api/admin/shops/${SHOP}/appointments/${VISIT}/checkout`;
const text = (testId: string) => screen.getByTestId(testId).textContent;
const pay = () => screen.getByTestId('checkout-pay') as HTMLButtonElement;

async function openCheckout(...routes: Parameters<typeof stubServer>) {
  return openDraft(draft, ...routes);
}

async function openDraft(visit: CheckoutDraft, ...routes: Parameters<typeof stubServer>) {
  const requests = stubServer(on('GET', draftPath, { body: visit }), ...routes);
  const user = userEvent.setup();
  renderWithApp(<SaleFormModal shopId={SHOP} appointmentId={VISIT} opened onClose={() => {}} />);
  await screen.findByTestId('checkout-summary');
  return { requests, user };
}

describe('the checkout of a visit', () => {
  it('deducts the deposit and opens Pay only when the payments add up, tips included', async () => {
    const { user } = await openCheckout();
    expect(text('summary-subtotal')).toBe('€105.00');
    expect(text('summary-deposit')).toBe('−€10.00');
    expect(text('summary-due')).toBe('€95.00');
    expect(text('checkout-paid-online')).toBe('Already paid online: €10.00');
    expect(pay().disabled).toBe(true);

    await user.type(screen.getByTestId('checkout-payment-amount-0'), '50');
    expect(text('summary-remaining')).toBe('€45.00');
    expect(pay().disabled).toBe(true);
    await user.click(screen.getByTestId('checkout-add-payment'));
    await user.type(screen.getByTestId('checkout-payment-amount-1'), '45');
    expect(text('summary-remaining')).toBe('€0.00');
    expect(pay().disabled).toBe(false);

    // A tip for one stylist raises what is due, outside tax.
    const tax = text('summary-tax');
    await user.type(screen.getByLabelText(c.tips.for.replace('{{name}}', 'Anna')), '5');
    expect(text('summary-tips')).toBe('€5.00');
    expect(text('summary-due')).toBe('€100.00');
    expect(text('summary-tax')).toBe(tax);
    expect(pay().disabled).toBe(true);
    expect(text('checkout-pay-hint')).toBe('Allocate €5.00 more to the payments.');
  });

  it('asks why a price changed before paying, then sends the sale and shows the receipt', async () => {
    const { requests, user } = await openCheckout(on('POST', draftPath, { status: 201, body: sale }));
    const price = screen.getByTestId('checkout-service-price-0');
    await user.clear(price);
    await user.type(price, '40');
    expect(text('summary-due')).toBe('€90.00');
    await user.type(screen.getByLabelText(c.tips.for.replace('{{name}}', 'Ben')), '3');
    await user.type(screen.getByTestId('checkout-payment-amount-0'), '60');
    await user.click(screen.getByTestId('checkout-add-payment'));
    await user.type(screen.getByTestId('checkout-payment-amount-1'), '33');
    expect(pay().disabled).toBe(false);

    await user.click(pay());
    expect(errorUnder(screen.getByTestId('checkout-service-reason-0'))).toBe(c.validation.priceReason);
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);

    await user.type(screen.getByTestId('checkout-service-reason-0'), 'Short hair');
    await user.click(pay());
    expect((await screen.findByTestId('checkout-receipt-number')).textContent).toBe('Receipt #42');
    expect(screen.getByTestId('receipt-pdf').getAttribute('href')).toBe(
      `/api/admin/shops/${SHOP}/sales/${sale.id}/receipt.pdf?lang=en`,
    );
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      services: [
        { appointmentItemId: draft.services[0]?.appointmentItemId, price: 4000, priceReason: 'Short hair' },
        { appointmentItemId: draft.services[1]?.appointmentItemId },
      ],
      products: [],
      discount: null,
      tips: [{ stylistId: BEN, amount: 300 }],
      payments: [
        { method: 'cash', amount: 6000 },
        { method: 'card_terminal', amount: 3300 },
      ],
      emailReceipt: false,
    });
  });

  it('shows the server refusing the payments at the payments', async () => {
    const { user } = await openCheckout(
      on(
        'POST',
        draftPath,
        validationError({
          path: 'body.payments',
          message: 'The payments add up to €95.00 but €96.00 is due',
        }),
      ),
    );
    await user.click(screen.getByTestId('checkout-fill-rest'));
    expect(text('summary-remaining')).toBe('€0.00');
    await user.click(pay());
    await waitFor(() => expect(text('checkout-payments-error')).toBe(c.validation.payments));
    expect(screen.queryByTestId('checkout-done')).toBeNull();
  });
});

describe('loyalty points at checkout', () => {
  it('takes the points redeemed off what is due and sends them', async () => {
    const loyal = {
      ...draft,
      deposit: 0,
      loyalty: { balance: 250, redeemPoints: 100, redeemAmount: 500, minimumRedeemPoints: 100 },
    };
    const requests = stubServer(
      on('GET', draftPath, { body: loyal }),
      on('POST', draftPath, { status: 201, body: sale }),
    );
    const user = userEvent.setup();
    renderWithApp(<SaleFormModal shopId={SHOP} appointmentId={VISIT} opened onClose={() => {}} />);
    const points = await screen.findByTestId('checkout-points');
    await user.type(points, '300');
    // No more than the customer has: the field keeps to the balance once left.
    await user.click(screen.getByTestId('checkout-add-payment'));
    expect(points).toHaveProperty('value', '250');
    expect(text('summary-loyalty')).toBe('−€12.50');
    await user.clear(points);
    await user.type(points, '200');
    expect(text('summary-loyalty')).toBe('−€10.00');
    expect(text('summary-due')).toBe('€95.00');
    await user.click(screen.getByTestId('checkout-fill-rest'));
    await user.click(pay());
    await screen.findByTestId('checkout-receipt-number');
    expect(requests.find((r) => r.method === 'POST')?.body).toMatchObject({ loyaltyPoints: 200 });
  });

  it('counts the balance and the points in the hint each with its own plural', async () => {
    const single = {
      ...draft,
      deposit: 0,
      loyalty: { balance: 1, redeemPoints: 1, redeemAmount: 5, minimumRedeemPoints: 1 },
    };
    stubServer(on('GET', draftPath, { body: single }));
    renderWithApp(<SaleFormModal shopId={SHOP} appointmentId={VISIT} opened onClose={() => {}} />);
    await screen.findByTestId('checkout-points');
    expect(screen.getByText('Balance: 1 point · 1 point is worth €0.05')).toBeDefined();
  });
});

describe('a walk-in sale', () => {
  it('sells a product found by search, with a percent discount, and no customer', async () => {
    const base = `/api/admin/shops/${SHOP}`;
    const wax = {
      id: '00000000-0000-4000-8000-0000000000c9',
      name: 'Matte Wax',
      sku: 'WAX-1',
      barcode: null,
      price: { amount: 1200, currency: 'EUR' },
      taxRateBps: 1900,
      stock: 5,
      lowStockThreshold: null,
      lowStock: false,
      archived: false,
      createdAt: '2026-11-20T10:00:00.000Z',
      updatedAt: '2026-11-20T10:00:00.000Z',
    };
    const requests = stubServer(
      on('GET', `${base}/rules`, { body: { currency: 'EUR' } }),
      on('GET', `${base}/services`, { body: { items: [], total: 0 } }),
      on('GET', `${base}/stylists`, { body: { items: [], total: 0 } }),
      on('GET', base, { body: { serviceTaxRateBps: 1900 } }),
      on('GET', `${base}/products`, (url) => ({
        body: { items: url.searchParams.get('q') === 'wax' ? [wax] : [], total: 1, page: 1, pageSize: 6 },
      })),
      on('POST', `${base}/sales`, { status: 201, body: { ...sale, total: 1080, receipt: { number: 43 } } }),
    );
    const user = userEvent.setup();
    renderWithApp(<SaleFormModal shopId={SHOP} appointmentId={null} opened onClose={() => {}} />);
    expect(pay().disabled).toBe(true);
    expect(text('checkout-pay-hint')).toBe(c.hint.empty);

    await user.type(screen.getByTestId('checkout-product-search'), 'wax');
    await user.click(
      await screen.findByRole('button', { name: c.products.add.replace('{{name}}', 'Matte Wax') }),
    );
    expect(text('summary-due')).toBe('€12.00');
    await user.click(screen.getByRole('radio', { name: c.discount.percent }));
    await user.type(screen.getByTestId('checkout-discount'), '10');
    expect(text('summary-discount')).toBe('−€1.20');
    expect(text('summary-due')).toBe('€10.80');
    await user.click(screen.getByTestId('checkout-fill-rest'));
    await user.click(pay());
    expect((await screen.findByTestId('checkout-receipt-number')).textContent).toBe('Receipt #43');
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      customerId: null,
      services: [],
      products: [{ productId: wax.id, quantity: 1 }],
      discount: { kind: 'percent', percentBps: 1000 },
      tips: [],
      payments: [{ method: 'cash', amount: 1080 }],
      emailReceipt: false,
    });
  });
});

describe('paying with the card the customer keeps with the salon', () => {
  const cardLabel = 'Card on file (Visa ···4242)';

  it('is offered only when the customer has a card on file', async () => {
    const { user } = await openCheckout();
    await user.click(screen.getByTestId('checkout-payment-method-0'));
    expect(await screen.findByRole('option', { name: 'Cash', hidden: true })).toBeTruthy();
    expect(screen.queryByRole('option', { name: /card on file/i, hidden: true })).toBeNull();
  });

  it('charges it, and shows a declined card at the payments', async () => {
    const declined = {
      status: 402,
      body: {
        error: { code: 'CardDeclined', message: 'The card on file was declined; nothing was charged' },
      },
    };
    const { requests, user } = await openDraft(
      { ...draft, cardOnFile: { brand: 'visa', last4: '4242' } },
      on('POST', draftPath, declined),
    );
    await user.click(screen.getByTestId('checkout-payment-method-0'));
    await user.click(await screen.findByRole('option', { name: cardLabel, hidden: true }));
    await user.type(screen.getByTestId('checkout-payment-amount-0'), '95');
    await user.click(pay());
    expect((await screen.findByTestId('checkout-card-error')).textContent).toBe(errors.CardDeclined);
    expect(screen.queryByTestId('checkout-error')).toBeNull();
    expect(requests.find((r) => r.method === 'POST')?.body).toMatchObject({
      payments: [{ method: 'card_on_file', amount: 9500 }],
    });
  });
});
