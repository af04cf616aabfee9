/**
 * A salon's logo file: what is accepted and how its kind is read. The kind comes from the file's
 * first bytes, never from its name or the type a browser claims, so "logo.png" holding a page or
 * a script is refused. SVG is refused too: it is a document that can carry scripts and links, and
 * no sanitiser is run here. Zod-free and pure, so the admin app checks a file before sending it.
 */

/** At most 512 KB: a logo is shown 40–56 px high. */
export const LOGO_MAX_BYTES = 512 * 1024;

export const logoTypes = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type LogoType = (typeof logoTypes)[number];

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((byte, i) => bytes[at + i] === byte);

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** What the file is, by its signature: one of the accepted images, an SVG, or something else. */
function sniffLogo(bytes: Uint8Array): LogoType | 'image/svg+xml' | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  // An SVG is text: a byte-order mark, white space, an XML declaration or comments, then <svg.
  const head = new TextDecoder('utf-8', { fatal: false })
    .decode(bytes.subarray(0, 1024))
    .replace(/^\uFEFF/, '');
  if (/^\s*(?:<\?xml[^>]*>\s*)?(?:<!--[\s\S]*?-->\s*|<!DOCTYPE[^>]*>\s*)*<svg[\s>]/i.test(head))
    return 'image/svg+xml';
  return null;
}

export type LogoProblem = 'empty' | 'tooLarge' | 'svg' | 'notAnImage';

/** Why a file cannot be the logo, or its type when it can. */
export function checkLogo(
  bytes: Uint8Array,
): { ok: true; type: LogoType } | { ok: false; problem: LogoProblem } {
  if (bytes.length === 0) return { ok: false, problem: 'empty' };
  if (bytes.length > LOGO_MAX_BYTES) return { ok: false, problem: 'tooLarge' };
  const type = sniffLogo(bytes);
  if (type === 'image/svg+xml') return { ok: false, problem: 'svg' };
  if (type === null) return { ok: false, problem: 'notAnImage' };
  return { ok: true, type };
}
