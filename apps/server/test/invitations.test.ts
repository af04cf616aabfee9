import { eq, shopInvitations, shopMembers, sql, users } from '@salon/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translator } from '../src/i18n.ts';
import {
  addTeamMember,
  createTestApp,
  invitationTokenFor,
  lastMailTo,
  signIn,
  signInByCode,
  signUp,
  type TestApp,
} from './helpers.ts';
import { createSalon, type Salon } from './salon-fixture.ts';

const PASSWORD = 'correct horse battery';
let clock = new Date('2026-11-23T07:00:00Z');
let t: TestApp;
let salon: Salon;
let other: Salon;

type Method = 'GET' | 'POST' | 'DELETE';
const call = (cookie: string, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
const invite = (owner: Salon, payload: object) =>
  call(owner.cookie, 'POST', `/api/admin/shops/${owner.shopId}/invitations`, payload);
const accept = (cookie: string, token: string) =>
  call(cookie, 'POST', '/api/me/invitations/accept', { token });
const shopsOf = async (cookie: string) =>
  (await call(cookie, 'GET', '/api/auth/me')).json().shops.map((s: { id: string }) => s.id);
const membersOf = async (shopId: string) =>
  (await t.ctx.db.select().from(shopMembers).where(eq(shopMembers.shopId, shopId))).map((m) => m.userId);

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  salon = await createSalon(t.app, 'invite');
  other = await createSalon(t.app, 'invite-other');
});
afterAll(() => t.close());

