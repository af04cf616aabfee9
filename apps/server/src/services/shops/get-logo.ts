import { AppError } from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { logoOfSubdomain } from '../../repositories/shops.ts';

export interface ServedLogo {
  contentType: string;
  content: Uint8Array;
  sha256: string;
}

/** A shop's uploaded logo, for anyone: it is shown on its booking page, mails and receipts. */
export async function getLogo(ctx: ServiceContext, subdomain: string): Promise<ServedLogo> {
  const logo = await logoOfSubdomain(ctx.db, subdomain.toLowerCase());
  if (!logo) throw new AppError('NotFound', 'This salon has no logo');
  return logo;
}
