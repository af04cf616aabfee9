import { eq, shopLogos, shops } from '@salon/db';
import { AppError } from '@salon/domain';
import type { ServiceContext } from '../../context.ts';

export interface ServedLogo {
  contentType: string;
  content: Uint8Array;
  sha256: string;
}

/** A shop's uploaded logo, for anyone: it is shown on its booking page, mails and receipts. */
export async function getLogo(ctx: ServiceContext, subdomain: string): Promise<ServedLogo> {
  const [logo] = await ctx.db
    .select({ contentType: shopLogos.contentType, content: shopLogos.content, sha256: shopLogos.sha256 })
    .from(shopLogos)
    .innerJoin(shops, eq(shops.id, shopLogos.shopId))
    .where(eq(shops.subdomain, subdomain.toLowerCase()));
  if (!logo) throw new AppError('NotFound', 'This salon has no logo');
  return logo;
}
