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
    expect(requests).toHaveLength(0);

    // Typing again takes the complaint away.
    await user.type(priceField(), '4');
    expect(screen.queryByText(admin.money.invalid)).toBeNull();
  });

  it('asks for a price when there is none, and for a deposit no higher than the price', async () => {
    stubServer();
    const user = userEvent.setup();
    openNewService();
    await user.type(screen.getByTestId('service-name'), 'Colour');
    await user.type(screen.getByTestId('service-deposit'), '20');
    await user.click(screen.getByTestId('service-save'));
    expect(await screen.findByText(services.validation.priceRequired)).toBeDefined();

    await user.type(priceField(), '15');
    await user.click(screen.getByTestId('service-save'));
    expect(await screen.findByText(services.validation.depositAbovePrice)).toBeDefined();
  });

  it('saves "159,50" typed in English as 159.50 in minor units, with the deposit and the stylist', async () => {
    const requests = stubServer(
      on('POST', servicesPath, (_url, body) => ({ status: 201, body: { id: 'new', ...(body as object) } })),
      on('GET', servicesPath, { body: { items: [], total: 0 } }),
    );
    const user = userEvent.setup();
    const onClose = openNewService();
    await user.type(screen.getByTestId('service-name'), 'Colour');
    await user.type(priceField(), '159,50');
    await user.type(screen.getByTestId('service-deposit'), '20');
    await user.click(screen.getByTestId('service-save'));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const sent = requests.find((r) => r.method === 'POST');
    expect(sent?.body).toMatchObject({
      name: 'Colour',
      durationMinutes: 30,
      price: { amount: 15950, currency: 'EUR' },
      depositAmount: 2000,
      displayOrder: 3,
      stylists: [{ stylistId: ANNA, durationMinutes: null, priceAmount: null }],
    });
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
