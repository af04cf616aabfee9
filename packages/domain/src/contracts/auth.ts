import { z } from 'zod';
import { shopRoles } from '../roles.ts';
import { NAME_MAX, PASSWORD_MAX } from '../text-limits.ts';
import { email, localeSchema, password, phoneText } from './common.ts';
import { line } from './text.ts';

export const signUpRequest = z.object({
  email,
  password,
  name: line().trim().min(1).max(NAME_MAX),
  locale: localeSchema.optional(),
  /**
   * The shop (subdomain) whose booking page the account is made on: its customer record is made
   * with the phone, read as a number of that shop's country. Required there, as for guests.
   */
  shop: line().min(1).max(63).optional(),
  phone: phoneText.optional(),
});

export const signInRequest = z.object({ email, password: line().min(1).max(PASSWORD_MAX) });

export const emailCodeRequest = z.object({ email, locale: localeSchema.optional() });

export const emailCodeVerifyRequest = z.object({
  email,
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, { message: 'Must be the 6-digit code from the e-mail' }),
  /** The page's language: a new address's account is made in it; an existing account keeps its own. */
  locale: localeSchema.optional(),
});

export const sessionShop = z.object({
  id: z.uuid(),
  name: z.string(),
  subdomain: z.string(),
  timeZone: z.string(),
  /** ISO country whose local phone numbers the shop's forms read ("DE"); absent from older sessions. */
  country: z.string().optional(),
  role: z.enum(shopRoles),
  readOnly: z.boolean(),
  /** The spec's roles list in this shop, e.g. ['ROLE_STAFF', 'ReadOnly']; abilities are built from it. */
  roles: z.array(z.string()),
});

export const sessionUser = z.object({
  id: z.uuid(),
  email: z.string(),
  name: z.string(),
  locale: localeSchema,
  /**
   * The spec's stored roles list as it applies in the current shop: ROLE_SHOP_ADMIN for an
   * owner, ROLE_STAFF (+ ReadOnly) for staff, ROLE_CUSTOMER for a customer, ROLE_ADMIN for the
   * platform operator.
   */
  roles: z.array(z.string()),
});

export const meResponse = z
  .object({ user: sessionUser, shops: z.array(sessionShop) })
  .meta({ id: 'Session' });

/**
 * `GET /api/auth/me` for a visitor without a valid access token: a plain answer rather than a 401,
 * and whether the browser holds a refresh cookie, so a client renews only a session that exists.
 */
export const signedOutResponse = z.object({ user: z.null(), refresh: z.boolean() }).meta({ id: 'NoSession' });
export type SignedOutResponse = z.infer<typeof signedOutResponse>;

export const emailCodeResponse = z.object({
  sent: z.literal(true),
  /** Seconds the code stays valid. */
  expiresIn: z.number().int(),
});

export type SignUpRequest = z.infer<typeof signUpRequest>;
export type SignInRequest = z.infer<typeof signInRequest>;
export type SessionUser = z.infer<typeof sessionUser>;
export type SessionShop = z.infer<typeof sessionShop>;
export type MeResponse = z.infer<typeof meResponse>;

export const updateMeRequest = z
  .object({ name: line().trim().min(1).max(NAME_MAX), locale: localeSchema })
  .partial()
  .refine((value) => Object.keys(value).length > 0, { message: 'Give at least one field to change' });
export type UpdateMeRequest = z.infer<typeof updateMeRequest>;
