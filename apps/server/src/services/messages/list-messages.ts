import type { Actor, MessageListResponse, MessageStatus } from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { pageOfCustomerMail } from '../../repositories/mail.ts';
import { assertCan } from '../shared/assert-can.ts';
import { findShopRow } from '../shops/shop-records.ts';

/** The log of what the shop's customers were sent (the spec's "email" area), newest first. */
export async function listMessages(
  ctx: ServiceContext,
  actor: Actor,
  {
    shopId,
    query,
  }: { shopId: string; query: { status?: MessageStatus | undefined; page: number; pageSize: number } },
): Promise<MessageListResponse> {
  assertCan(actor, 'read', 'Customer', shopId);
  await findShopRow(ctx.db, shopId);
  const { rows, total } = await pageOfCustomerMail(
    ctx.db,
    { shopId, status: query.status },
    { limit: query.pageSize, offset: (query.page - 1) * query.pageSize },
  );
  return {
    items: rows.map(({ mail, customerName }) => ({
      id: mail.id,
      channel: 'email' as const,
      type: mail.kind,
      recipient: mail.toAddress,
      customerId: mail.customerId,
      customerName,
      subject: mail.subject,
      status: mail.status as MessageStatus,
      error: mail.error,
      createdAt: mail.createdAt.toISOString(),
      sentAt: mail.sentAt?.toISOString() ?? null,
    })),
    total,
  };
}
