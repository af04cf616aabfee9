/**
 * A salon's brand colour and the text that stays readable on it, one rule for the widget, the
 * admin app and the mails: a salon without a colour looks the same everywhere.
 */

/** The product's colour, used wherever a salon has not set one. */
export const DEFAULT_BRAND_COLOR = '#862e9c';

/** Text on a light colour. Pure black: with any lighter dark grey, mid-tones (luminance near 0.18) reach 4.5:1 with neither white nor it. */
export const DARK_TEXT = '#000000';
export const LIGHT_TEXT = '#ffffff';

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

type Rgb = [number, number, number];

function parseHex(color: string): Rgb | null {
  const hex = HEX.exec(color.trim())?.[1];
  if (!hex) return null;
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
  return [0, 2, 4].map((i) => Number.parseInt(full.slice(i, i + 2), 16)) as Rgb;
}

/** Whether the value is a plain `#rgb` or `#rrggbb` colour, the only kind put into CSS or a mail. */
export const isBrandColor = (color: string | null | undefined): color is string =>
  !!color && parseHex(color) !== null;

/** The salon's colour when it is a plain hex colour, else the product's. */
export const brandColorOr = (color: string | null | undefined): string =>
  isBrandColor(color) ? color.trim().toLowerCase() : DEFAULT_BRAND_COLOR;

/** WCAG 2 relative luminance of a hex colour (0 black … 1 white); 0 for anything else. */
export function relativeLuminance(color: string): number {
  const rgb = parseHex(color);
  if (!rgb) return 0;
  const [r, g, b] = rgb.map((v) => {
    const s = v / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two hex colours, from 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [la, lb] = [relativeLuminance(a), relativeLuminance(b)];
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** White or black text, whichever contrasts more with the colour: always at least 4.5:1. */
export function readableTextOn(color: string): typeof LIGHT_TEXT | typeof DARK_TEXT {
  return contrastRatio(color, LIGHT_TEXT) >= contrastRatio(color, DARK_TEXT) ? LIGHT_TEXT : DARK_TEXT;
}
