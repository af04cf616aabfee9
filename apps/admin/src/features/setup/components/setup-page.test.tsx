import type { SessionShop, ShopResponse } from '@salon/domain';
import setup from '@salon/i18n/locales/en/setup.json' with { type: 'json' };
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { CurrentShopProvider } from '../../../lib/current-shop.tsx';
import { SignedInSessionProvider } from '../../../lib/signed-in-session.tsx';
import { errorUnder, on, renderWithApp, stubServer, validationError } from '../../../test/render.tsx';
import { SetupPage } from './setup-page.tsx';

const SHOP = '00000000-0000-4000-8000-000000000001';
const STYLIST = '00000000-0000-4000-8000-000000000002';
const base = `/api/admin/shops/${SHOP}`;

const shop = (live: boolean): ShopResponse => ({
  id: SHOP,
  name: 'Hair by Anna',
  subdomain: 'hair-by-anna',
  address: null,
  phone: null,
  email: null,
  timeZone: 'Europe/Berlin',
  locale: 'en',
  country: 'DE',
  brandColor: null,
  logoUrl: null,
  legalName: null,
  taxId: null,
  serviceTaxRateBps: 1900,
  live,
  bookingPath: '/book/hair-by-anna',
  createdAt: '2026-11-20T10:00:00.000Z',
});
const membership = (role: SessionShop['role']): SessionShop => ({
  id: SHOP,
  name: 'Hair by Anna',
  subdomain: 'hair-by-anna',
  timeZone: 'Europe/Berlin',
  role,
  readOnly: false,
  roles: [role],
});
const stylist = {
  id: STYLIST,
  name: 'Anna',
  color: { index: 0, main: '#000000', light: '#eeeeee' },
  bookableOnline: true,
  active: true,
  userId: null,
  displayOrder: 0,
};
const service = {
  id: '00000000-0000-4000-8000-000000000003',
  name: 'Cut',
  description: null,
  categoryId: null,
  durationMinutes: 30,
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 0,
  price: { amount: 3000, currency: 'EUR' },
  paymentPolicy: null,
  bookableOnline: true,
  active: true,
  displayOrder: 0,
  stylists: [{ stylistId: STYLIST, durationMinutes: null, priceAmount: null }],
};
const rules = {
  timeZone: 'Europe/Berlin',
  slotStepMinutes: 15,
  minNoticeMinutes: 120,
  maxAdvanceDays: 90,
  changeWindowMinutes: 1440,
  requiresApproval: false,
  allowGuests: true,
  currency: 'EUR',
};
const weekdays = {
  days: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, intervals: [{ start: '09:00', end: '18:00' }] })),
};

/** What the server has of the salon: published or not, with or without team, hours and menu. */
function salon(
  {
    live = false,
    team = false,
    menu = false,
    hours,
  }: Partial<Record<'live' | 'team' | 'menu' | 'hours', boolean>> = {},
  ...routes: ReturnType<typeof on>[]
) {
  const list = <T,>(items: T[]) => ({ body: { items, total: items.length } });
  return stubServer(
    on('GET', base, { body: shop(live) }),
    on('GET', `${base}/services`, list(menu ? [service] : [])),
    on('GET', `${base}/stylists`, list(team ? [stylist] : [])),
    on('GET', `${base}/stylists/${STYLIST}/hours`, { body: (hours ?? team) ? weekdays : { days: [] } }),
    on('GET', `${base}/rules`, { body: rules }),
    ...routes,
    on('GET', `${base}/readiness`, {
      body: readinessOf({ team, menu, hours: hours ?? team }),
    }),
  );
}

/** What the server's readiness check answers for such a salon. */
function readinessOf({ team, menu, hours }: { team: boolean; menu: boolean; hours: boolean }) {
  const missing = [...(menu ? [] : ['service']), ...(team ? (hours ? [] : ['hours']) : ['stylist'])];
  return { ready: missing.length === 0, missing };
}

function Address() {
  const location = useLocation();
  return <output data-testid="address">{`${location.pathname}${location.search}`}</output>;
}

