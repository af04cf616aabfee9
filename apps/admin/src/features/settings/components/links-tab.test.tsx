import settings from '@salon/i18n/locales/en/settings.json' with { type: 'json' };
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorUnder, on, renderWithApp, stubServer, testShop } from '../../../test/render.tsx';
import { LinksTab } from './links-tab.tsx';

const base = `/api/admin/shops/${testShop.id}`;
const l = settings.links;
const origin = window.location.origin;

function open() {
  const requests = stubServer(
    on('GET', base, { body: { id: testShop.id, live: true } }),
    on('GET', `${base}/aliases`, { body: { items: [], total: 0 } }),
    on('POST', `${base}/aliases`, (_url, body) => {
      const { alias, kind } = body as { alias: string; kind: string };
      return {
        status: 201,
        body: { id: '00000000-0000-4000-8000-0000000000aa', alias, kind, path: `/b/${alias}` },
      };
    }),
  );
  renderWithApp(<LinksTab shopId={testShop.id} />);
  return requests;
}

const field = () => screen.getByTestId('link-alias');
const preview = () => screen.getByTestId('link-preview').textContent;
// One change per value: what a paste or autofill gives the field, typed capitals included.
const set = (value: string) => fireEvent.change(field(), { target: { value } });

describe('the preview of a new booking link', () => {
  it('shows the rules, not an address, while the name is empty', async () => {
    open();
    await screen.findByTestId('link-form');
    expect(preview()).toBe(l.aliasRules);
    expect(preview()).not.toContain('/b/');
    expect(errorUnder(field())).toBeNull();
  });

  it('shows the link exactly as it will be saved', async () => {
    const requests = open();
    await screen.findByTestId('link-form');
    set('  Summer-Offer ');
    expect(preview()).toBe(l.aliasHint.replace('{{url}}', `${origin}/b/summer-offer`));
    expect(errorUnder(field())).toBeNull();
    await userEvent.setup().click(screen.getByTestId('link-add'));
    await waitFor(() => expect(requests.some((r) => r.method === 'POST')).toBe(true));
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({ alias: 'summer-offer', kind: 'own' });
  });

  it.each([
    ['a space', 'summer offer'],
    ['a leading hyphen', '-summer'],
    ['a trailing hyphen', 'summer-'],
    ['an accent', 'été'],
    ['more than 63 characters', 'a'.repeat(64)],
  ])('says what is wrong instead of an address for a name with %s', async (_what, value) => {
    const requests = open();
    await screen.findByTestId('link-form');
    set(value);
    expect(preview()).toBe(l.aliasRules);
    expect(preview()).not.toContain('/b/');
    expect(errorUnder(field())).toBe(l.invalid.alias);
    await userEvent.setup().click(screen.getByTestId('link-add'));
    expect(errorUnder(field())).toBe(l.invalid.alias);
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
  });
});
