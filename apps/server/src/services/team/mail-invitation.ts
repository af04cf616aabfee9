import type { ShopInvitationRow, ShopRow } from '@salon/db';
import type { Actor } from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { translator } from '../../i18n.ts';
import { findUser, localeOfEmail } from '../../repositories/users.ts';
import { INVITATION_DAYS } from './invitation-records.ts';

export async function mailInvitation(
  ctx: ServiceContext,
  actor: Actor,
  { shop, row, token }: { shop: ShopRow; row: ShopInvitationRow; token: string },
): Promise<void> {
  const inviter = await findUser(ctx.db, actor.id);
  // In the language the invitee already uses with us, else in the inviter's.
  const invitee = await localeOfEmail(ctx.db, row.email.toLowerCase());
  const t = translator(invitee?.locale ?? inviter?.locale ?? shop.locale);
  const path = `/admin/invitations/${token}`;
  const url = ctx.config.PUBLIC_URL ? new URL(path, ctx.config.PUBLIC_URL).toString() : path;
  const role = row.role === 'ROLE_SHOP_ADMIN' ? 'owner' : row.readOnly ? 'readOnly' : 'staff';
  await ctx.mailer.send({
    to: row.email,
    kind: 'staffInvite',
    shopId: shop.id,
    senderName: shop.name,
    subject: t('staffInvite.subject', { shop: shop.name }),
    text: t('staffInvite.text', {
      shop: shop.name,
      inviter: inviter?.name ?? shop.name,
      role: t(`staffInvite.roles.${role}`),
      url,
      days: INVITATION_DAYS,
    }),
  });
}
