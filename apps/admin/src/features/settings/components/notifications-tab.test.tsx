import type { ShopNotificationSettings } from '@salon/domain';
import settings from '@salon/i18n/locales/en/settings.json' with { type: 'json' };
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { on, renderWithApp, stubServer } from '../../../test/render.tsx';
import { NotificationsTab } from './notifications-tab.tsx';

const SHOP = '00000000-0000-4000-8000-000000000001';
const path = `/api/admin/shops/${SHOP}/notification-settings`;
const saved: ShopNotificationSettings = {
  reminderHours: 24,
  secondReminderHours: null,
  quietHoursStart: '21:00',
  quietHoursEnd: '08:00',
  birthdayGreetings: false,
  reviewRequests: false,
  reviewRequestHours: 2,
};
const n = settings.notifications;

async function openTab(options: { canEdit?: boolean } = {}, ...routes: Parameters<typeof stubServer>) {
  const requests = stubServer(on('GET', path, { body: saved }), ...routes);
  renderWithApp(<NotificationsTab shopId={SHOP} {...options} />);
  await screen.findByTestId('notifications-form');
  return { requests, user: userEvent.setup() };
}

/** A switch's name is its label followed by its description. */
const switchNamed = (label: string) => (name: string) => name.startsWith(label);

const patches = (requests: ReturnType<typeof stubServer>) => requests.filter((r) => r.method === 'PATCH');

describe('the notifications tab of the settings', () => {
  it('shows the saved settings, and saves only what changed', async () => {
    const { requests, user } = await openTab(
      {},
      on('PATCH', path, (_url, body) => ({ body: { ...saved, ...(body as object) } })),
    );
    const reminder = screen.getByRole('textbox', { name: n.reminderHours });
    expect(reminder).toHaveProperty('value', `24 ${n.hoursSuffix}`);
    expect(screen.getByLabelText(n.quietFrom)).toHaveProperty('value', '21:00');
    expect(screen.getByLabelText(n.quietTo)).toHaveProperty('value', '08:00');

    await user.clear(reminder);
    await user.type(reminder, '48');
    await user.click(screen.getByRole('switch', { name: switchNamed(n.secondReminder) }));
    const second = screen.getByRole('textbox', { name: n.secondReminderHours });
    await user.clear(second);
    await user.type(second, '3');
    await user.click(screen.getByRole('switch', { name: switchNamed(n.birthdayGreetings) }));
    expect(screen.getByText(settings.form.unsaved)).toBeDefined();
    await user.click(screen.getByTestId('notifications-save'));

    await waitFor(() => expect(patches(requests)).toHaveLength(1));
    expect(patches(requests)[0]?.body).toEqual({
      reminderHours: 48,
      secondReminderHours: 3,
      birthdayGreetings: true,
    });
    await waitFor(() => expect(screen.queryByText(settings.form.unsaved)).toBeNull());
  });

  it('turns review requests on with their delay', async () => {
    const { requests, user } = await openTab(
      {},
      on('PATCH', path, (_url, body) => ({ body: { ...saved, ...(body as object) } })),
    );
    expect(screen.queryByRole('textbox', { name: n.reviewRequestHours })).toBeNull();
    await user.click(screen.getByRole('switch', { name: switchNamed(n.reviewRequests) }));
    const hours = screen.getByRole('textbox', { name: n.reviewRequestHours });
    await user.clear(hours);
    await user.type(hours, '4');
    await user.click(screen.getByTestId('notifications-save'));
    await waitFor(() => expect(patches(requests)).toHaveLength(1));
    expect(patches(requests)[0]?.body).toEqual({ reviewRequests: true, reviewRequestHours: 4 });
  });

  it('refuses a second reminder not closer to the visit than the first, and sends nothing', async () => {
    const { requests, user } = await openTab();
    await user.click(screen.getByRole('switch', { name: switchNamed(n.secondReminder) }));
    const second = screen.getByRole('textbox', { name: n.secondReminderHours });
    await user.clear(second);
    await user.type(second, '30');
    await user.click(screen.getByTestId('notifications-save'));
    expect(await screen.findByText(n.invalid.secondReminderHours)).toBeDefined();
    expect(patches(requests)).toHaveLength(0);
  });

  it('keeps a negative number of hours as typed and says so, instead of saving it without the sign', async () => {
    const { requests, user } = await openTab();
    const reminder = screen.getByRole('textbox', { name: n.reminderHours });
    await user.clear(reminder);
    await user.type(reminder, '-5');
    await user.tab();
    expect(reminder).toHaveProperty('value', `-5 ${n.hoursSuffix}`);
    await user.click(screen.getByTestId('notifications-save'));
    expect(await screen.findByText(n.invalid.reminderHours)).toBeDefined();
    expect(reminder.getAttribute('aria-invalid')).toBe('true');
    expect(patches(requests)).toHaveLength(0);
  });

  it("shows the server's complaint under its field", async () => {
    const { user } = await openTab(
      {},
      on('PATCH', path, {
        status: 400,
        body: {
          error: {
            code: 'ValidationError',
            message: 'Invalid request',
            details: [{ path: 'body.quietHoursEnd', message: 'Must be a time from 00:00 to 23:59' }],
          },
        },
      }),
    );
    const end = screen.getByLabelText(n.quietTo);
    await user.clear(end);
    await user.type(end, '07:30');
    await user.click(screen.getByTestId('notifications-save'));
    expect(await screen.findByText(n.invalid.time)).toBeDefined();
    expect(end.getAttribute('aria-invalid')).toBe('true');
  });

  it('lets those who may not change the settings see them without a save button', async () => {
    await openTab({ canEdit: false });
    expect(screen.getByTestId('notifications-read-only').textContent).toBe(n.readOnly);
    expect(screen.getByRole('textbox', { name: n.reminderHours })).toHaveProperty('disabled', true);
    expect(screen.queryByTestId('notifications-save')).toBeNull();
  });
});
