import type { NotificationListResponse, NotificationResponse } from '@salon/domain';
import admin from '@salon/i18n/locales/en/admin.json' with { type: 'json' };
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { on, renderWithApp, stubServer, testShop } from '../../../test/render.tsx';
import { NotificationPanel } from './notification-panel.tsx';

const base = `/api/admin/shops/${testShop.id}/notifications`;

const note = (over: Partial<NotificationResponse> & { id: string }): NotificationResponse => ({
  type: 'ShopReceiveNewAppointment',
  appointmentId: '00000000-0000-4000-8000-0000000000aa',
  appointmentStatus: 'pending',
  source: 'online',
  state: 'RECEIVED',
  createdAt: '2026-11-23T07:00:00.000Z',
  readAt: null,
  ...over,
  data: {
    customerName: 'Olga Berg',
    // 23:30 UTC is already the next day in Berlin: the link and the time must say the 25th.
    start: '2026-11-24T23:30:00.000Z',
    timeZone: 'Europe/Berlin',
    services: ['Cut'],
    stylists: ['Ana'],
    reason: null,
    previousStart: null,
    ...over.data,
  },
});

const list = (items: NotificationResponse[]): NotificationListResponse => ({
  items,
  total: items.length,
  unread: items.filter((n) => n.state === 'RECEIVED').length,
  nextCursor: null,
});

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

function show(items: NotificationResponse[], ...routes: Parameters<typeof stubServer>) {
  const requests = stubServer(
    ...routes,
    on('GET', base, (url) => {
      const source = url.searchParams.get('source');
      return { body: list(items.filter((n) => source === 'all' || n.source === source)) };
    }),
  );
  let closed = 0;
  renderWithApp(
    <MemoryRouter>
      <Routes>
        <Route
          path="*"
          element={
            <>
              <NotificationPanel shop={testShop} onClose={() => (closed += 1)} />
              <Where />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
  return { requests, user: userEvent.setup(), closed: () => closed };
}

describe('the bell’s list', () => {
  it('groups by type under translated headings, says who, what and when in the salon’s time zone', async () => {
    show([
      note({ id: '00000000-0000-4000-8000-000000000001' }),
      note({
        id: '00000000-0000-4000-8000-000000000002',
        type: 'ShopReceiveCancelAppointment',
        source: 'google',
        state: 'READ',
        data: { customerName: 'Gus', reason: 'Sick' } as NotificationResponse['data'],
      }),
      note({
        id: '00000000-0000-4000-8000-000000000003',
        type: 'ShopReceiveNewRequestAppointment',
        data: { customerName: null } as NotificationResponse['data'],
      }),
    ]);
    const listed = await screen.findByTestId('notification-list');
    const headings = within(listed)
      .getAllByText(/./, { selector: '[id^="bell-group-"]' })
      .map((h) => h.textContent);
    expect(headings).toEqual([
      admin.bell.groups.ShopReceiveNewRequestAppointment,
      admin.bell.groups.ShopReceiveNewAppointment,
      admin.bell.groups.ShopReceiveCancelAppointment,
    ]);
    const items = within(listed).getAllByTestId('notification-item');
    expect(items.map((i) => i.getAttribute('data-state'))).toEqual(['RECEIVED', 'RECEIVED', 'READ']);
    expect(items[0]?.textContent).toContain(admin.bell.item.someone);
    expect(items[1]?.textContent).toContain('Olga Berg');
    expect(items[1]?.textContent).toContain('Wed, Nov 25');
    expect(items[1]?.textContent).toContain('12:30 AM');
    expect(items[1]?.textContent).toContain('Cut with Ana');
    expect(items[2]?.textContent).toContain('Reason: Sick');
    expect(items[1]?.getAttribute('href')).toBe(
      '/calendar?date=2026-11-25&appointment=00000000-0000-4000-8000-0000000000aa',
    );
  });

  it('marks an item read when it is opened, and leads to the appointment', async () => {
    const { requests, user, closed } = show(
      [note({ id: '00000000-0000-4000-8000-000000000001' })],
      on('POST', `${base}/00000000-0000-4000-8000-000000000001/read`, { body: {} }),
    );
    await user.click(await screen.findByTestId('notification-item'));
    await waitFor(() =>
      expect(requests.some((r) => r.method === 'POST' && r.url.pathname.endsWith('/read'))).toBe(true),
    );
    expect(screen.getByTestId('where').textContent).toBe(
      '/calendar?date=2026-11-25&appointment=00000000-0000-4000-8000-0000000000aa',
    );
    expect(closed()).toBe(1);
  });

  it('filters by source and marks everything read at once', async () => {
    const { requests, user } = show(
      [
        note({ id: '00000000-0000-4000-8000-000000000001' }),
        note({
          id: '00000000-0000-4000-8000-000000000002',
          source: 'google',
          data: { customerName: 'Gus' } as never,
        }),
      ],
      on('POST', `${base}/read-all`, { body: { updated: 2, unread: 0 } }),
    );
    await screen.findByTestId('notification-list');
    expect(screen.getAllByTestId('notification-item')).toHaveLength(2);
    await user.click(screen.getByText(admin.bell.filter.google));
    await waitFor(() => expect(screen.getAllByTestId('notification-item')).toHaveLength(1));
    expect(screen.getByTestId('notification-item').textContent).toContain('Gus');
    expect(requests.some((r) => r.url.searchParams.get('source') === 'google')).toBe(true);

    await user.click(screen.getByRole('button', { name: admin.bell.markAllRead }));
    await waitFor(() => expect(requests.some((r) => r.url.pathname === `${base}/read-all`)).toBe(true));
  });

  it('lists a request under “Requests to accept” only while its appointment awaits an answer', async () => {
    const request = (
      id: string,
      customerName: string,
      appointmentStatus: NotificationResponse['appointmentStatus'],
    ) =>
      note({
        id,
        type: 'ShopReceiveNewRequestAppointment',
        appointmentStatus,
        data: { customerName } as NotificationResponse['data'],
      });
    show([
      request('00000000-0000-4000-8000-000000000001', 'Olga', 'pending'),
      request('00000000-0000-4000-8000-000000000002', 'Ada', 'confirmed'),
      request('00000000-0000-4000-8000-000000000003', 'Dora', 'declined'),
      request('00000000-0000-4000-8000-000000000004', 'Cleo', 'cancelled'),
    ]);
    const listed = await screen.findByTestId('notification-list');
    const group = (heading: string) => {
      const title = within(listed).getByText(heading, { selector: '[id^="bell-group-"]' });
      return within(title.closest('section') as HTMLElement)
        .getAllByTestId('notification-item')
        .map((item) => item.textContent);
    };
    const toAccept = group(admin.bell.groups.ShopReceiveNewRequestAppointment);
    expect(toAccept).toHaveLength(1);
    expect(toAccept[0]).toContain('Olga');
    const answered = group(admin.bell.groups.answeredRequests);
    expect(answered).toHaveLength(3);
    expect(answered[0]).toContain('Ada');
    expect(answered[0]).toContain(admin.bell.answers.accepted);
    expect(answered[1]).toContain(admin.bell.answers.declined);
    expect(answered[2]).toContain(admin.bell.answers.cancelled);
  });

  it('says so when there is nothing yet', async () => {
    show([]);
    expect(await screen.findByText(admin.bell.empty)).toBeDefined();
    expect(screen.getByRole('button', { name: admin.bell.markAllRead })).toHaveProperty('disabled', true);
  });
});
