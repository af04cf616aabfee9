import { z } from 'zod';
import { shopRoles } from '../roles.ts';
import { email } from './common.ts';
import { line } from './text.ts';

/** Asks someone to join the team; nothing changes for them until they accept. */
export const inviteMemberRequest = z.object({
  email,
  role: z.enum(shopRoles).default('ROLE_STAFF'),
  readOnly: z.boolean().default(false),
  /** The stylist whose login this will be, linked when the invitation is accepted. */
  stylistId: z.uuid().nullish(),
});

/**
 * An open invitation as the team's managers see it. It says only what they typed: never
 * whether the address has an account, nor that account's name.
 */
export const invitationResponse = z
  .object({
    id: z.uuid(),
    email: z.string(),
    role: z.enum(shopRoles),
    readOnly: z.boolean(),
    stylistId: z.uuid().nullable(),
    sentAt: z.iso.datetime({ offset: true }),
    expiresAt: z.iso.datetime({ offset: true }),
    /** Past its expiry: it can no longer be accepted, only sent again or revoked. */
    expired: z.boolean(),
  })
  .meta({ id: 'Invitation' });

export const invitationListResponse = z.object({
  items: z.array(invitationResponse),
  total: z.number().int(),
});

export const invitationIdParams = z.object({ shopId: z.uuid(), invitationId: z.uuid() });

/** The token travels in the body, so that it stays out of URLs and request logs. */
export const invitationTokenRequest = z.object({ token: line().min(20).max(200) });

/** What the invitee sees before accepting. */
export const invitationPreviewResponse = z.object({
  shopName: z.string(),
  role: z.enum(shopRoles),
  readOnly: z.boolean(),
  /** The address invited: the invitee must be signed in with it to accept. */
  email: z.string(),
  expiresAt: z.iso.datetime({ offset: true }),
  /** The signed-in account is the invited one. */
  forYou: z.boolean(),
});

export const acceptInvitationResponse = z.object({ shopId: z.uuid(), shopName: z.string() });

export type InviteMemberRequest = z.infer<typeof inviteMemberRequest>;
export type InvitationResponse = z.infer<typeof invitationResponse>;
export type InvitationPreviewResponse = z.infer<typeof invitationPreviewResponse>;
export type AcceptInvitationResponse = z.infer<typeof acceptInvitationResponse>;
