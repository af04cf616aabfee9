import { describe, expect, it } from 'vitest';
import { accountReturnPath, calendarPath, managePath, parseRoute } from './route.ts';

/** What a booking page's address asks to preselect. */
function preselectOf(search: string) {
  const route = parseRoute('/book/demo', search);
  return route.kind === 'book' ? route.preselect : undefined;
}

describe('parseRoute', () => {
  it('reads the shop, the booking link it came through and the embed mode', () => {
    expect(parseRoute('/book/Demo', '')).toEqual({
      kind: 'book',
      subdomain: 'demo',
      link: null,
      embed: 'none',
      preview: false,
      preselect: null,
    });
    expect(parseRoute('/book/demo', '?preview=1')).toMatchObject({ kind: 'book', preview: true });
    expect(parseRoute('/book/demo/', '?link=Spring-Flyer')).toMatchObject({ link: 'spring-flyer' });
    // The page claims no source of its own: the server decides what a link counts as.
    expect(parseRoute('/book/demo/', '?source=google')).toEqual(parseRoute('/book/demo', ''));
    expect(parseRoute('/book/demo', `?link=${'x'.repeat(64)}`)).toMatchObject({ link: null });
    expect(parseRoute('/book/demo', '?link=no%20spaces')).toMatchObject({ link: null });
    expect(parseRoute('/book/demo', '?embed=1')).toMatchObject({ embed: 'inline' });
    expect(parseRoute('/book/demo', '?embed=popup')).toMatchObject({ embed: 'popup' });
  });

  it('reads the services and the stylist a "Book again" link asks for', () => {
    const cut = '3f0c6a2e-8d7b-4c1e-9a55-0b7e2f9d1a01';
    const beard = '3F0C6A2E-8D7B-4C1E-9A55-0B7E2F9D1A02';
    const ana = '7b1d9e40-2c3a-4f6b-8e9d-5a4c3b2a1f00';
    expect(parseRoute('/book/demo', `?services=${cut},${beard}&stylist=${ana}`)).toMatchObject({
      kind: 'book',
      subdomain: 'demo',
      preselect: { services: [cut, beard.toLowerCase()], stylist: ana },
    });
    expect(preselectOf(`?services=${cut}&stylist=any`)).toEqual({
      services: [cut],
      stylist: 'any',
    });
    // Commas encoded, spaces and repeats: the same services once each; no stylist named, none asked for.
    expect(preselectOf(`?services=${cut}%2C%20${cut}`)).toEqual({
      services: [cut],
      stylist: null,
    });
    // What is no id is dropped silently; with no service left, the page opens as any other.
    expect(preselectOf(`?services=cut,${cut}&stylist=ana`)).toEqual({
      services: [cut],
      stylist: null,
    });
    expect(preselectOf(`?services=cut,,&stylist=${ana}`)).toBeNull();
    expect(preselectOf(`?stylist=${ana}`)).toBeNull();
    // Alongside the other parameters of a booking page.
    expect(parseRoute('/book/demo', `?embed=1&link=salon-google&services=${cut}`)).toMatchObject({
      embed: 'inline',
      link: 'salon-google',
      preselect: { services: [cut] },
    });
  });

  it('reads the manage link and refuses anything else', () => {
    expect(parseRoute('/book/manage/abc_DEF-123', '')).toEqual({
      kind: 'manage',
      token: 'abc_DEF-123',
      subdomain: null,
      embed: 'none',
    });
    expect(parseRoute('/book/Demo/manage/abc_DEF-123', '')).toEqual({
      kind: 'manage',
      token: 'abc_DEF-123',
      subdomain: 'demo',
      embed: 'none',
    });
    // A link cut off inside its token, or right after "manage/", still names the salon.
    expect(parseRoute('/book/demo/manage/abc', '')).toMatchObject({
      kind: 'manage',
      token: 'abc',
      subdomain: 'demo',
    });
    expect(parseRoute('/book/demo/manage/', '')).toMatchObject({
      kind: 'manage',
      token: '',
      subdomain: 'demo',
    });
    expect(parseRoute('/book/', '')).toMatchObject({ kind: 'none' });
    expect(parseRoute('/book/manage', '')).toMatchObject({ kind: 'book', subdomain: 'manage' });
    expect(parseRoute('/book/a/b/c', '')).toMatchObject({ kind: 'none' });
    expect(parseRoute('/admin/', '')).toMatchObject({ kind: 'none' });
  });

  it('reads the notification preferences link, a cut-off one too', () => {
    expect(parseRoute('/book/Demo/preferences/abc_DEF-123', '')).toEqual({
      kind: 'preferences',
      token: 'abc_DEF-123',
      subdomain: 'demo',
      embed: 'none',
    });
    expect(parseRoute('/book/demo/preferences/', '')).toMatchObject({ kind: 'preferences', token: '' });
  });

  it('reads the review link, a cut-off one too', () => {
    expect(parseRoute('/book/Demo/review/abc_DEF-123', '')).toEqual({
      kind: 'review',
      token: 'abc_DEF-123',
      subdomain: 'demo',
      embed: 'none',
    });
    expect(parseRoute('/book/demo/review/', '')).toMatchObject({ kind: 'review', token: '' });
  });

  it('builds the links it hands out', () => {
    expect(managePath('demo', 't0k3n')).toBe('/book/demo/manage/t0k3n');
    expect(calendarPath('t0k3n')).toBe('/api/public/bookings/t0k3n/calendar.ics');
    expect(calendarPath('t0k3n', 'de')).toBe('/api/public/bookings/t0k3n/calendar.ics?lang=de');
  });
});

describe('accountReturnPath', () => {
  it('leads back to a page of the customer site only', () => {
    expect(accountReturnPath('?return=%2Faccount%2F')).toBe('/account/');
    expect(accountReturnPath('?return=/account/?when=past')).toBe('/account/?when=past');
    expect(accountReturnPath('')).toBeNull();
    expect(accountReturnPath('?return=https%3A%2F%2Fevil.example%2Faccount%2F')).toBeNull();
    expect(accountReturnPath('?return=//evil.example/account/')).toBeNull();
    expect(accountReturnPath('?return=/account/../admin/')).toBeNull();
    expect(accountReturnPath('?return=/admin/')).toBeNull();
    expect(accountReturnPath('?return=/account\\@evil.example')).toBeNull();
  });
});
