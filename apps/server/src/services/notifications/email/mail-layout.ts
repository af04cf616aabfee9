/**
 * The one look of every notification mail: a plain-text part, and an HTML part built from tables
 * with inline styles only (mail programs drop style sheets and external CSS), in the salon's colour.
 */
import { brandColorOr, readableTextOn } from '@salon/domain/branding';

export interface MailBranding {
  shopName: string;
  /** #rrggbb; anything else falls back to the product's colour, the widget's too. */
  color: string | null;
  /** An absolute http(s) URL, else none is shown. */
  logoUrl: string | null;
  address: string | null;
  phone: string | null;
}

export interface MailLink {
  label: string;
  /** The plain-text line that carries the link. */
  text: string;
  url: string;
}

export interface MailContent {
  locale: string;
  subject: string;
  greeting: string;
  /** Paragraphs after the greeting. */
  paragraphs: string[];
  /** Label and value rows: when, what, with whom, where. */
  details: { label: string; value: string }[];
  /** A row as one line of the text part: where the colon goes, and its spaces, is the language's. */
  detailLine: (row: { label: string; value: string }) => string;
  /** Buttons in the HTML part, lines in the text part. */
  actions: MailLink[];
  /** Closing line, then the salon's name. */
  signature: string | null;
  footer: string[];
  /** Small links under the footer: preferences, unsubscribe. */
  footerLinks: MailLink[];
}

export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

const lines = (text: string) => escapeHtml(text).replace(/\r?\n/g, '<br>');

const safeUrl = (url: string | null) => (url && /^https?:\/\//i.test(url) ? url : null);

export function renderText(content: MailContent, brand: MailBranding): string {
  const out: string[] = [content.greeting, '', ...content.paragraphs.flatMap((p) => [p, ''])];
  if (content.details.length) {
    for (const row of content.details)
      out.push(content.detailLine({ label: row.label, value: row.value.replace(/\r?\n/g, ', ') }));
    out.push('');
  }
  for (const action of content.actions) out.push(action.text);
  if (content.actions.length) out.push('');
  if (content.signature) out.push(content.signature, brand.shopName, '');
  out.push('--', brand.shopName);
  if (brand.address) out.push(brand.address.replace(/\r?\n/g, ', '));
  if (brand.phone) out.push(brand.phone);
  out.push('');
  for (const line of content.footer) out.push(line);
  for (const link of content.footerLinks) out.push(link.text);
  return `${out.join('\n').trim()}\n`;
}

export function renderHtml(content: MailContent, brand: MailBranding): string {
  const color = brandColorOr(brand.color);
  const onColor = readableTextOn(color);
  const logo = safeUrl(brand.logoUrl);
  const font = 'font-family:Helvetica,Arial,sans-serif;';
  const header = `<tr><td style="background:${color};color:${onColor};padding:20px 24px;${font}font-size:20px;font-weight:bold;">${
    logo
      ? `<img src="${escapeHtml(logo)}" alt="" height="40" style="height:40px;max-width:160px;vertical-align:middle;margin-right:12px;border:0;">`
      : ''
  }<span style="vertical-align:middle;">${escapeHtml(brand.shopName)}</span></td></tr>`;
  const paragraphs = content.paragraphs.map((p) => `<p style="margin:0 0 16px;">${lines(p)}</p>`).join('');
  const details = content.details.length
    ? `<table role="presentation" cellpadding="0" cellspacing="0" style="width:100%;margin:0 0 20px;border-collapse:collapse;">${content.details
        .map(
          (row) =>
            `<tr><td style="padding:6px 12px 6px 0;color:#6b7280;vertical-align:top;white-space:nowrap;${font}font-size:14px;">${escapeHtml(row.label)}</td><td style="padding:6px 0;vertical-align:top;${font}font-size:15px;">${lines(row.value)}</td></tr>`,
        )
        .join('')}</table>`
    : '';
  const actions = content.actions
    .map(
      (a) =>
        `<a href="${escapeHtml(a.url)}" style="display:inline-block;background:${color};color:${onColor};text-decoration:none;padding:12px 20px;border-radius:6px;margin:0 8px 8px 0;${font}font-size:15px;font-weight:bold;">${escapeHtml(a.label)}</a>`,
    )
    .join('');
  const signature = content.signature
    ? `<p style="margin:16px 0 0;">${escapeHtml(content.signature)}<br>${escapeHtml(brand.shopName)}</p>`
    : '';
  const contact = [brand.shopName, brand.address, brand.phone]
    .filter((x): x is string => !!x)
    .map(lines)
    .join('<br>');
  const footer = [
    `<p style="margin:0 0 8px;">${contact}</p>`,
    ...content.footer.map((f) => `<p style="margin:0 0 8px;">${lines(f)}</p>`),
    content.footerLinks.length
      ? `<p style="margin:0;">${content.footerLinks
          .map((l) => `<a href="${escapeHtml(l.url)}" style="color:#6b7280;">${escapeHtml(l.label)}</a>`)
          .join(' · ')}</p>`
      : '',
  ].join('');
  return `<!doctype html>
<html lang="${escapeHtml(content.locale)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;padding:0;background:#f3f4f6;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f3f4f6;padding:24px 0;"><tr><td align="center">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="width:100%;max-width:600px;background:#ffffff;border-radius:8px;overflow:hidden;">
${header}
<tr><td style="padding:24px;color:#111827;${font}font-size:16px;line-height:1.5;"><p style="margin:0 0 16px;">${escapeHtml(content.greeting)}</p>${paragraphs}${details}${actions ? `<div style="margin:0 0 8px;">${actions}</div>` : ''}${signature}</td></tr>
<tr><td style="padding:16px 24px;border-top:1px solid #e5e7eb;color:#6b7280;${font}font-size:12px;line-height:1.5;">${footer}</td></tr>
</table></td></tr></table>
</body></html>
`;
}
