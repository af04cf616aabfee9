/** Where the widget is: `/book/:subdomain` or a manage link, and how it is shown. */

export type EmbedMode = 'none' | 'inline' | 'popup';

/**
 * What a "Book again" link asks for: `?services=<id>,<id>&stylist=<id|any>`. Only well-formed ids
 * are kept; whether the shop knows them is for the booking flow to judge.
 */
export interface Preselection {
  services: string[];
  /** A stylist's id, `any`, or null when the link names none. */
  stylist: string | null;
}

export type Route =
  | {
      kind: 'book';
      subdomain: string;
      /**
       * The salon's booking link (`/b/:alias`) the page was opened through, sent with the booking:
       * the server looks it up and decides what the booking counts as (Google or the page).
       */
      link: string | null;
      embed: EmbedMode;
      preview: boolean;
      /** Null unless the link names services. */
      preselect: Preselection | null;
    }
  /** `subdomain` is null for links from before manage links named their salon. */
  | { kind: 'manage'; token: string; subdomain: string | null; embed: EmbedMode }
  /** `/book/:subdomain/preferences/:token`: the link in every mail to the customer's mail choices. */
  | { kind: 'preferences'; token: string; subdomain: string; embed: EmbedMode }
  /** `/book/:subdomain/review/:token`: the link in the review request mail. */
  | { kind: 'review'; token: string; subdomain: string; embed: EmbedMode }
  | { kind: 'none'; embed: EmbedMode };

export const BASE = '/book/';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The services and stylist a link asks for; anything that is no id is dropped without a word. */
export function parsePreselection(query: URLSearchParams): Preselection | null {
  const services = [
    ...new Set(
      (query.get('services') ?? '')
        .split(',')
        .map((id) => id.trim().toLowerCase())
        .filter((id) => UUID.test(id)),
    ),
  ];
  if (services.length === 0) return null;
  const stylist = query.get('stylist')?.trim().toLowerCase() ?? '';
  return { services, stylist: stylist === 'any' || UUID.test(stylist) ? stylist : null };
}

// A link's name as the salon can choose one; anything else is no link of any salon.
const ALIAS = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const linkOf = (query: URLSearchParams) => {
  const name = query.get('link')?.trim().toLowerCase() ?? '';
  return ALIAS.test(name) ? name : null;
};

export function parseRoute(pathname: string, search: string): Route {
  const query = new URLSearchParams(search);
  const embedParam = query.get('embed');
  const embed: EmbedMode = embedParam === 'popup' ? 'popup' : embedParam ? 'inline' : 'none';
  const rest = pathname.startsWith(BASE) ? pathname.slice(BASE.length) : '';
  const parts = rest.split('/').filter(Boolean).map(decodeURIComponent);
  // `/book/:subdomain/manage/:token`, and `/book/manage/:token` from older links. A cut-off token
  // still opens the manage page, which says the link is not valid and leads to the salon.
  if (parts.length === 3 && parts[0] && parts[1] === 'manage' && parts[2])
    return { kind: 'manage', token: parts[2], subdomain: parts[0].toLowerCase(), embed };
  if ((parts.length === 2 || parts.length === 3) && parts[0] && parts[1] === 'preferences')
    return { kind: 'preferences', token: parts[2] ?? '', subdomain: parts[0].toLowerCase(), embed };
  if ((parts.length === 2 || parts.length === 3) && parts[0] && parts[1] === 'review')
    return { kind: 'review', token: parts[2] ?? '', subdomain: parts[0].toLowerCase(), embed };
  if (parts.length === 2 && parts[0] && parts[1] === 'manage')
    return { kind: 'manage', token: '', subdomain: parts[0].toLowerCase(), embed };
  if (parts[0] === 'manage' && parts.length === 2 && parts[1])
    return { kind: 'manage', token: parts[1], subdomain: null, embed };
  if (parts.length === 1 && parts[0]) {
    const preview = query.get('preview');
    return {
      kind: 'book',
      subdomain: parts[0].toLowerCase(),
      link: linkOf(query),
      embed,
      preview: preview === '1' || preview === 'true',
      preselect: parsePreselection(query),
    };
  }
  return { kind: 'none', embed };
}

export const bookPath = (subdomain: string) => `${BASE}${encodeURIComponent(subdomain)}`;
export const managePath = (subdomain: string, token: string) =>
  `${bookPath(subdomain)}/manage/${encodeURIComponent(token)}`;
/** The calendar file, written in the language the page shows. */
export const calendarPath = (token: string, lang?: string) =>
  `/api/public/bookings/${encodeURIComponent(token)}/calendar.ics${lang ? `?lang=${lang}` : ''}`;

/** The customer site, where a signed-in customer sees every booking. */
export const ACCOUNT_PATH = '/account/';

/**
 * Where the manage page leads back to (`?return=`, set by the customer site): only a path of the
 * customer site on this origin, never another site.
 */
export function accountReturnPath(search: string): string | null {
  const value = new URLSearchParams(search).get('return');
  if (!value?.startsWith(ACCOUNT_PATH) || value.includes('\\')) return null;
  try {
    const url = new URL(value, 'http://widget.invalid');
    return url.origin === 'http://widget.invalid' && url.pathname.startsWith(ACCOUNT_PATH)
      ? `${url.pathname}${url.search}`
      : null;
  } catch {
    return null;
  }
}
