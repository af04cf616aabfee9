import type { PaymentSettingsResponse } from '@salon/domain';
import admin from '@salon/i18n/locales/en/admin.json' with { type: 'json' };
import settings from '@salon/i18n/locales/en/settings.json' with { type: 'json' };
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { on, renderWithApp, stubServer } from '../../../test/render.tsx';
import { PaymentTab } from './payment-tab.tsx';

const SHOP = '00000000-0000-4000-8000-000000000001';
const path = `/api/admin/shops/${SHOP}/payment-settings`;
const p = settings.payment;

const withoutKeys: PaymentSettingsResponse = {
  currency: 'EUR',
  cardOnFileRequired: false,
  stripe: {
    publishableKey: null,
    secretKey: { set: false, last4: null },
    webhookSecret: { set: false, last4: null },
    mode: null,
  },
  policy: { mode: 'at_salon', depositKind: null, depositValue: null },
  cancellation: { freeCancellationHours: 24, lateCancelPercent: 0, noShowPercent: 0 },
  serviceOverrides: [],
  updatedAt: null,
};
const withKeys: PaymentSettingsResponse = {
  ...withoutKeys,
  stripe: {
    publishableKey: 'pk_test_51StandInPublishable0001',
    secretKey: { set: true, last4: '9876' },
    webhookSecret: { set: true, last4: '4321' },
    mode: 'test',
  },
};

/** The server's answer to a save: what was sent, as the server would keep it. */
const saveEcho = (stored: PaymentSettingsResponse) =>
  on('PATCH', path, (_url, body) => {
    const sent = body as {
      policy: PaymentSettingsResponse['policy'];
      cancellation: PaymentSettingsResponse['cancellation'];
    };
    return { body: { ...stored, policy: sent.policy, cancellation: sent.cancellation } };
  });

async function openTab(saved: PaymentSettingsResponse, ...routes: Parameters<typeof stubServer>) {
  const requests = stubServer(on('GET', path, { body: saved }), ...routes);
  renderWithApp(<PaymentTab shopId={SHOP} />);
  await screen.findByTestId('payment-form');
  return { requests, user: userEvent.setup() };
}
const saves = (requests: ReturnType<typeof stubServer>) => requests.filter((r) => r.method === 'PATCH');
const radio = (name: string) =>
  screen.getByRole('radio', { name: new RegExp(`^${name}`) }) as HTMLInputElement;

