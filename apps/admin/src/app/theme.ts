import { type CSSVariablesResolver, createTheme, DEFAULT_THEME, Drawer, darken, Modal } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'grape',
  // Shade 8 and a darker "dimmed" keep text at WCAG AA contrast (4.5:1) on white.
  primaryShade: { light: 8, dark: 8 },
  defaultRadius: 'md',
  fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  components: {
    // A dialog's title bar is a <header>, which would be a second banner landmark beside the page's.
    Modal: Modal.extend({ defaultProps: { attributes: { header: { role: 'presentation' } } } }),
    Drawer: Drawer.extend({ defaultProps: { attributes: { header: { role: 'presentation' } } } }),
  },
});

/**
 * The text of a light variant (alerts, badges, light buttons) in every colour: Mantine writes it
 * in shade 6, and even shade 9 stays under 4.5:1 on the light background (shade 1) for teal,
 * green, lime, orange and yellow. Shade 9 darkened by 30 % passes on shades 0 to 2 in all of them.
 */
export const lightVariantText = (shades: readonly string[]) => darken(shades[9] ?? '#000', 0.3);

const colorNames = Object.keys(DEFAULT_THEME.colors).filter((name) => name !== 'dark' && name !== 'gray');

// The error red and filled red are shade 6/8 by default, under 4.5:1 on white. A hovered light
// button turns paler (shade 0) instead of darker, so that its text keeps its contrast.
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--mantine-color-red-filled': 'var(--mantine-color-red-9)',
    '--mantine-color-red-filled-hover': 'var(--mantine-color-red-9)',
    ...Object.fromEntries(
      colorNames.flatMap((color) => [
        [`--mantine-color-${color}-light-color`, lightVariantText(DEFAULT_THEME.colors[color] ?? [])],
        [`--mantine-color-${color}-light-hover`, `var(--mantine-color-${color}-0)`],
      ]),
    ),
  },
  dark: {},
});
