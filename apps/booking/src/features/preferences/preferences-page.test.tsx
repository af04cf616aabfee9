import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWidget, stubApi } from '../../test/render.tsx';
import { PreferencesPage } from './preferences-page.tsx';

const token = 'a'.repeat(48);
const path = `/api/public/notification-preferences/${token}`;
const answer = (marketing: boolean | null) => ({
  reminders: true,
  marketing,
  shop: { name: 'Demo Salon', subdomain: 'demo' },
  customerName: 'Greta',
  locale: 'en',
});

async function open(marketing: boolean | null) {
  const calls = stubApi({
    [`GET ${path}`]: { body: answer(marketing) },
    [`PUT ${path}`]: { body: answer(false) },
    'GET /api/public/shops/demo': { status: 404, body: { error: { code: 'NotFound', message: 'x' } } },
  });
  await renderWidget(<PreferencesPage token={token} subdomain="demo" embed="none" />);
  const box = (await screen.findByTestId('preferences-marketing')) as HTMLInputElement;
  return { calls, box };
}

describe('the mail preferences page', () => {
  it('never shows marketing ticked for a guest who was never asked, and saving it unticked is a no', async () => {
    const { calls, box } = await open(null);
    expect(box.checked).toBe(false);
    expect(screen.getByTestId('preferences-marketing-unasked').textContent).toMatch(
      /^You have not chosen yet/,
    );
    expect((screen.getByTestId('preferences-reminders') as HTMLInputElement).checked).toBe(true);
    await userEvent.click(screen.getByTestId('preferences-save'));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ reminders: true, marketing: false });
  });

  it('shows a consent that was given ticked', async () => {
    expect((await open(true)).box.checked).toBe(true);
    expect(screen.queryByTestId('preferences-marketing-unasked')).toBeNull();
  });

  it('shows a refusal unticked', async () => {
    expect((await open(false)).box.checked).toBe(false);
    expect(screen.queryByTestId('preferences-marketing-unasked')).toBeNull();
  });
});
