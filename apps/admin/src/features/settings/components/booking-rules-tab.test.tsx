import settings from '@salon/i18n/locales/en/settings.json' with { type: 'json' };
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { testRules } from '../../../test/fixtures.ts';
import { on, renderWithApp, stubServer } from '../../../test/render.tsx';
import { BookingRulesTab } from './booking-rules-tab.tsx';

const SHOP = '00000000-0000-4000-8000-000000000001';
const rulesPath = `/api/admin/shops/${SHOP}/rules`;
const saved = testRules;

const notice = () => screen.getByRole('group', { name: settings.rules.minNotice });
const field = (group: HTMLElement, label: string) => within(group).getByRole('textbox', { name: label });

async function openRules(...routes: Parameters<typeof stubServer>) {
  const requests = stubServer(on('GET', rulesPath, { body: saved }), ...routes);
  renderWithApp(<BookingRulesTab shopId={SHOP} />);
  await screen.findByTestId('rules-form');
  return { requests, user: userEvent.setup() };
}

describe('the days ahead of the booking rules', () => {
  it('keeps a number of days beyond the limit as typed and says so, instead of saving 730', async () => {
    const { requests, user } = await openRules();
    const days = screen.getByTestId('rules-max-advance');
    await user.clear(days);
    await user.type(days, '99999');
    await user.tab();
    expect(days).toHaveProperty('value', `99999 ${settings.rules.daysSuffix}`);
    await user.click(screen.getByTestId('rules-save'));
    expect(await screen.findByText(settings.rules.invalid.maxAdvanceDays)).toBeDefined();
    expect(days.getAttribute('aria-invalid')).toBe('true');
    expect(requests.filter((r) => r.method === 'PATCH')).toHaveLength(0);
  });
});

describe('the duration input of the booking rules', () => {
  it('shows the saved minutes as hours and minutes, and says what they mean', async () => {
    await openRules();
    expect(field(notice(), settings.rules.hours)).toHaveProperty('value', '2');
    expect(field(notice(), settings.rules.minutes)).toHaveProperty('value', '0');
    expect(notice().textContent).toContain('at least 2 hr from now');
  });

  it('saves hours and minutes as one number of minutes, and only what changed', async () => {
    const { requests, user } = await openRules(
      on('PATCH', rulesPath, (_url, body) => ({ body: { ...saved, ...(body as object) } })),
    );
    await user.clear(field(notice(), settings.rules.hours));
    await user.type(field(notice(), settings.rules.hours), '1');
    await user.clear(field(notice(), settings.rules.minutes));
    await user.type(field(notice(), settings.rules.minutes), '45');
    expect(screen.getByText(settings.form.unsaved)).toBeDefined();
    await user.click(screen.getByTestId('rules-save'));

    await waitFor(() => expect(requests.some((r) => r.method === 'PATCH')).toBe(true));
    expect(requests.find((r) => r.method === 'PATCH')?.body).toEqual({ minNoticeMinutes: 105 });
    await waitFor(() => expect(screen.queryByText(settings.form.unsaved)).toBeNull());
  });

  it('refuses a notice longer than 30 days under the field, and sends nothing', async () => {
    const { requests, user } = await openRules();
    await user.clear(field(notice(), settings.rules.hours));
    await user.type(field(notice(), settings.rules.hours), '720');
    await user.clear(field(notice(), settings.rules.minutes));
    await user.type(field(notice(), settings.rules.minutes), '30');
    await user.click(screen.getByTestId('rules-save'));

    expect(await screen.findByTestId('rules-notice-error')).toHaveProperty(
      'textContent',
      settings.rules.invalid.noticeHours,
    );
    expect(field(notice(), settings.rules.hours).getAttribute('aria-invalid')).toBe('true');
    expect(requests.filter((r) => r.method === 'PATCH')).toHaveLength(0);

    // Changing the hours takes the complaint away.
    await user.clear(field(notice(), settings.rules.hours));
    await user.type(field(notice(), settings.rules.hours), '3');
    expect(screen.queryByTestId('rules-notice-error')).toBeNull();
  });
});
