import { createHash } from 'node:crypto';
import { type Actor, AppError, type ShopResponse } from '@salon/domain';
import { checkLogo, LOGO_MAX_BYTES, type LogoProblem } from '@salon/domain/logo';
import type { ServiceContext } from '../../context.ts';
import { inTransaction } from '../../infra/transaction.ts';
import { changeShop, saveShopLogo } from '../../repositories/shops.ts';
import { assertCan } from '../shared/assert-can.ts';
import { toShop } from './shop-records.ts';

const problems: Record<LogoProblem, string> = {
  empty: 'Send the image file as the body',
  tooLarge: `The logo must be at most ${LOGO_MAX_BYTES / 1024} KB`,
  svg: 'SVG is not accepted: upload a PNG, JPEG or WebP image',
  notAnImage: 'This file is not a PNG, JPEG or WebP image',
};

/**
 * Keeps an uploaded logo in place of the shop's previous one (file or typed address). Its kind is
 * read from its bytes; the type the browser declared is not trusted.
 */
export async function uploadLogo(
  ctx: ServiceContext,
  actor: Actor,
  { shopId, bytes }: { shopId: string; bytes: Uint8Array },
): Promise<ShopResponse> {
  assertCan(actor, 'update', 'Shop', shopId);
  const checked = checkLogo(bytes);
  if (!checked.ok) {
    const message = problems[checked.problem];
    throw new AppError('ValidationError', message, { details: [{ path: 'body', message }] });
  }
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  return inTransaction(ctx.db, async (tx) => {
    const logo = { contentType: checked.type, content: bytes, sha256, createdAt: ctx.now() };
    await saveShopLogo(tx, shopId, logo);
    const row = await changeShop(tx, shopId, { logoHash: sha256, logoUrl: null, updatedAt: ctx.now() });
    if (!row) throw new AppError('NotFound', 'No such shop');
    return toShop(row);
  });
}
