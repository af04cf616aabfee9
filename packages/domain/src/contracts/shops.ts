import { z } from 'zod';
import { ALIAS_MAX_LENGTH, ALIAS_PATTERN } from '../alias.ts';
import { shopRoles } from '../roles.ts';
import { SUBDOMAIN_MAX_LENGTH, subdomainProblem } from '../subdomain.ts';
import { NAME_MAX } from '../text-limits.ts';
import { countryCode, email, localeSchema, phoneText } from './common.ts';
import { line, lines } from './text.ts';

export const timeZone = line().refine(
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

export const shopAddress = lines().trim().max(300, { message: 'Must be at most 300 characters' });
export const createShopRequest = z.object({
  name: line().trim().min(1).max(NAME_MAX),
  subdomain,
  address: shopAddress.nullish(),
  /** The salon's phone, local ("030 1234567", read with `country`) or international; stored in E.164. */
  phone: phoneText.nullish(),
  timeZone: timeZone.default('Europe/Berlin'),
  locale: localeSchema.default('en'),
  /** Where local phone numbers are read; without it, the country of the time zone. */
  country: countryCode.optional(),
});

export const brandColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, { message: 'Must be a colour as #rrggbb' });
/**
 * A logo's address typed instead of uploading a file: https only, as the pages' content policy
 * loads no other image from elsewhere (an http address showed as a broken image). The server never
 * fetches it; the browsers of the salon's customers do.
 */
export const logoUrl = z
  .string()
  .max(2000)
  .refine(
    (value) => {
      try {
        const url = new URL(value);
        return url.protocol === 'https:' && z.regexes.domain.test(url.hostname);
      } catch {
        return false;
      }
    },
    { message: 'Must be an https address of an image on a named host' },
  );

export const updateShopRequest = z
  .object({
    name: line().trim().min(1).max(NAME_MAX),
    address: shopAddress.nullable(),
    /** Local ("030 1234567", read with `country` or the salon's) or international; stored in E.164. */
    phone: phoneText.nullable(),
    /** The salon's own address: customers' replies to its mails go there. */
    email: email.nullable(),
    timeZone,
    locale: localeSchema,
    country: countryCode,
    brandColor: brandColor.nullable(),
    logoUrl: logoUrl.nullable(),
    /** The company name receipts are issued in, when it differs from the salon's name. */
    legalName: line().trim().max(200).nullable(),
    /** VAT or tax number printed on receipts and credit notes (e.g. DE123456789). */
    taxId: line().trim().max(40).nullable(),
    /**
     * The salon's standard tax rate, included in its prices, in basis points (1900 = 19 %): on
     * services and on products without a rate of their own, for sales from now on.
     */
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
    /** E.164 ("+49301234567"). */
    phone: z.string().nullable(),
    /** The salon's own e-mail address, where customers' replies to its mails go (Reply-To). */
    email: z.string().nullable(),
    timeZone: z.string(),
    locale: localeSchema,
    /** ISO country whose local phone numbers the shop's forms read ("DE"). */
    country: z.string(),
    brandColor: z.string().nullable(),
    /** The logo: the uploaded file's path on this server, or a typed https address; null for none. */
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

/**
 * What a booking page lacks before it can take a booking, each a reason publishing is refused
 * (`ShopNotReady`): no service bookable online, no stylist bookable online, no such stylist with
 * working hours, or none of those stylists performing any of those services.
 */
export const shopReadinessGaps = ['service', 'stylist', 'hours', 'stylistForService'] as const;
export type ShopReadinessGap = (typeof shopReadinessGaps)[number];
export const shopReadinessResponse = z.object({
  /** At least one online-bookable service is performed by a stylist who has working hours. */
  ready: z.boolean(),
  missing: z.array(z.enum(shopReadinessGaps)),
});
export type ShopReadinessResponse = z.infer<typeof shopReadinessResponse>;

export const subdomainAvailabilityQuery = z.object({ name: line().max(200) });

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
  alias: z.string().trim().toLowerCase().regex(ALIAS_PATTERN, {
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
export const aliasParams = z.object({ alias: line().min(1).max(ALIAS_MAX_LENGTH) });
export const publicAliasResponse = z.object({
  subdomain: z.string(),
  kind: z.enum(aliasKinds),
  source: z.enum(['online', 'google']),
});
