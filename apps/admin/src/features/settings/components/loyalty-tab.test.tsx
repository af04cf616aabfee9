import type { LoyaltySettingsResponse } from '@salon/domain';
import settings from '@salon/i18n/locales/en/settings.json' with { type: 'json' };
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { on, renderWithApp, stubServer } from '../../../test/render.tsx';
import { LoyaltyTab } from './loyalty-tab.tsx';

const SHOP = '00000000-0000-4000-8000-000000000001';
const path = `/api/admin/shops/${SHOP}/loyalty-settings`;
const saved: LoyaltySettingsResponse = {
  enabled: false,
  earnMode: 'perCurrencyUnit',
  pointsPerUnit: 1,
  pointsPerVisit: 10,
  redeemPoints: 100,
  redeemAmount: 500,
  minimumRedeemPoints: 100,
  expiryMonths: 12,
  currency: 'EUR',
};
const l = settings.loyalty;

async function openTab(options: { canEdit?: boolean } = {}, ...routes: Parameters<typeof stubServer>) {
  const requests = stubServer(on('GET', path, { body: saved }), ...routes);
  renderWithApp(<LoyaltyTab shopId={SHOP} {...options} />);
  await screen.findByTestId('loyalty-form');
  return { requests, user: userEvent.setup() };
}
const saves = (requests: ReturnType<typeof stubServer>) => requests.filter((r) => r.method === 'PATCH');
const switchNamed = (label: string) => (name: string) => name.startsWith(label);

describe('the loyalty tab of the settings', () => {
  it('turns the programme on with its rates and sends the whole programme', async () => {
    const { requests, user } = await openTab(
      {},
      on('PATCH', path, (_url, body) => ({ body: { ...(body as object), currency: 'EUR' } })),
    );
    expect(screen.getByTestId('loyalty-example').textContent).toBe(
      'Example: a visit of €45.00 earns 45 points, worth €2.25.',
    );
    await user.click(screen.getByRole('switch', { name: switchNamed(l.enabled) }));
    const perUnit = screen.getByRole('textbox', { name: l.pointsPerUnit.replace('{{symbol}}', '€') });
    await user.clear(perUnit);
    await user.type(perUnit, '2');
    const amount = screen.getByRole('textbox', { name: l.redeemAmount });
    await user.clear(amount);
    await user.type(amount, '10');
    expect(screen.getByTestId('loyalty-example').textContent).toBe(
      'Example: a visit of €45.00 earns 90 points, worth €9.00.',
    );
    await user.click(screen.getByTestId('loyalty-save'));

    await waitFor(() => expect(saves(requests)).toHaveLength(1));
    expect(saves(requests)[0]?.body).toEqual({
      enabled: true,
      earnMode: 'perCurrencyUnit',
      pointsPerUnit: 2,
      pointsPerVisit: 10,
      redeemPoints: 100,
      redeemAmount: 1000,
      minimumRedeemPoints: 100,
      expiryMonths: 12,
    });
    await waitFor(() => expect(screen.queryByText(settings.form.unsaved)).toBeNull());
  });

  it('earns a fixed number per visit once that choice is picked', async () => {
    const { requests, user } = await openTab(
      {},
      on('PATCH', path, (_url, body) => ({ body: { ...(body as object), currency: 'EUR' } })),
    );
    await user.click(screen.getByRole('radio', { name: l.earnPerVisit }));
    expect(screen.getByRole('radio', { name: l.earnPerVisit })).toHaveProperty('checked', true);
    // The per-visit rate replaces the per-currency one.
    expect(screen.getByRole('textbox', { name: l.pointsPerVisit })).toBeDefined();
    expect(screen.queryByRole('textbox', { name: l.pointsPerUnit.replace('{{symbol}}', '€') })).toBeNull();
    await user.click(screen.getByTestId('loyalty-save'));
    await waitFor(() => expect(saves(requests)).toHaveLength(1));
    expect(saves(requests)[0]?.body).toMatchObject({ earnMode: 'perVisit', pointsPerVisit: 10 });
  });

  it('explains what it refuses under the field, and sends nothing', async () => {
    const { requests, user } = await openTab();
    const points = screen.getByRole('textbox', { name: l.redeemPoints });
    await user.clear(points);
    const amount = screen.getByRole('textbox', { name: l.redeemAmount });
    await user.clear(amount);
    await user.type(amount, 'five');
    await user.click(screen.getByTestId('loyalty-save'));
    expect(await screen.findByText(l.invalid.redeemPoints)).toBeDefined();
    expect(screen.getByRole('textbox', { name: l.redeemAmount }).getAttribute('aria-invalid')).toBe('true');
    expect(saves(requests)).toHaveLength(0);
  });

  it('keeps 0 points per visit as typed and says so, instead of saving 1', async () => {
    const { requests, user } = await openTab();
    await user.click(screen.getByRole('radio', { name: l.earnPerVisit }));
    const perVisit = screen.getByRole('textbox', { name: l.pointsPerVisit });
    await user.clear(perVisit);
    await user.type(perVisit, '0');
    await user.tab();
    expect(perVisit).toHaveProperty('value', '0');
    await user.click(screen.getByTestId('loyalty-save'));
    expect(await screen.findByText(l.invalid.pointsPerVisit)).toBeDefined();
    expect(perVisit.getAttribute('aria-invalid')).toBe('true');
    expect(saves(requests)).toHaveLength(0);
  });

  it('lets points lapse after the months without a visit the owner chooses, or never', async () => {
    const { requests, user } = await openTab(
      {},
      on('PATCH', path, (_url, body) => ({ body: { ...(body as object), currency: 'EUR' } })),
    );
    const expires = screen.getByRole('checkbox', { name: switchNamed(l.expires) });
    expect(expires).toHaveProperty('checked', true);
    const months = screen.getByRole('textbox', { name: switchNamed(l.expiryMonths) });
    expect((months as HTMLInputElement).value).toBe('12');
    await user.clear(months);
    await user.type(months, '18');
    await user.click(screen.getByTestId('loyalty-save'));
    await waitFor(() => expect(saves(requests)).toHaveLength(1));
    expect(saves(requests)[0]?.body).toMatchObject({ expiryMonths: 18 });

    // Off: points never lapse, and the months are no longer asked for.
    await user.click(screen.getByRole('checkbox', { name: switchNamed(l.expires) }));
    expect(screen.queryByRole('textbox', { name: switchNamed(l.expiryMonths) })).toBeNull();
    await user.click(screen.getByTestId('loyalty-save'));
    await waitFor(() => expect(saves(requests)).toHaveLength(2));
    expect(saves(requests)[1]?.body).toMatchObject({ expiryMonths: null });
  });

  it('refuses an expiry of no months, under the field', async () => {
    const { requests, user } = await openTab();
    const months = screen.getByRole('textbox', { name: switchNamed(l.expiryMonths) });
    await user.clear(months);
    await user.click(screen.getByTestId('loyalty-save'));
    expect(await screen.findByText(l.invalid.expiryMonths)).toBeDefined();
    expect(months.getAttribute('aria-invalid')).toBe('true');
    expect(saves(requests)).toHaveLength(0);
  });

  it('shows the programme without a way to change it to those who may not', async () => {
    await openTab({ canEdit: false });
    expect(screen.getByTestId('loyalty-read-only').textContent).toBe(l.readOnly);
    expect(screen.queryByTestId('loyalty-save')).toBeNull();
    expect(screen.getByRole('switch', { name: switchNamed(l.enabled) })).toHaveProperty('disabled', true);
    expect(screen.getByRole('radio', { name: l.earnPerVisit })).toHaveProperty('disabled', true);
  });
});
