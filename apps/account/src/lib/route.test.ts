import { accountPageSlugs } from '@salon/domain/site-pages';
import { describe, expect, it } from 'vitest';
import { BASE, pages, parseRoute, pathOf, withReturn } from './route.ts';

describe('parseRoute', () => {
  it('reads each page of the site, with or without a trailing slash', () => {
    expect(parseRoute('/account/')).toEqual({ page: 'appointments', when: 'upcoming' });
    expect(parseRoute('/account')).toEqual({ page: 'appointments', when: 'upcoming' });
    expect(parseRoute('/account/', '?when=past')).toEqual({ page: 'appointments', when: 'past' });
    expect(parseRoute('/account/', '?when=nonsense')).toEqual({ page: 'appointments', when: 'upcoming' });
    expect(parseRoute('/account/points')).toEqual({ page: 'points' });
    expect(parseRoute('/account/notifications/')).toEqual({ page: 'notifications' });
    expect(parseRoute('/account/settings')).toEqual({ page: 'preferences' });
    expect(parseRoute('/account/profile')).toEqual({ page: 'profile' });
    expect(parseRoute('/account/privacy')).toEqual({ page: 'privacy' });
  });

  it('has the pages the server knows (it answers 404 for any other address)', () => {
    const slugs = pages.map((page) => pathOf(page).slice(BASE.length));
    expect(slugs.sort()).toEqual([...accountPageSlugs].sort());
  });

  it('says when there is no such page', () => {
    expect(parseRoute('/account/nope')).toEqual({ page: 'notFound' });
    expect(parseRoute('/account/points/more')).toEqual({ page: 'notFound' });
    expect(parseRoute('/admin/')).toEqual({ page: 'notFound' });
  });

  it('gives every page an address that reads back as that page', () => {
    for (const page of [
      'appointments',
      'points',
      'notifications',
      'preferences',
      'profile',
      'privacy',
    ] as const)
      expect(parseRoute(pathOf(page)).page).toBe(page);
    const past = pathOf('appointments', { when: 'past' });
    expect(past).toBe('/account/?when=past');
    const [path, search] = past.split('?');
    expect(parseRoute(path ?? '', `?${search}`)).toEqual({ page: 'appointments', when: 'past' });
  });
});

describe('withReturn', () => {
  it('adds the way back to a manage link, keeping its own query and fragment', () => {
    expect(withReturn('/book/demo/manage/tok', '/account/')).toBe(
      '/book/demo/manage/tok?return=%2Faccount%2F',
    );
    expect(withReturn('/book/demo/manage/tok?embed=1', '/account/')).toBe(
      '/book/demo/manage/tok?embed=1&return=%2Faccount%2F',
    );
    expect(withReturn('https://demo.example/book/demo/manage/tok#top', '/account/?when=past')).toBe(
      'https://demo.example/book/demo/manage/tok?return=%2Faccount%2F%3Fwhen%3Dpast#top',
    );
  });
});
