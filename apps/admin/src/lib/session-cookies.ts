import { parse, serialize } from 'cookie';

/** The server's default COOKIE_PREFIX. */
const DEFAULT_PREFIX = 'salon_';
/** The session cookie the server always sets readable by scripts; its name carries the prefix. */
const USER_DATA = 'userData';
const YEAR_SECONDS = 365 * 24 * 60 * 60;

const readAll = (): Record<string, string | undefined> =>
  typeof document === 'undefined' ? {} : parse(document.cookie);

/**
 * The prefix of the session cookies: the one the server used for the signed-in user's
 * `<prefix>userData`, else the one configured for the build (COOKIE_PREFIX), else the server's
 * default.
 */
export function cookiePrefix(): string {
  const signedIn = Object.keys(readAll()).find((name) => name.endsWith(USER_DATA));
  if (signedIn !== undefined) return signedIn.slice(0, -USER_DATA.length);
  const built: unknown = import.meta.env.COOKIE_PREFIX;
  return typeof built === 'string' && /^[A-Za-z0-9_-]*$/.test(built) ? built : DEFAULT_PREFIX;
}

/** The shared parent domain of the session cookies (COOKIE_DOMAIN), when one is configured. */
export function cookieDomain(): string | undefined {
  const built: unknown = import.meta.env.COOKIE_DOMAIN;
  return typeof built === 'string' && built.trim() !== '' ? built.trim() : undefined;
}

/** One of the spec's session values that scripts may read, such as `tabSetting`; an emptied one is none. */
export function readSessionCookie(name: string): string | null {
  return readAll()[`${cookiePrefix()}${name}`] || null;
}

/** Stores a session value as the server stores its own: prefixed, path '/', on the parent domain. */
export function writeSessionCookie(name: string, value: string): void {
  const domain = cookieDomain();
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from some browsers we serve.
  document.cookie = serialize(`${cookiePrefix()}${name}`, value, {
    path: '/',
    sameSite: 'lax',
    maxAge: YEAR_SECONDS,
    secure: window.location.protocol === 'https:',
    ...(domain ? { domain } : {}),
  });
}
