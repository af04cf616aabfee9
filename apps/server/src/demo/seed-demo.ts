import { randomBytes } from 'node:crypto';
import { eq, shopMembers, shops, users } from '@salon/db';
import { Role } from '@salon/domain';
import { standardTax } from '@salon/domain/tax-rates';
import type { ServiceContext } from '../context.ts';
import { hashPassword } from '../infra/passwords.ts';
import { inTransaction } from '../infra/transaction.ts';
import { seedDemoCustomerSide } from './demo-customer-side.ts';
import { seedDemoSalon } from './demo-salon.ts';

export const DEMO_SUBDOMAIN = 'demo';

export const DEMO_OWNER_EMAIL = 'owner@demo.salon';

const DEMO_TIME_ZONE = 'Europe/Berlin';

export interface DemoSeedResult {
  created: boolean;
  /** Set only when the password was generated here: it is shown once and never stored in clear. */
  generatedPassword?: string;
}

/** Creates the demo salon and its owner unless a shop named `demo` exists already. */
export async function seedDemo(ctx: ServiceContext, password: string | undefined): Promise<DemoSeedResult> {
  const [existing] = await ctx.db
    .select({ id: shops.id })
    .from(shops)
    .where(eq(shops.subdomain, DEMO_SUBDOMAIN));
  if (existing) return { created: false };

  const generatedPassword = password ? undefined : randomBytes(9).toString('base64url');
  const passwordHash = await hashPassword(password ?? (generatedPassword as string));
  await inTransaction(ctx.db, async (tx) => {
    const [owner] = await tx
      .insert(users)
      .values({
        email: DEMO_OWNER_EMAIL,
        name: 'Demo Owner',
        passwordHash,
        roles: [Role.Customer],
        emailVerifiedAt: ctx.now(),
      })
      .onConflictDoUpdate({ target: users.email, set: { passwordHash } })
      .returning({ id: users.id });
    const [shop] = await tx
      .insert(shops)
      // Guests may book and nothing waits for approval, so a booking can be tried without an account.
      .values({
        name: 'Demo Salon',
        subdomain: DEMO_SUBDOMAIN,
        address: 'Torstraße 101, 10119 Berlin',
        phone: '+4930123456',
        timeZone: DEMO_TIME_ZONE,
        country: 'DE',
        // Germany's standard VAT on hairdressing and on hair-care products alike (19 %).
        serviceTaxRateBps: standardTax('DE').rateBps,
        locale: 'en',
        allowGuests: true,
        requiresApproval: false,
        liveAt: ctx.now(),
      })
      .returning({ id: shops.id });
    if (!owner || !shop) throw new Error('demo seed insert returned no row');
    await tx.insert(shopMembers).values({ shopId: shop.id, userId: owner.id, role: Role.ShopAdmin });
    await seedDemoSalon(tx, shop.id, ctx.now());
    await seedDemoCustomerSide(tx, { shopId: shop.id, passwordHash, now: ctx.now() });
  });
  return generatedPassword ? { created: true, generatedPassword } : { created: true };
}

/**
 * On start: the embedded database gets the demo salon when it has no shop yet, so `npm start`
 * shows something to sign in to. A real PostgreSQL is never given demo data unasked.
 */
export async function seedDemoOnFirstStart(
  ctx: ServiceContext,
  password: string | undefined,
): Promise<DemoSeedResult> {
  if (ctx.dbKind !== 'pglite') return { created: false };
  const [anyShop] = await ctx.db.select({ id: shops.id }).from(shops).limit(1);
  if (anyShop) return { created: false };
  return seedDemo(ctx, password);
}
