import type { ShopRow } from '@salon/db';

/** The path an uploaded logo is served at: it names the image's hash, so it can be cached for good. */
export const logoPath = (subdomain: string, hash: string) =>
  `/api/public/shops/${encodeURIComponent(subdomain)}/logo/${hash}`;

/**
 * The shop's logo as pages of this server load it: the uploaded file's path, else the https
 * address the salon typed, else none.
 */
export function shopLogoUrl(shop: Pick<ShopRow, 'subdomain' | 'logoHash' | 'logoUrl'>): string | null {
  if (shop.logoHash) return logoPath(shop.subdomain, shop.logoHash);
  return shop.logoUrl;
}

/** The same as an absolute address, for mails, which are read far from this server. */
export function absoluteShopLogoUrl(
  shop: Pick<ShopRow, 'subdomain' | 'logoHash' | 'logoUrl'>,
  origin: string,
): string | null {
  const url = shopLogoUrl(shop);
  return url?.startsWith('/') ? `${origin}${url}` : url;
}