function openSetup(path: string, role: SessionShop['role'] = 'ROLE_SHOP_ADMIN') {
  localStorage.setItem('shopId', SHOP);
  const session = {
    user: {
      id: '00000000-0000-4000-8000-000000000009',
      email: 'anna@example.com',
      name: 'Anna',
      locale: 'en' as const,
      roles: [role],
    },
    shops: [membership(role)],
  };
  renderWithApp(
    <MemoryRouter initialEntries={[path]}>
      <SignedInSessionProvider session={session}>
        <CurrentShopProvider shops={session.shops}>
          <SetupPage />
          <Address />
        </CurrentShopProvider>
      </SignedInSessionProvider>
    </MemoryRouter>,
  );
}

const address = () => screen.getByTestId('address').textContent;

describe('opening the setup of the current salon', () => {
  afterEach(() => localStorage.clear());

  it('a salon without hours, menu or team resumes at the config step', async () => {
    salon();
    openSetup('/setup');
    await waitFor(() => expect(address()).toBe(`/setup?shop=${SHOP}&step=2`));
    expect(await screen.findByRole('heading', { name: setup.config.title })).toBeDefined();
  });

  it('a team with hours but no menu still resumes at the config step', async () => {
    salon({ team: true });
    openSetup('/setup');
    await waitFor(() => expect(address()).toBe(`/setup?shop=${SHOP}&step=2`));
  });

  it('a configured salon resumes at publishing, with a preview of its booking page', async () => {
    salon({ team: true, menu: true });
    openSetup('/setup');
    await waitFor(() => expect(address()).toBe(`/setup?shop=${SHOP}&step=3`));
    expect(await screen.findByTestId('publish')).toBeDefined();
    const preview = await screen.findByTestId('preview-booking-page');
    expect(preview.getAttribute('href')).toBe('/book/hair-by-anna?preview=1');
    expect(preview.getAttribute('target')).toBe('_blank');
  });

  it('"Add a salon" starts a new one and does not ask about the current salon', async () => {
    const requests = salon();
    openSetup('/setup?new=1');
    expect(await screen.findByRole('heading', { name: setup.subdomain.title })).toBeDefined();
    expect(address()).toBe('/setup?new=1');
    expect(requests.some((request) => request.url.pathname.startsWith(base))).toBe(false);
  });

  it('staff of a salon they do not own start a salon of their own', async () => {
    const requests = salon();
    openSetup('/setup', 'ROLE_STAFF');
    expect(await screen.findByRole('heading', { name: setup.subdomain.title })).toBeDefined();
    expect(address()).toBe('/setup');
    expect(requests.some((request) => request.url.pathname.startsWith(base))).toBe(false);
  });
});

