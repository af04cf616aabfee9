/**
 * An Alert's title is drawn in its colour's light shade, too pale on the light tint for WCAG AA
 * contrast; the title reads in the text colour and the icon carries the colour.
 */
export const readableAlertTitle = { title: { color: 'var(--mantine-color-text)' } };
