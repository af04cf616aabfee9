const HEX = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i;

export const isHexColor = (value: string) => HEX.test(value);

/** WCAG relative luminance of `#rrggbb`. */
function luminance(hex: string): number {
  const match = HEX.exec(hex);
  if (!match) return 0;
  const [r, g, b] = match.slice(1).map((part) => {
    const c = Number.parseInt(part, 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Black or white, whichever reads better on the colour: a brand colour may be light or dark. */
export function readableTextOn(hex: string): '#000000' | '#ffffff' {
  const l = luminance(hex);
  const onWhite = 1.05 / (l + 0.05);
  const onBlack = (l + 0.05) / 0.05;
  return onBlack > onWhite ? '#000000' : '#ffffff';
}
