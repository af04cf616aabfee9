import type { StylistResponse } from '@salon/domain';
import admin from '@salon/i18n/locales/en/admin.json' with { type: 'json' };
import services from '@salon/i18n/locales/en/services.json' with { type: 'json' };
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { on, renderWithApp, stubServer } from '../../../test/render.tsx';
import { ServiceFormModal } from './service-form-modal.tsx';

const SHOP = '00000000-0000-4000-8000-000000000001';
const ANNA = '00000000-0000-4000-8000-0000000000a1';
const anna = {
  id: ANNA,
  name: 'Anna',
  active: true,
  color: { index: 0, main: '#aa00aa', light: '#ffeeff' },
} as StylistResponse;

const servicesPath = `/api/admin/shops/${SHOP}/services`;

function openNewService(onClose = vi.fn()) {
  renderWithApp(
    <ServiceFormModal
      opened
      shopId={SHOP}
      service={null}
      categoryId={null}
      categories={[]}
      stylists={[anna]}
      currency="EUR"
      nextOrder={3}
      onClose={onClose}
    />,
  );
  return onClose;
}

const p = services.service.payment;
const radio = (name: string) =>
  screen.getByRole('radio', { name: new RegExp(`^${name}`) }) as HTMLInputElement;
const paymentSettings = (keys: boolean) =>
  on('GET', `/api/admin/shops/${SHOP}/payment-settings`, {
    body: {
      currency: 'EUR',
      stripe: {
        publishableKey: keys ? 'pk_test_51Abcdefgh' : null,
        secretKey: { set: keys, last4: keys ? '9876' : null },
        webhookSecret: { set: false, last4: null },
        mode: keys ? 'test' : null,
      },
      policy: { mode: 'deposit', depositKind: 'percent', depositValue: 20 },
      cancellation: { freeCancellationHours: 24, lateCancelPercent: 0, noShowPercent: 0 },
      serviceOverrides: [],
      updatedAt: null,
    },
  });

const priceField = () => screen.getByRole('textbox', { name: new RegExp(`^${services.service.price}`) });

