/** Where the customer site is: one page per address under `/account/`. */

export const BASE = '/account/';

export const pages = [
  'appointments',
  'points',
  'notifications',
  'preferences',
  'profile',
  'privacy',
] as const;
export type Page = (typeof pages)[number];
export type When = 'upcoming' | 'past';

export type Route =
  | { page: 'appointments'; when: When }
  | { page: Exclude<Page, 'appointments'> }
  | { page: 'notFound' };

const slugOf: Record<Page, string> = {
  appointments: '',
  points: 'points',
  notifications: 'notifications',
  preferences: 'settings',
  profile: 'profile',
  privacy: 'privacy',
};
const pageOfSlug = new Map(pages.map((page) => [slugOf[page], page]));

export function parseRoute(pathname: string, search = ''): Route {
  if (`${pathname}/` === BASE) return { page: 'appointments', when: 'upcoming' };
  if (!pathname.startsWith(BASE)) return { page: 'notFound' };
  const slug = pathname.slice(BASE.length).replace(/\/+$/, '');
  const page = pageOfSlug.get(slug);
  if (!page) return { page: 'notFound' };
  if (page === 'appointments')
    return { page, when: new URLSearchParams(search).get('when') === 'past' ? 'past' : 'upcoming' };
  return { page };
}

/** The address of a page: `/account/`, `/account/points`, `/account/?when=past`. */
export function pathOf(page: Page, options: { when?: When } = {}): string {
  const path = `${BASE}${slugOf[page]}`;
  return page === 'appointments' && options.when === 'past' ? `${path}?when=past` : path;
}

/**
 * A link into the salon's widget that leads back here: the widget's manage page offers a way back
 * to the address in `?return=`.
 */
export function withReturn(url: string, back: string): string {
  const [path, hash] = url.split('#', 2);
  const joined = `${path}${path?.includes('?') ? '&' : '?'}return=${encodeURIComponent(back)}`;
  return hash === undefined ? joined : `${joined}#${hash}`;
}