describe('the payments tab of the settings', () => {
  it('never shows a stored secret: only its last four characters, and empty fields to replace it', async () => {
    await openTab(withKeys);
    expect(screen.getByTestId('payment-secretKey-stored').textContent).toBe('Stored: •••• 9876');
    expect(screen.getByTestId('payment-webhookSecret-stored').textContent).toBe('Stored: •••• 4321');
    // The publishable key is public and shown in full; no field holds more of a secret.
    expect(screen.getByRole('textbox', { name: new RegExp(`^${p.publishableKey}`) })).toHaveProperty(
      'value',
      'pk_test_51StandInPublishable0001',
    );
    for (const input of document.querySelectorAll('input'))
      expect(input.value).not.toMatch(/^(sk|rk|whsec)_/);
    expect(screen.queryByTestId('payment-secretKey-input')).toBeNull();
    expect(screen.getByTestId('payment-stripe-mode').textContent).toBe(p.modeTest);
  });

  it('replaces the secret key with what is typed, keeps the webhook secret, and clears the field after saving', async () => {
    const { requests, user } = await openTab(withKeys, saveEcho(withKeys));
    await user.click(screen.getByTestId('payment-secretKey-replace'));
    const field = screen.getByTestId('payment-secretKey-input');
    expect(field).toHaveProperty('value', '');
    await user.type(field, 'sk_test_51NewSecretKey00001111');
    await user.click(screen.getByTestId('payment-save'));
    await waitFor(() => expect(saves(requests)).toHaveLength(1));
    const sent = saves(requests)[0]?.body as { stripe: Record<string, unknown> };
    expect(sent.stripe).toEqual({
      publishableKey: 'pk_test_51StandInPublishable0001',
      secretKey: 'sk_test_51NewSecretKey00001111',
    });
    expect(sent).not.toHaveProperty('serviceOverrides');
    await waitFor(() => expect(screen.queryByTestId('payment-secretKey-input')).toBeNull());
  });

  it('removes a stored secret on request', async () => {
    const { requests, user } = await openTab(withKeys, saveEcho(withKeys));
    await user.click(screen.getByTestId('payment-webhookSecret-remove'));
    expect(screen.getByText(p.willRemove)).toBeDefined();
    await user.click(screen.getByTestId('payment-save'));
    await waitFor(() => expect(saves(requests)).toHaveLength(1));
    expect(saves(requests)[0]?.body).toMatchObject({ stripe: { webhookSecret: null } });
    expect((saves(requests)[0]?.body as { stripe: object } | undefined)?.stripe).toEqual({
      publishableKey: 'pk_test_51StandInPublishable0001',
      webhookSecret: null,
    });
  });

  it.each([
    [
      { body: { ok: true, livemode: false, accountId: 'acct_standin0001' } },
      'ok',
      'Connected: Stripe accepted the secret key of account acct_standin0001 (Test mode).',
    ],
    [
      { status: 422, body: { error: { code: 'StripeKeyInvalid', message: 'refused' } } },
      'keyInvalid',
      p.test.keyInvalid,
    ],
    [
      { status: 502, body: { error: { code: 'StripeUnreachable', message: 'down' } } },
      'unreachable',
      p.test.unreachable,
    ],
    [
      { status: 409, body: { error: { code: 'StripeNotConfigured', message: 'none' } } },
      'notConfigured',
      p.test.notConfigured,
    ],
  ])('tests the connection and says the outcome (%#: %s)', async (reply, outcome, text) => {
    const { requests, user } = await openTab(withKeys, on('POST', `${path}/test-connection`, reply));
    await user.click(screen.getByTestId('payment-test-connection'));
    const result = await screen.findByTestId('payment-connection-result');
    expect(result.getAttribute('data-outcome')).toBe(outcome);
    expect(result.textContent).toBe(text);
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(1);
  });

  it('refuses a deposit or prepayment while no Stripe keys are stored, and says why', async () => {
    const { user } = await openTab(withoutKeys);
    expect(screen.getByTestId('payment-needs-keys').textContent).toBe(p.needsKeys);
    expect(radio(p.modes.deposit).disabled).toBe(true);
    expect(radio(p.modes.prepay).disabled).toBe(true);

    // Typing both keys makes online payment possible with this save.
    await user.type(
      screen.getByRole('textbox', { name: new RegExp(`^${p.publishableKey}`) }),
      'pk_test_51Abcdefghij',
    );
    await user.type(screen.getByTestId('payment-secretKey-input'), 'sk_test_51Abcdefghij');
    expect(radio(p.modes.deposit).disabled).toBe(false);
    expect(screen.queryByTestId('payment-needs-keys')).toBeNull();
  });

  it('will not remove the secret key under a deposit', async () => {
    const saved = {
      ...withKeys,
      policy: { mode: 'deposit' as const, depositKind: 'percent' as const, depositValue: 20 },
    };
    const { requests, user } = await openTab(saved);
    expect(screen.queryByTestId('payment-needs-keys')).toBeNull();
    await user.click(screen.getByTestId('payment-secretKey-remove'));
    await user.click(screen.getByTestId('payment-save'));
    await waitFor(() => expect(screen.getByTestId('payment-mode').textContent).toContain(p.needsKeys));
    expect(screen.getByTestId('payment-needs-keys')).toBeDefined();
    expect(saves(requests)).toHaveLength(0);
  });

  it('places the server’s refusal of online payment without keys under the policy', async () => {
    // Another owner removed the keys meanwhile: the server has the last word.
    const { requests, user } = await openTab(
      withKeys,
      on('PATCH', path, {
        status: 409,
        body: {
          error: {
            code: 'StripeNotConfigured',
            message: 'needs keys',
            details: [{ path: 'body.policy.mode', message: 'Needs the Stripe publishable and secret keys' }],
          },
        },
      }),
    );
    expect(screen.getByTestId('payment-mode').textContent).not.toContain(p.needsKeys);
    await user.click(radio(p.modes.prepay));
    await user.click(screen.getByTestId('payment-save'));
    await waitFor(() => expect(saves(requests)).toHaveLength(1));
    await waitFor(() => expect(screen.getByTestId('payment-mode').textContent).toContain(p.needsKeys));
  });

  it('sets a deposit as a fixed amount read with the money parser, and shows the customer’s sentence', async () => {
    const { requests, user } = await openTab(withKeys, saveEcho(withKeys));
    await user.click(radio(p.modes.deposit));
    await user.click(radio(p.kinds.fixed));
    await user.type(screen.getByRole('textbox', { name: new RegExp(`^${p.depositAmount}`) }), '1.2.3');
    await user.click(screen.getByTestId('payment-save'));
    // Not an amount: the parser says why, nothing is sent.
    expect(await screen.findByText(admin.money.invalid)).toBeDefined();
    expect(saves(requests)).toHaveLength(0);
    const amount = screen.getByRole('textbox', { name: new RegExp(`^${p.depositAmount}`) });
    await user.clear(amount);
    await user.type(amount, '15.50');
    expect(screen.getByTestId('payment-summary').textContent).toBe(
      'A deposit of €15.50 per service is paid online when booking; the rest at the salon. You can cancel free of charge up to 24 hours before your appointment. Later cancellations are free as well. Not turning up costs nothing.',
    );
    await user.click(screen.getByTestId('payment-save'));
    await waitFor(() => expect(saves(requests)).toHaveLength(1));
    expect(saves(requests)[0]?.body).toMatchObject({
      policy: { mode: 'deposit', depositKind: 'fixed', depositValue: 1550 },
    });
  });

  it('fills the cancellation terms from a preset, and calls changed values custom', async () => {
    const { requests, user } = await openTab(withKeys, saveEcho(withKeys));
    await user.click(screen.getByRole('radio', { name: p.presets.strict }));
    expect(screen.getByTestId('payment-free-hours')).toHaveProperty('value', '48');
    expect(screen.getByTestId('payment-late-percent')).toHaveProperty('value', '100');
    expect(screen.getByTestId('payment-no-show-percent')).toHaveProperty('value', '100');
    expect(screen.getByTestId('payment-summary').textContent).toBe(
      'You pay at the salon. You can cancel free of charge up to 48 hours before your appointment. Later cancellations cost 100 % of the service price. Not turning up costs 100 % of the service price.',
    );

    await user.click(screen.getByRole('radio', { name: p.presets.moderate }));
    expect(screen.getByTestId('payment-free-hours')).toHaveProperty('value', '24');
    expect(screen.getByTestId('payment-late-percent')).toHaveProperty('value', '50');

    const late = screen.getByTestId('payment-late-percent');
    await user.clear(late);
    await user.type(late, '30');
    expect((screen.getByRole('radio', { name: p.presets.custom }) as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getByTestId('payment-save'));
    await waitFor(() => expect(saves(requests)).toHaveLength(1));
    expect(saves(requests)[0]?.body).toMatchObject({
      cancellation: { freeCancellationHours: 24, lateCancelPercent: 30, noShowPercent: 100 },
    });
  });

  it('shows the salon’s currency, read-only', async () => {
    await openTab(withoutKeys);
    const currency = screen.getByTestId('payment-currency');
    expect(currency).toHaveProperty('value', 'EUR · Euro');
    expect(currency).toHaveProperty('readOnly', true);
  });
});
