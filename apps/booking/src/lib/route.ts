/** Where the widget is: `/book/:subdomain` or `/book/manage/:token`, and how it is shown. */

export type EmbedMode = 'none' | 'inline' | 'popup';

export type Route =
  | { kind: 'book'; subdomain: string; source: 'online' | 'google'; embed: EmbedMode }
  | { kind: 'manage'; token: string; embed: EmbedMode }
  | { kind: 'none'; embed: EmbedMode };

export const BASE = '/book/';

export function parseRoute(pathname: string, search: string): Route {
  const query = new URLSearchParams(search);
  const embedParam = query.get('embed');
  const embed: EmbedMode = embedParam === 'popup' ? 'popup' : embedParam ? 'inline' : 'none';
  const rest = pathname.startsWith(BASE) ? pathname.slice(BASE.length) : '';
  const parts = rest.split('/').filter(Boolean).map(decodeURIComponent);
  if (parts[0] === 'manage' && parts.length === 2 && parts[1])
    return { kind: 'manage', token: parts[1], embed };
  if (parts.length === 1 && parts[0]) {
    return {
      kind: 'book',
      subdomain: parts[0].toLowerCase(),
      source: query.get('source') === 'google' ? 'google' : 'online',
      embed,
    };
  }
  return { kind: 'none', embed };
}

export const bookPath = (subdomain: string) => `${BASE}${encodeURIComponent(subdomain)}`;
export const managePath = (token: string) => `${BASE}manage/${encodeURIComponent(token)}`;
export const calendarPath = (token: string) =>
  `/api/public/bookings/${encodeURIComponent(token)}/calendar.ics`;
