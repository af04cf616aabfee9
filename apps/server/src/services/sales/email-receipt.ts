import type { ShopRow } from '@salon/db';
import { type Actor, AppError, formatMoney, isLocale } from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { translator } from '../../i18n.ts';
import { customersByIds } from '../../repositories/customers.ts';
import { insertMail } from '../../repositories/mail.ts';
import { type MailContent, renderHtml, renderText } from '../notifications/email/mail-layout.ts';
import { mailOrigin } from '../notifications/email/mail-links.ts';
import { shopPhoneText } from '../shared/phone-field.ts';
import { absoluteShopLogoUrl } from '../shops/shop-logo.ts';
import { findShopRow } from '../shops/shop-records.ts';
import { assertMaySell } from './can.ts';
import { renderSaleDocument } from './sale-document-pdf.ts';
import { receiptDocument } from './sale-documents.ts';

/**
 * Queues the receipt to the customer (or `to`) in the customer's language with the PDF attached;
 * the notification sender delivers it with retries like every other mail, and the Messages page
 * lists it. `quiet`: at checkout, a customer without an address is no error.
 */
export async function queueReceiptMail(
  ctx: ServiceContext,
  { shop, saleId, to, quiet }: { shop: ShopRow; saleId: string; to: string | null; quiet: boolean },
): Promise<{ to: string } | null> {
  const probe = await receiptDocument(ctx, shop, saleId, shop.locale);
  const [customer] = probe.customerId ? await customersByIds(ctx.db, [probe.customerId]) : [];
  const address = to ?? customer?.email ?? null;
  if (!address) {
    if (quiet) return null;
    throw new AppError('ValidationError', 'The customer has no e-mail address', {
      details: [{ path: 'body.to', message: 'Give an e-mail address: the customer has none' }],
    });
  }
  const locale = isLocale(customer?.locale ?? undefined) ? (customer?.locale as string) : shop.locale;
  const { document, number } = await receiptDocument(ctx, shop, saleId, locale);
  const pdf = await renderSaleDocument(document);
  const t = translator(locale);
  const content: MailContent = {
    locale,
    subject: t('receipt.mail.subject', { shop: shop.name }),
    greeting: customer?.name
      ? t('receipt.mail.greeting', { name: customer.name })
      : t('receipt.mail.greetingNoName'),
    paragraphs: [t('receipt.mail.body', { number })],
    details: [
      { label: t('receipt.mail.total'), value: formatMoney(document.total, document.currency, locale) },
    ],
    detailLine: (row) => t('mail:detailRow', row),
    actions: [],
    signature: shop.name,
    footer: [],
    footerLinks: [],
  };
  const brand = {
    shopName: shop.name,
    color: shop.brandColor,
    logoUrl: absoluteShopLogoUrl(shop, mailOrigin(ctx.config)),
    address: shop.address,
    phone: shopPhoneText(shop),
  };
  await insertMail(ctx.db, {
    shopId: shop.id,
    toAddress: address,
    subject: content.subject,
    text: renderText(content, brand),
    html: renderHtml(content, brand),
    kind: 'receipt',
    status: 'queued',
    customerId: probe.customerId,
    audience: 'customer',
    locale,
    // nodemailer takes the PDF as base64 text, which a JSON column can hold.
    attachments: [
      {
        filename: `receipt-${number}.pdf`,
        content: pdf.toString('base64'),
        encoding: 'base64',
        contentType: 'application/pdf',
      },
    ],
    nextAttemptAt: ctx.now(),
  });
  ctx.kickNotifications();
  return { to: address };
}

export async function emailReceipt(
  ctx: ServiceContext,
  actor: Actor,
  { shopId, id, to }: { shopId: string; id: string; to?: string | undefined },
): Promise<{ queued: true; to: string }> {
  assertMaySell(actor, shopId);
  const shop = await findShopRow(ctx.db, shopId);
  const sent = await queueReceiptMail(ctx, { shop, saleId: id, to: to ?? null, quiet: false });
  return { queued: true, to: (sent as { to: string }).to };
}