describe('the money input of the service form', () => {
  it('refuses an amount it cannot read, says why under the field, and sends nothing', async () => {
    const requests = stubServer();
    const user = userEvent.setup();
    openNewService();
    await user.type(screen.getByTestId('service-name'), 'Colour');
    await user.type(priceField(), '1.2.3');
    await user.click(screen.getByTestId('service-save'));

    expect(priceField()).toHaveProperty('value', '1.2.3');
    expect(priceField().getAttribute('aria-invalid')).toBe('true');
    expect(await screen.findByText(admin.money.invalid)).toBeDefined();
    expect(requests.filter((r) => r.method !== 'GET')).toHaveLength(0);

    // Typing again takes the complaint away.
    await user.type(priceField(), '4');
    expect(screen.queryByText(admin.money.invalid)).toBeNull();
  });

  it('asks for a price when there is none', async () => {
    stubServer();
    const user = userEvent.setup();
    openNewService();
    await user.type(screen.getByTestId('service-name'), 'Colour');
    await user.click(screen.getByTestId('service-save'));
    expect(await screen.findByText(services.validation.priceRequired)).toBeDefined();
  });

  it('saves "159,50" typed in English as 159.50 in minor units, with a fixed deposit and the stylist', async () => {
    const requests = stubServer(
      paymentSettings(true),
      on('POST', servicesPath, (_url, body) => ({ status: 201, body: { id: 'new', ...(body as object) } })),
      on('GET', servicesPath, { body: { items: [], total: 0 } }),
    );
    const user = userEvent.setup();
    const onClose = openNewService();
    await user.type(screen.getByTestId('service-name'), 'Colour');
    await user.type(priceField(), '159,50');
    await waitFor(() => expect(radio(p.modes.deposit).disabled).toBe(false));
    await user.click(radio(p.modes.deposit));
    await user.click(radio(p.fixed));
    await user.type(screen.getByRole('textbox', { name: p.depositAmount }), '20');
    await user.click(screen.getByTestId('service-save'));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const sent = requests.find((r) => r.method === 'POST');
    expect(sent?.body).toMatchObject({
      name: 'Colour',
      durationMinutes: 30,
      price: { amount: 15950, currency: 'EUR' },
      paymentPolicy: { mode: 'deposit', depositKind: 'fixed', depositValue: 2000 },
      displayOrder: 3,
      stylists: [{ stylistId: ANNA, durationMinutes: null, priceAmount: null }],
    });
    expect(sent?.body).not.toHaveProperty('depositAmount');
  });

  it("shows the server's refusal of an amount under its field, in the person's language", async () => {
    stubServer(
      on('POST', servicesPath, {
        status: 400,
        body: {
          error: {
            code: 'ValidationError',
            message: 'The request is not valid',
            details: [
              { path: 'body.stylists.0.priceAmount', message: 'Too big: expected number to be <=100000000' },
            ],
          },
        },
      }),
    );
    const user = userEvent.setup();
    openNewService();
    await user.type(screen.getByTestId('service-name'), 'Colour');
    await user.type(priceField(), '10');
    await user.click(screen.getByTestId('service-save'));

    const own = await screen.findByRole('textbox', {
      name: services.service.ownPrice.replace('{{name}}', 'Anna'),
    });
    await waitFor(() => expect(own.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(services.validation.price)).toBeDefined();
    expect(screen.queryByText(/Too big/)).toBeNull();
  });
});

describe('the payment of a service', () => {
  it('follows the salon’s policy unless told otherwise, and says what that policy is', async () => {
    const requests = stubServer(
      paymentSettings(true),
      on('POST', servicesPath, (_url, body) => ({ status: 201, body: { id: 'new', ...(body as object) } })),
      on('GET', servicesPath, { body: { items: [], total: 0 } }),
    );
    const user = userEvent.setup();
    const onClose = openNewService();
    expect(radio(p.modes.shop).checked).toBe(true);
    expect(await screen.findByText(p.salonPolicy.replace('{{policy}}', 'Deposit 20 %'))).toBeDefined();
    await user.type(screen.getByTestId('service-name'), 'Cut');
    await user.type(priceField(), '30');
    await user.click(screen.getByTestId('service-save'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(requests.find((r) => r.method === 'POST')?.body).toMatchObject({ paymentPolicy: null });
  });

  it('takes a deposit as a percentage, refusing one above 100 %', async () => {
    const requests = stubServer(
      paymentSettings(true),
      on('POST', servicesPath, (_url, body) => ({ status: 201, body: { id: 'new', ...(body as object) } })),
      on('GET', servicesPath, { body: { items: [], total: 0 } }),
    );
    const user = userEvent.setup();
    const onClose = openNewService();
    await user.type(screen.getByTestId('service-name'), 'Colour');
    await user.type(priceField(), '90');
    await waitFor(() => expect(radio(p.modes.deposit).disabled).toBe(false));
    await user.click(radio(p.modes.deposit));
    const percent = screen.getByRole('textbox', { name: p.depositPercent });
    await user.clear(percent);
    await user.type(percent, '150');
    await user.click(screen.getByTestId('service-save'));
    expect(await screen.findByText(services.validation.depositPercent)).toBeDefined();
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);

    await user.clear(percent);
    await user.type(percent, '30');
    await user.click(screen.getByTestId('service-save'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(requests.find((r) => r.method === 'POST')?.body).toMatchObject({
      paymentPolicy: { mode: 'deposit', depositKind: 'percent', depositValue: 30 },
    });
  });

  it('warns, without refusing, when a fixed deposit is above the price', async () => {
    stubServer(paymentSettings(true));
    const user = userEvent.setup();
    openNewService();
    await user.type(priceField(), '15');
    await waitFor(() => expect(radio(p.modes.deposit).disabled).toBe(false));
    await user.click(radio(p.modes.deposit));
    await user.click(radio(p.fixed));
    await user.type(screen.getByRole('textbox', { name: p.depositAmount }), '20');
    expect(screen.getByTestId('service-deposit-above-price').textContent).toBe(p.aboveWarning);
  });

  it('offers no deposit or prepayment while the salon has no Stripe keys, and says why', async () => {
    stubServer(paymentSettings(false));
    openNewService();
    expect(await screen.findByText(p.needsKeys)).toBeDefined();
    expect(radio(p.modes.deposit).disabled).toBe(true);
    expect(radio(p.modes.prepay).disabled).toBe(true);
    expect(radio(p.modes.at_salon).disabled).toBe(false);
  });

  it('shows a service’s own policy when editing it', async () => {
    stubServer(paymentSettings(true));
    renderWithApp(
      <ServiceFormModal
        opened
        shopId={SHOP}
        service={{
          id: '00000000-0000-4000-8000-0000000000s1',
          name: 'Colour',
          description: null,
          categoryId: null,
          durationMinutes: 90,
          bufferBeforeMinutes: 0,
          bufferAfterMinutes: 0,
          price: { amount: 9000, currency: 'EUR' },
          paymentPolicy: { mode: 'deposit', depositKind: 'fixed', depositValue: 2500 },
          bookableOnline: true,
          active: true,
          displayOrder: 0,
          stylists: [{ stylistId: ANNA, durationMinutes: null, priceAmount: null }],
        }}
        categoryId={null}
        categories={[]}
        stylists={[anna]}
        currency="EUR"
        nextOrder={3}
        onClose={vi.fn()}
      />,
    );
    expect(radio(p.modes.deposit).checked).toBe(true);
    expect(radio(p.fixed).checked).toBe(true);
    expect(screen.getByRole('textbox', { name: p.depositAmount })).toHaveProperty('value', '25.00');
  });
});
