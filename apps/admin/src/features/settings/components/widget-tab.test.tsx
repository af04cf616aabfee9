import type { ShopResponse } from '@salon/domain';
import settings from '@salon/i18n/locales/en/settings.json' with { type: 'json' };
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { testRules } from '../../../test/fixtures.ts';
import { errorUnder, on, renderWithApp, stubServer } from '../../../test/render.tsx';
import { WidgetTab } from './widget-tab.tsx';

const SHOP = '00000000-0000-4000-8000-000000000001';
const shop: ShopResponse = {
  id: SHOP,
  name: 'Salon Berlin',
  subdomain: 'berlin',
  address: null,
  phone: null,
  email: null,
  timeZone: 'Europe/Berlin',
  locale: 'de',
  country: 'DE',
  brandColor: '#862e9c',
  logoUrl: null,
  legalName: null,
  taxId: null,
  serviceTaxRateBps: 1900,
  live: true,
  bookingPath: '/s/berlin',
  createdAt: '2026-11-20T10:00:00.000Z',
};
const rules = testRules;

describe('the widget tab of the settings', () => {
  it('keeps a colour typed as a word and says how to write one, instead of dropping it', async () => {
    const requests = stubServer(
      on('GET', `/api/admin/shops/${SHOP}`, { body: shop }),
      on('GET', `/api/admin/shops/${SHOP}/rules`, { body: rules }),
    );
    const user = userEvent.setup();
    renderWithApp(<WidgetTab shopId={SHOP} />);
    const colour = await screen.findByTestId('widget-color');
    await user.clear(colour);
    await user.type(colour, 'purple');
    await user.tab();
    expect(colour).toHaveProperty('value', 'purple');
    await user.click(screen.getByTestId('widget-save'));
    expect(errorUnder(colour)).toBe(settings.widget.invalid.brandColor);
    expect(requests.filter((r) => r.method !== 'GET')).toHaveLength(0);
  });
});
