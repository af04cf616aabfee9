/** The shop's colour as the widget's accent, with text colours that stay readable on it. */

export const DEFAULT_ACCENT = '#862e9c';

const parseHex = (color: string): [number, number, number] | null => {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim())?.[1];
  if (!hex) return null;
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
  return [0, 2, 4].map((i) => Number.parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
};

/** WCAG relative luminance. */
function luminance([r, g, b]: [number, number, number]): number {
  const channel = (v: number) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

export const contrast = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

export interface Accent {
  /** Fill of primary buttons and selected choices. */
  accent: string;
  /** Text on the accent fill. */
  onAccent: string;
  /** Accent used as text or border on white: the colour itself when it reads well, else near-black. */
  accentInk: string;
}

/** Only a plain hex colour is taken (it goes into CSS); anything else gives the default. */
export function accentOf(color: string | null | undefined): Accent {
  const rgb = (color && parseHex(color)) || (parseHex(DEFAULT_ACCENT) as [number, number, number]);
  const accent = color && parseHex(color) ? color.trim() : DEFAULT_ACCENT;
  const l = luminance(rgb);
  const onWhite = contrast(l, 1);
  return {
    accent,
    // Whichever of white and near-black stands out more (#111 has a luminance of about 0.0056).
    onAccent: contrast(l, 1) >= contrast(l, 0.0056) ? '#ffffff' : '#111111',
    accentInk: onWhite >= 4.5 ? accent : '#1f1f1f',
  };
}
