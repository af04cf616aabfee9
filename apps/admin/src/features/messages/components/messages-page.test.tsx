import messages from '@salon/i18n/locales/en/messages.json' with { type: 'json' };
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Message } from '../../../api/messages.ts';
import { on, renderWithApp, stubServer, testShop } from '../../../test/render.tsx';
import { MessagesPage } from './messages-page.tsx';

const base = `/api/admin/shops/${testShop.id}/messages`;
const message = (n: number, status: Message['status'], type = 'CustomerNewAppointment'): Message => ({
  id: `00000000-0000-4000-8000-00000000010${n}`,
  channel: 'email',
  type,
  recipient: `c${n}@example.com`,
  customerId: null,
  customerName: `Customer ${n}`,
  subject: `Subject ${n}`,
  status,
  error: status === 'failed' ? 'Mailbox unavailable' : null,
  createdAt: '2026-11-23T09:00:00+00:00',
  sentAt: null,
});
const items = [
  message(1, 'sent'),
  message(2, 'failed', 'CustomerReminderAppointment'),
  message(3, 'bounced'),
];

describe('the Messages page', () => {
  it('lists customers’ messages with translated type and status, and resends the selection', async () => {
    const requests = stubServer(
      on('GET', base, { body: { items, total: 3 } }),
      on('POST', `${base}/resend`, (_url, body) => ({
        body: {
          queued: (body as { ids: string[] }).ids.map((id) => ({ id: crypto.randomUUID(), originalId: id })),
          skipped: [],
        },
      })),
    );
    const user = userEvent.setup();
    renderWithApp(<MessagesPage />);
    const rows = await screen.findAllByTestId('message-row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1] as HTMLElement).getByText(messages.types.CustomerReminderAppointment)).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText(messages.statuses.failed)).toBeTruthy();
    expect(within(rows[2] as HTMLElement).getByText(messages.statuses.bounced)).toBeTruthy();
    expect(screen.getByTestId('messages-resend')).toHaveProperty('disabled', true);

    // Toggle one, then select all, then select all again clears the page.
    await user.click(screen.getByRole('checkbox', { name: 'Select the message to Customer 2' }));
    expect(screen.getByTestId('messages-selected').textContent).toBe('1 selected');
    await user.click(screen.getByTestId('messages-select-all'));
    expect(screen.getByTestId('messages-selected').textContent).toBe('3 selected');
    await user.click(screen.getByTestId('messages-select-all'));
    expect(screen.getByTestId('messages-selected').textContent).toBe('0 selected');
    // Reset clears what is selected.
    await user.click(screen.getByRole('checkbox', { name: 'Select the message to Customer 1' }));
    await user.click(screen.getByTestId('messages-reset'));
    expect(screen.getByTestId('messages-selected').textContent).toBe('0 selected');

    await user.click(screen.getByRole('checkbox', { name: 'Select the message to Customer 2' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select the message to Customer 3' }));
    await user.click(screen.getByTestId('messages-resend'));
    await waitFor(() => expect(requests.some((r) => r.method === 'POST')).toBe(true));
    const post = requests.find((r) => r.method === 'POST');
    expect(((post?.body ?? { ids: [] }) as { ids: string[] }).ids.sort()).toEqual(
      [items[1]?.id, items[2]?.id].sort(),
    );
    await waitFor(() => expect(screen.getByTestId('messages-selected').textContent).toBe('0 selected'));
  });

  it('asks the server for one status when filtered', async () => {
    const requests = stubServer(
      on('GET', base, (url) => ({
        body:
          url.searchParams.get('status') === 'failed' ? { items: [items[1]], total: 1 } : { items, total: 3 },
      })),
    );
    const user = userEvent.setup();
    renderWithApp(<MessagesPage />);
    expect(await screen.findAllByTestId('message-row')).toHaveLength(3);
    await user.selectOptions(screen.getByTestId('messages-status'), messages.statuses.failed);
    await waitFor(() => expect(screen.getAllByTestId('message-row')).toHaveLength(1));
    expect(requests.at(-1)?.url.searchParams.get('status')).toBe('failed');
  });
});