describe('inviting someone to the team', () => {
  it('changes nothing for the invitee until they accept: no membership, their sign-in opens no shop', async () => {
    const { cookie, session } = await signUp(t.app, 'known@example.com', undefined, 'Known Person');
    const res = await invite(salon, { email: 'Known@Example.com' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ email: 'known@example.com', role: 'ROLE_STAFF', readOnly: false });

    expect(await membersOf(salon.shopId)).not.toContain(session.user.id);
    expect(await shopsOf(cookie)).toEqual([]);
    const again = await signInByCode(t.app, t.ctx, 'known@example.com');
    expect(await shopsOf(again)).toEqual([]);
    // The shop's admin pages stay closed to them.
    expect((await call(again, 'GET', `/api/admin/shops/${salon.shopId}`)).statusCode).toBe(403);
  });

  it('answers the same for an address with an account and one without, and shows no name', async () => {
    await signUp(t.app, 'has-account@example.com', undefined, 'Secret Name');
    const known = await invite(salon, { email: 'has-account@example.com' });
    const unknown = await invite(salon, { email: 'nobody-yet@example.com' });
    expect(known.statusCode).toBe(201);
    expect(unknown.statusCode).toBe(201);
    const shape = (body: Record<string, unknown>) => ({ ...body, id: 'x', email: 'x' });
    expect(shape(known.json())).toEqual(shape(unknown.json()));
    expect(known.body).not.toContain('Secret Name');

    // No account is made for the unknown address, and the known one is left as it was.
    const rows = await t.ctx.db.select().from(users).where(eq(users.email, 'nobody-yet@example.com'));
    expect(rows).toEqual([]);
    const [kept] = await t.ctx.db.select().from(users).where(eq(users.email, 'has-account@example.com'));
    expect(kept?.name).toBe('Secret Name');

    // The list shows what the owner typed, nothing of the account.
    const list = await call(salon.cookie, 'GET', `/api/admin/shops/${salon.shopId}/invitations`);
    expect(list.body).not.toContain('Secret Name');
    expect(list.json().items.map((i: { email: string }) => i.email)).toEqual(
      expect.arrayContaining(['has-account@example.com', 'nobody-yet@example.com']),
    );
  });

  it('refuses a second open invitation for the same address, and one for a member', async () => {
    await invite(salon, { email: 'twice@example.com' });
    const dup = await invite(salon, { email: 'twice@example.com' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error.code).toBe('AlreadyInvited');
    await addTeamMember(t.app, t.ctx, salon, { email: 'member@example.com' });
    const member = await invite(salon, { email: 'member@example.com' });
    expect(member.json().error.code).toBe('AlreadyMember');
  });

  it('keeps the token only as a keyed hash: the raw token is nowhere in the invitations table', async () => {
    await invite(salon, { email: 'hashed@example.com' });
    const token = await invitationTokenFor(t.ctx, 'hashed@example.com');
    expect(token.length).toBeGreaterThanOrEqual(40);
    const rows = await t.ctx.db.execute(sql`select t::text as row from shop_invitations t`);
    const dump = JSON.stringify(rows);
    expect(dump).toContain('hashed@example.com');
    expect(dump).not.toContain(token);
  });
});

describe('the invitation mail', () => {
  it('is in the language the invitee uses with us, else in the inviter’s', async () => {
    const inviter = await createSalon(t.app, 'invite-lang');
    const patch = (cookie: string, locale: string) =>
      t.app.inject({ method: 'PATCH', url: '/api/me', headers: { cookie }, payload: { locale } });
    expect((await patch(inviter.cookie, 'pt')).statusCode).toBe(200);
    expect((await invite(inviter, { email: 'nova@example.com' })).statusCode).toBe(201);
    const pt = translator('pt');
    expect((await lastMailTo(t.ctx, 'nova@example.com'))?.subject).toBe(
      pt('staffInvite.subject', { shop: 'Salon invite-lang' }),
    );

    const { cookie } = await signUp(t.app, 'known-de@example.com');
    expect((await patch(cookie, 'de')).statusCode).toBe(200);
    expect((await invite(inviter, { email: 'known-de@example.com' })).statusCode).toBe(201);
    expect((await lastMailTo(t.ctx, 'known-de@example.com'))?.subject).toBe(
      translator('de')('staffInvite.subject', { shop: 'Salon invite-lang' }),
    );
  });
});

describe('accepting', () => {
  it('lets the invited account join with the role offered, once, and links the stylist meant for it', async () => {
    const stylistId = salon.stylists[1]?.id as string;
    const res = await invite(salon, { email: 'newbie@example.com', readOnly: true, stylistId });
    expect(res.statusCode, res.body).toBe(201);
    const mail = await lastMailTo(t.ctx, 'newbie@example.com');
    expect(mail?.subject).toBe('Invitation to join the team of Salon invite');
    const token = await invitationTokenFor(t.ctx, 'newbie@example.com');

    // A person without an account signs in by code (which makes one) and sees what is offered.
    const cookie = await signInByCode(t.app, t.ctx, 'newbie@example.com');
    const preview = await call(cookie, 'POST', '/api/me/invitations/preview', { token });
    expect(preview.json()).toMatchObject({
      shopName: 'Salon invite',
      role: 'ROLE_STAFF',
      readOnly: true,
      email: 'newbie@example.com',
      forYou: true,
    });

    const accepted = await accept(cookie, token);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toEqual({ shopId: salon.shopId, shopName: 'Salon invite' });
    expect(await shopsOf(cookie)).toEqual([salon.shopId]);
    const team = (await call(salon.cookie, 'GET', `/api/admin/shops/${salon.shopId}/members`)).json();
    expect(team.items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ email: 'newbie@example.com', role: 'ROLE_STAFF', readOnly: true }),
      ]),
    );
    const stylist = (await call(salon.cookie, 'GET', `/api/admin/shops/${salon.shopId}/stylists`))
      .json()
      .items.find((s: { id: string }) => s.id === stylistId);
    expect(stylist.userId).toBe((await call(cookie, 'GET', '/api/auth/me')).json().user.id);
    const open = await call(salon.cookie, 'GET', `/api/admin/shops/${salon.shopId}/invitations`);
    expect(open.json().items.map((i: { email: string }) => i.email)).not.toContain('newbie@example.com');

    const twice = await accept(cookie, token);
    expect(twice.statusCode).toBe(410);
    expect(twice.json().error.code).toBe('InvitationUsed');
  });

  it('refuses another account, even one holding the link, and adds it nowhere', async () => {
    await invite(salon, { email: 'right@example.com' });
    const token = await invitationTokenFor(t.ctx, 'right@example.com');
    const intruder = await signUp(t.app, 'intruder@example.com');
    const res = await accept(intruder.cookie, token);
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toMatchObject({
      code: 'InvitationForAnotherAccount',
      details: { email: 'right@example.com' },
    });
    expect(await membersOf(salon.shopId)).not.toContain(intruder.session.user.id);
    const preview = await call(intruder.cookie, 'POST', '/api/me/invitations/preview', { token });
    expect(preview.json().forYou).toBe(false);

    // Nor may the intruder turn it down for them.
    const declined = await call(intruder.cookie, 'POST', '/api/me/invitations/decline', { token });
    expect(declined.statusCode).toBe(403);
    // The right person still can.
    const right = await signInByCode(t.app, t.ctx, 'right@example.com');
    expect((await accept(right, token)).statusCode).toBe(200);
  });

  it('refuses a made-up token, and answers 401 to nobody signed in', async () => {
    const { cookie } = await signUp(t.app, 'guesser@example.com');
    const res = await accept(cookie, 'x'.repeat(43));
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('InvitationNotFound');
    expect((await accept('', 'x'.repeat(43))).statusCode).toBe(401);
  });

  it('refuses an expired invitation; sending it again gives a new link and retires the old one', async () => {
    const sent = (await invite(salon, { email: 'late@example.com' })).json();
    const oldToken = await invitationTokenFor(t.ctx, 'late@example.com');
    const start = clock;
    clock = new Date(start.getTime() + 7 * 24 * 3600_000 + 1000);
    try {
      // Sessions signed in a week later, as people would.
      const cookie = await signInByCode(t.app, t.ctx, 'late@example.com');
      const owner = { ...salon, cookie: (await signIn(t.app, 'owner-invite@example.com', PASSWORD)).cookie };
      const expired = await accept(cookie, oldToken);
      expect(expired.statusCode).toBe(410);
      expect(expired.json().error.code).toBe('InvitationExpired');
      const listed = await call(owner.cookie, 'GET', `/api/admin/shops/${salon.shopId}/invitations`);
      expect(listed.json().items.find((i: { id: string }) => i.id === sent.id)?.expired).toBe(true);

      const resent = await call(
        owner.cookie,
        'POST',
        `/api/admin/shops/${salon.shopId}/invitations/${sent.id}/resend`,
      );
      expect(resent.statusCode, resent.body).toBe(200);
      expect(resent.json().expired).toBe(false);
      const newToken = await invitationTokenFor(t.ctx, 'late@example.com');
      expect(newToken).not.toBe(oldToken);
      expect((await accept(cookie, oldToken)).json().error.code).toBe('InvitationNotFound');
      expect((await accept(cookie, newToken)).statusCode).toBe(200);
    } finally {
      clock = start;
    }
  });

  it('refuses a revoked invitation', async () => {
    const sent = (await invite(salon, { email: 'revoked@example.com' })).json();
    const token = await invitationTokenFor(t.ctx, 'revoked@example.com');
    const revoked = await call(
      salon.cookie,
      'DELETE',
      `/api/admin/shops/${salon.shopId}/invitations/${sent.id}`,
    );
    expect(revoked.statusCode, revoked.body).toBe(200);
    const cookie = await signInByCode(t.app, t.ctx, 'revoked@example.com');
    const res = await accept(cookie, token);
    expect(res.statusCode).toBe(410);
    expect(res.json().error.code).toBe('InvitationRevoked');
    expect(await shopsOf(cookie)).toEqual([]);
    // A revoked invitation no longer blocks a new one.
    expect((await invite(salon, { email: 'revoked@example.com' })).statusCode).toBe(201);
  });
});

