/** The spec's 22 colour pairs: a main colour for a stylist's calendar cards and a light one for their background. */
export const colorPalette: readonly { main: string; light: string }[] = [
  { main: '#7367F0', light: '#E9E7FD' },
  { main: '#28C76F', light: '#DDF6E8' },
  { main: '#EA5455', light: '#FCE5E6' },
  { main: '#FF9F43', light: '#FFF0E1' },
  { main: '#00CFE8', light: '#D6F7FB' },
  { main: '#E83E8C', light: '#FBE2EE' },
  { main: '#6F42C1', light: '#E9E1F6' },
  { main: '#20C997', light: '#DBF7EF' },
  { main: '#FD7E14', light: '#FFEBDB' },
  { main: '#0D6EFD', light: '#DBE9FF' },
  { main: '#D63384', light: '#F9E1ED' },
  { main: '#198754', light: '#DCEFE6' },
  { main: '#B8860B', light: '#F6EEDA' },
  { main: '#8B5CF6', light: '#EEE7FE' },
  { main: '#0EA5E9', light: '#DCF2FC' },
  { main: '#F43F5E', light: '#FDE2E7' },
  { main: '#84CC16', light: '#EEF8DC' },
  { main: '#A16207', light: '#F3E9DB' },
  { main: '#14B8A6', light: '#DCF4F1' },
  { main: '#6366F1', light: '#E4E4FD' },
  { main: '#EC4899', light: '#FCE4F1' },
  { main: '#64748B', light: '#E8EBEF' },
];

export const colorOf = (index: number) =>
  colorPalette[((index % colorPalette.length) + colorPalette.length) % colorPalette.length] as {
    main: string;
    light: string;
  };

/** The first palette index no stylist uses yet, so colours stay distinct by default. */
export function nextColorIndex(used: readonly number[]): number {
  const taken = new Set(used);
  for (let i = 0; i < colorPalette.length; i++) if (!taken.has(i)) return i;
  return used.length % colorPalette.length;
}
