import { z } from 'zod';
import { instant } from './scalars.ts';

/** What a message sent to a customer can be: the outbox's statuses. */
export const messageStatuses = ['queued', 'sending', 'stored', 'sent', 'failed', 'bounced'] as const;
export type MessageStatus = (typeof messageStatuses)[number];

export const messageListQuery = z.object({
  status: z.enum(messageStatuses).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});

/** One message of the log staff see: what went to which customer, how and when. */
export const messageResponse = z.object({
  id: z.uuid(),
  channel: z.literal('email'),
  /** The notification type (CustomerNewAppointment, ...) or another kind of mail. */
  type: z.string(),
  recipient: z.string(),
  customerId: z.uuid().nullable(),
  customerName: z.string().nullable(),
  subject: z.string(),
  status: z.enum(messageStatuses),
  error: z.string().nullable(),
  createdAt: instant,
  sentAt: instant.nullable(),
});

export const messageListResponse = z.object({ items: z.array(messageResponse), total: z.number().int() });

export const resendMessagesRequest = z.object({
  ids: z.array(z.uuid()).min(1, 'Select at least one message').max(200),
});
export const resendMessagesResponse = z.object({
  /** The new queued messages, one per resent one. */
  queued: z.array(z.object({ id: z.uuid(), originalId: z.uuid() })),
  /** Messages not sent again: the customer has no address now, or turned that kind of mail off. */
  skipped: z.array(z.uuid()),
});

export type MessageResponse = z.infer<typeof messageResponse>;
export type MessageListResponse = z.infer<typeof messageListResponse>;
export type ResendMessagesResponse = z.infer<typeof resendMessagesResponse>;