describe('who may manage invitations', () => {
  it('only those who manage the team: not staff, not another shop’s owner', async () => {
    const sent = (await invite(salon, { email: 'target@example.com' })).json();
    const staff = await addTeamMember(t.app, t.ctx, salon, { email: 'plain-staff@example.com' });
    const base = `/api/admin/shops/${salon.shopId}/invitations`;
    for (const cookie of [staff.cookie, other.cookie]) {
      for (const [method, url, payload] of [
        ['GET', base],
        ['POST', base, { email: 'friend@example.com' }],
        ['POST', `${base}/${sent.id}/resend`],
        ['DELETE', `${base}/${sent.id}`],
      ] as const) {
        const res = await call(cookie, method, url, payload);
        expect(res.statusCode, `${method} ${url}`).toBe(403);
        expect(res.json().error.code).toBe('Forbidden');
      }
    }
    // Another shop's invitation through one's own shop's path is not found, and stays open.
    const crossed = await call(
      other.cookie,
      'DELETE',
      `/api/admin/shops/${other.shopId}/invitations/${sent.id}`,
    );
    expect(crossed.statusCode).toBe(404);
    const list = await call(salon.cookie, 'GET', base);
    expect(list.json().items.map((i: { id: string }) => i.id)).toContain(sent.id);
    const stillOpen = await t.ctx.db.select().from(shopInvitations).where(eq(shopInvitations.id, sent.id));
    expect(stillOpen[0]?.revokedAt).toBeNull();
  });
});
