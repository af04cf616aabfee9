/** The full address of a path on this server, as customers will open it. */
export const bookingUrl = (path: string): string => `${window.location.origin}${path}`;

export type EmbedMode = 'inline' | 'popup';

const attribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The one tag that puts the booking page on any website (see the booking app's embed loader):
 * `inline` draws it in place, `popup` adds a button that opens it over the page.
 */
export function embedSnippet(subdomain: string, mode: EmbedMode, buttonLabel: string): string {
  const src = `${window.location.origin}/embed.js`;
  const label = mode === 'popup' ? ` data-label="${attribute(buttonLabel)}"` : '';
  return `<script src="${src}" data-shop="${attribute(subdomain)}" data-mode="${mode}"${label}></script>`;
}
