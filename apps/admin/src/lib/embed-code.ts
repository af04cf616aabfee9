export type EmbedMode = 'inline' | 'popup';

const attribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The one tag a salon puts on its own website (see the booking app's embed.js): `inline` draws
 * the widget in place, `popup` adds a button, with `buttonLabel` on it, that opens it over the
 * page. `origin` is this server's (window.location.origin), where embed.js is served.
 */
export function embedSnippet(origin: string, subdomain: string, mode: EmbedMode, buttonLabel = ''): string {
  const label =
    mode === 'popup' && buttonLabel.trim() ? ` data-label="${attribute(buttonLabel.trim())}"` : '';
  return `<script src="${attribute(origin)}/embed.js" data-shop="${attribute(subdomain)}" data-mode="${mode}"${label}></script>`;
}