describe('the salon details of the config step', () => {
  afterEach(() => localStorage.clear());

  // One change per field: the step is large, typing key by key is slow.
  const set = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

  async function openConfig(...routes: ReturnType<typeof on>[]) {
    const requests = salon({}, ...routes);
    openSetup(`/setup?shop=${SHOP}&step=2`);
    const user = userEvent.setup({ delay: null });
    const name = await screen.findByTestId('config-name');
    set(screen.getByTestId('service-name-0'), 'Cut');
    set(screen.getByTestId('service-price-0'), '30');
    return {
      user,
      name,
      phone: screen.getByTestId('config-phone'),
      save: () => user.click(screen.getByTestId('save-config')),
      writes: () => requests.filter((r) => r.method !== 'GET'),
    };
  }

  // The message shows a mobile number of the salon's country (Germany) as it is dialled there.
  const phoneInvalid = setup.validation.phoneInvalid.replace('{{example}}', '01512 3456789');

  it("refuses what the domain's schema refuses, in words under each field, and saves nothing", async () => {
    const { name, phone, save, writes } = await openConfig();
    set(name, '');
    set(phone, '030 12');
    await save();
    await waitFor(() => expect(errorUnder(name)).toBe(setup.validation.salonNameRequired));
    expect(errorUnder(phone)).toBe(phoneInvalid);
    expect(errorUnder(screen.getByTestId('service-name-0'))).toBeNull();
    expect(writes()).toEqual([]);
  });

  it('takes the salon’s phone as it is dialled in its country and saves it in E.164', async () => {
    const { phone, save, writes } = await openConfig();
    expect((phone as HTMLInputElement).placeholder).toBe('01512 3456789');
    set(phone, '030 1234567');
    await save();
    await waitFor(() =>
      expect(writes().map((r) => r.body)).toContainEqual(expect.objectContaining({ phone: '+49301234567' })),
    );
    expect(errorUnder(phone)).toBeNull();
  });

  it('asks for the standard tax rate, its country’s to begin with, and refuses none', async () => {
    const { save, writes } = await openConfig();
    const rate = screen.getByTestId('config-tax-rate') as HTMLInputElement;
    expect(rate.value).toBe('19 %');
    set(rate, '');
    await save();
    await waitFor(() => expect(errorUnder(rate)).toBe(setup.validation.taxRate));
    expect(writes()).toEqual([]);
  });

  it("puts the server's field error under its field, in the person's language", async () => {
    const { phone, save, writes } = await openConfig(
      on('PATCH', base, validationError({ path: 'body.phone', message: 'Must be an international number' })),
    );
    set(phone, '+49 30 12');
    await save();
    await waitFor(() => expect(errorUnder(phone)).toBe(phoneInvalid));
    expect(writes()).toEqual([]);

    set(phone, '+49 30 1234567');
    await waitFor(() => expect(errorUnder(phone)).toBeNull());
    await save();
    await waitFor(() => expect(errorUnder(phone)).toBe(phoneInvalid));
    expect(writes().map((r) => r.body)).toEqual([
      {
        name: 'Hair by Anna',
        address: null,
        phone: '+49301234567',
        timeZone: 'Europe/Berlin',
        country: 'DE',
        serviceTaxRateBps: 1900,
        locale: 'en',
      },
    ]);
    expect(screen.queryByText(/international number/)).toBeNull();
  });
});

describe('publishing', () => {
  afterEach(() => localStorage.clear());

  it('says what the page still lacks, and leads to the step that adds it', async () => {
    salon({ team: true, hours: false });
    openSetup(`/setup?shop=${SHOP}&step=3`);
    const list = await screen.findByTestId('incomplete');
    expect(list.textContent).toContain(setup.goLive.missingTitle);
    expect(screen.getByTestId('missing-service').textContent).toContain(setup.goLive.missing.service);
    expect(screen.getByTestId('missing-hours').textContent).toContain(setup.goLive.missing.hours);
    expect(screen.queryByTestId('missing-stylist')).toBeNull();
    expect((screen.getByTestId('publish') as HTMLButtonElement).disabled).toBe(true);

    await userEvent.click(screen.getByTestId('fix-hours'));
    await waitFor(() => expect(address()).toBe(`/setup?shop=${SHOP}&step=2`));
  });

  it('lists what the server names when it refuses to publish', async () => {
    const requests = salon(
      { team: true, menu: true },
      on('GET', `${base}/readiness`, { body: { ready: true, missing: [] } }),
      on('POST', `${base}/go-live`, {
        status: 409,
        body: {
          error: {
            code: 'ShopNotReady',
            message: 'The booking page cannot take bookings yet',
            details: { missing: ['stylistForService'] },
          },
        },
      }),
    );
    openSetup(`/setup?shop=${SHOP}&step=3`);
    const publish = await screen.findByTestId('publish');
    await waitFor(() => expect((publish as HTMLButtonElement).disabled).toBe(false));
    await userEvent.click(publish);
    expect((await screen.findByTestId('missing-stylistForService')).textContent).toContain(
      setup.goLive.missing.stylistForService,
    );
    expect(screen.getByTestId('fix-stylistForService').textContent).toBe(setup.goLive.fix.stylistForService);
    expect(requests.filter((r) => r.method === 'POST').map((r) => r.url.pathname)).toEqual([
      `${base}/go-live`,
    ]);
  });
});
