import Bowser from 'bowser';

/**
 * A push device as its owner recognises it, from the user agent its browser sent when it
 * subscribed: "Chrome · Android". Browser and system names need no translation, and the dot keeps
 * the label free of any one language. Null when nothing was stored or nothing could be read.
 */
export function deviceLabel(userAgent: string | null): string | null {
  if (!userAgent) return null;
  const { browser, os } = Bowser.parse(userAgent);
  const label = [browser.name, os.name].filter(Boolean).join(' · ');
  return label || null;
}
