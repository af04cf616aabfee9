import admin from '@salon/i18n/locales/en/admin.json' with { type: 'json' };
import { IconSettings, IconUsers } from '@tabler/icons-react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { on, renderWithApp, stubServer } from '../../../test/render.tsx';
import { GlobalSearch } from './global-search.tsx';

const SHOP = '00000000-0000-4000-8000-000000000001';
const nothing = admin.shell.search.nothing;
const pages = [
  { key: 'customers', to: '/customers', label: 'Customers', icon: IconUsers },
  { key: 'settings', to: '/settings', label: 'Settings', icon: IconSettings },
];
const petra = {
  id: '00000000-0000-4000-8000-000000000005',
  name: 'Petra Plan',
  email: 'petra@example.com',
  phone: '+49301234567',
};

async function openSearch() {
  const requests = stubServer(
    on('GET', `/api/admin/shops/${SHOP}/search`, (url) => ({
      body: { customers: url.searchParams.get('q') === 'petr' ? [petra] : [], appointments: [] },
    })),
  );
  renderWithApp(
    <MemoryRouter>
      <GlobalSearch
        pages={pages}
        shop={{ id: SHOP, timeZone: 'Europe/Berlin', country: 'DE' }}
        canSearchRecords
        canOpenCustomers
        wide
      />
    </MemoryRouter>,
  );
  const user = userEvent.setup();
  await user.click(screen.getByTestId('global-search'));
  const input = await screen.findByTestId('global-search-input');
  return { requests, user, input };
}

const answered = (requests: { url: URL }[], q: string) =>
  waitFor(() => expect(requests.some((r) => r.url.searchParams.get('q') === q)).toBe(true));
const loading = () => screen.queryByLabelText(admin.loading);

describe('the global search', () => {
  it('shows a customer found without "Nothing found" under it', async () => {
    const { requests, user, input } = await openSearch();
    await user.type(input, 'petr');
    const found = await screen.findByTestId(`search-result-customer-${petra.id}`);
    // The phone as it is dialled in the salon's country, to tell namesakes apart.
    expect(found.textContent).toContain('petra@example.com · 030 1234567');
    await answered(requests, 'petr');
    await waitFor(() => expect(loading()).toBeNull());
    expect(screen.queryByText(nothing)).toBeNull();
  });

  it('shows a page found by its name without "Nothing found", also once the server found no record', async () => {
    const { requests, user, input } = await openSearch();
    await user.type(input, 'sett');
    expect(await screen.findByTestId('search-result-page-settings')).toBeDefined();
    await answered(requests, 'sett');
    await waitFor(() => expect(loading()).toBeNull());
    expect(screen.queryByText(nothing)).toBeNull();
  });

  it('says "Nothing found" only after the search, not while it loads', async () => {
    const { user, input } = await openSearch();
    await user.type(input, 'qxz');
    expect(screen.queryByText(nothing)).toBeNull();
    expect(await screen.findByText(nothing)).toBeDefined();
    expect(loading()).toBeNull();
  });

  it('asks for more letters instead of saying "Nothing found" after one letter', async () => {
    const { user, input } = await openSearch();
    await user.type(input, 'q');
    expect(await screen.findByText(admin.shell.search.typeMore)).toBeDefined();
    expect(screen.queryByText(nothing)).toBeNull();
  });
});
