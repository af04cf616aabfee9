import { z } from 'zod';
import { shopRoles } from '../roles.ts';
import { SUBDOMAIN_MAX_LENGTH, subdomainProblem } from '../subdomain.ts';
import { countryCode, localeSchema, phone } from './common.ts';

export const timeZone = z.string().refine(
  (value) => {
    try {
      new Intl.DateTimeFormat('en', { timeZone: value });
      return true;
    } catch {
      return false;
    }
  },
  { message: 'Must be an IANA time zone such as Europe/Berlin' },
);

export const subdomain = z
  .string()
  .max(SUBDOMAIN_MAX_LENGTH, { message: `Must be at most ${SUBDOMAIN_MAX_LENGTH} characters` })
  .superRefine((value, ctx) => {
    const problem = subdomainProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: `Subdomain ${problem}`, params: { problem } });
  });

export const shopIdParams = z.object({ shopId: z.uuid() });

export const shopAddress = z.string().trim().max(300, { message: 'Must be at most 300 characters' });
export const createShopRequest = z.object({
  name: z.string().trim().min(1).max(120),
  subdomain,
  address: shopAddress.nullish(),
  phone: phone.nullish(),
  timeZone: timeZone.default('Europe/Berlin'),
  locale: localeSchema.default('en'),
  /** Where local phone numbers are read; without it, the country of the time zone. */
  country: countryCode.optional(),
});

export const brandColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, { message: 'Must be a colour as #rrggbb' });
export const logoUrl = z
  .url({ protocol: /^https?$/, message: 'Must be an http(s) address of an image' })
  .max(2000);

export const updateShopRequest = z
  .object({
    name: z.string().trim().min(1).max(120),
    address: shopAddress.nullable(),
    phone: phone.nullable(),
    timeZone,
    locale: localeSchema,
    country: countryCode,
    brandColor: brandColor.nullable(),
    logoUrl: logoUrl.nullable(),
    /** The company name receipts are issued in, when it differs from the salon's name. */
    legalName: z.string().trim().max(200).nullable(),
    /** VAT or tax number printed on receipts and credit notes (e.g. DE123456789). */
    taxId: z.string().trim().max(40).nullable(),
    /** The tax rate of services at checkout, in basis points (1900 = 19 %). */
    serviceTaxRateBps: z.number().int().min(0).max(10_000),
  })
  .partial()
  .refine((value) => Object.keys(value).length > 0, { message: 'Give at least one field to change' });

export const shopResponse = z
  .object({
    id: z.uuid(),
    name: z.string(),
    subdomain: z.string(),
    address: z.string().nullable(),
    phone: z.string().nullable(),
    timeZone: z.string(),
    locale: localeSchema,
    /** ISO country whose local phone numbers the shop's forms read ("DE"). */
    country: z.string(),
    brandColor: z.string().nullable(),
    logoUrl: z.string().nullable(),
    legalName: z.string().nullable(),
    taxId: z.string().nullable(),
    serviceTaxRateBps: z.number().int(),
    /** Published: the booking page takes online bookings. */
    live: z.boolean(),
    /** Where customers book: the shop's own booking page. */
    bookingPath: z.string(),
    createdAt: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'Shop' });

export const shopListResponse = z.object({ items: z.array(shopResponse), total: z.number().int() });

export const subdomainAvailabilityQuery = z.object({ name: z.string().max(200) });

export const subdomainAvailabilityResponse = z.object({
  /** The name as asked. */
  name: z.string(),
  /** True when `name` is valid and no shop has it. */
  available: z.boolean(),
  /** Why it cannot be used: a rule it breaks, or `taken`. */
  reason: z.enum(['empty', 'tooLong', 'invalidCharacters', 'hyphenAtEdge', 'reserved', 'taken']).nullable(),
  /** A cleaned, free form of what was typed, when one exists. */
  suggestion: z.string().nullable(),
});

export const memberResponse = z.object({
  userId: z.uuid(),
  email: z.string(),
  name: z.string(),
  role: z.enum(shopRoles),
  readOnly: z.boolean(),
});
export const memberListResponse = z.object({ items: z.array(memberResponse), total: z.number().int() });

export type CreateShopRequest = z.infer<typeof createShopRequest>;
export type UpdateShopRequest = z.infer<typeof updateShopRequest>;
export type ShopResponse = z.infer<typeof shopResponse>;
export type SubdomainAvailabilityResponse = z.infer<typeof subdomainAvailabilityResponse>;
export type MemberResponse = z.infer<typeof memberResponse>;

export const aliasKinds = ['own', 'google'] as const;
export const aliasRequest = z.object({
  alias: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/, {
      message: 'Use 1–63 lower-case letters, digits and inner hyphens',
    }),
  kind: z.enum(aliasKinds).default('own'),
});
export const aliasResponse = z.object({
  id: z.uuid(),
  alias: z.string(),
  kind: z.enum(aliasKinds),
  /** The path to share, under the server's own address. */
  path: z.string(),
});
export const aliasListResponse = z.object({ items: z.array(aliasResponse), total: z.number().int() });
export const aliasParams = z.object({ alias: z.string().min(1).max(63) });
export const publicAliasResponse = z.object({
  subdomain: z.string(),
  kind: z.enum(aliasKinds),
  source: z.enum(['online', 'google']),
});
