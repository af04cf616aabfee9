import transliterate from '@sindresorhus/transliterate';

export const SUBDOMAIN_MAX_LENGTH = 63;

/** Names that route to the product itself or invite phishing, never given to a shop. */
export const reservedSubdomains: ReadonlySet<string> = new Set([
  'admin',
  'api',
  'app',
  'apps',
  'account',
  'accounts',
  'assets',
  'auth',
  'billing',
  'blog',
  'book',
  'booking',
  'cdn',
  'dashboard',
  'dev',
  'docs',
  'email',
  'embed',
  'ftp',
  'help',
  'imap',
  'login',
  'mail',
  'my',
  'ns1',
  'ns2',
  'platform',
  'pop',
  'pop3',
  'portal',
  'root',
  'secure',
  'shop',
  'shops',
  'signin',
  'signup',
  'smtp',
  'static',
  'staging',
  'status',
  'support',
  'test',
  'www',
]);

const LABEL = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;

export type SubdomainProblem = 'empty' | 'tooLong' | 'invalidCharacters' | 'hyphenAtEdge' | 'reserved';

/** DNS label rules: 1–63 lower-case letters, digits and inner hyphens; reserved names refused. */
export function subdomainProblem(name: string): SubdomainProblem | null {
  if (name.length === 0) return 'empty';
  if (name.length > SUBDOMAIN_MAX_LENGTH) return 'tooLong';
  if (!/^[a-z0-9-]+$/.test(name)) return 'invalidCharacters';
  if (!LABEL.test(name)) return 'hyphenAtEdge';
  if (reservedSubdomains.has(name)) return 'reserved';
  return null;
}

/**
 * Turns what a person typed ("Süß Café & Co.") into the nearest valid label ("suess-cafe-co"):
 * letters spelt the way their language writes them in Latin letters (German umlauts and ß as
 * ae, oe, ue, ss, other accents dropped, Cyrillic and Greek romanised), special characters and
 * spaces become hyphens, hyphens collapsed and trimmed.
 */
export function cleanSubdomain(input: string): string {
  // Composed first: the transliteration table knows "ü", not "u" followed by a combining mark.
  return transliterate(input.normalize('NFC'))
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+/, '')
    .slice(0, SUBDOMAIN_MAX_LENGTH)
    .replace(/-+$/, '');
}
