import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeFrom, cookiesFrom, createTestApp, lastMailTo, signUp, type TestApp } from './helpers.ts';

let t: TestApp;
let clock = new Date('2026-11-21T10:00:00Z');
const later = (minutes: number) => {
  clock = new Date(clock.getTime() + minutes * 60_000);
};

beforeAll(async () => {
  t = await createTestApp({ now: () => clock, env: { COOKIE_PREFIX: 'bk_' } });
});
afterAll(() => t.close());

const me = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
const refresh = (cookie: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/refresh', headers: { cookie } });

describe('sign-up and sign-in with a password', () => {
  it('creates a customer, signs them in and sets the session cookies', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: { email: 'Ana@Example.COM', password: 'long enough', name: 'Ana' },
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.user).toMatchObject({
      email: 'ana@example.com',
      name: 'Ana',
      roles: ['ROLE_CUSTOMER'],
      locale: 'en',
    });
    expect(body.shops).toEqual([]);

    const byName = Object.fromEntries(res.cookies.map((c) => [c.name, c]));
    for (const name of ['bk_accessToken', 'bk_refreshToken']) {
      expect(byName[name]).toMatchObject({ httpOnly: true, path: '/', sameSite: 'Lax' });
      expect(byName[name]?.secure).toBeFalsy();
    }
    expect(byName.bk_userData?.httpOnly).toBeFalsy();
    expect(JSON.parse(byName.bk_userData?.value ?? '{}')).toMatchObject({
      name: 'Ana',
      email: 'ana@example.com',
    });

    const session = await me(cookiesFrom(res));
    expect(session.statusCode).toBe(200);
    expect(session.json().user.email).toBe('ana@example.com');
  });

  it('refuses a second account for the same address in any letter case', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: { email: 'ANA@example.com', password: 'another one', name: 'Ana 2' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('EmailAlreadyUsed');
  });

  it('names each field that is wrong', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: { email: 'not-an-address', password: 'short', name: '' },
    });
    expect(res.statusCode).toBe(400);
    const { error } = res.json();
    expect(error.code).toBe('ValidationError');
    expect(error.details.map((d: { path: string }) => d.path).sort()).toEqual([
      'body.email',
      'body.name',
      'body.password',
    ]);
    expect(error.details.find((d: { path: string }) => d.path === 'body.password').message).toMatch(
      /8 characters/,
    );
  });

  it('signs in case-insensitively and refuses a wrong password or unknown address alike', async () => {
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: 'aNa@example.com', password: 'long enough' },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user.name).toBe('Ana');

    for (const payload of [
      { email: 'ana@example.com', password: 'wrong password' },
      { email: 'nobody@example.com', password: 'long enough' },
    ]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload });
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe('NotAuthorizedException');
      expect(res.body).not.toMatch(/at .*\.ts/);
    }
  });

  it('answers a visitor without a session plainly, and says whether a refresh could renew one', async () => {
    const res = await me('');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ user: null, refresh: false });
    const withRefreshCookie = await me('bk_refreshToken=some-token');
    expect(withRefreshCookie.statusCode).toBe(200);
    expect(withRefreshCookie.json()).toEqual({ user: null, refresh: true });
  });
});

describe('tokens', () => {
  it('expires the access token after 15 minutes and refreshes with rotation', async () => {
    const { cookie } = await signUp(t.app, 'rotor@example.com');
    later(16);
    expect((await me(cookie)).json()).toEqual({ user: null, refresh: true });

    const first = await refresh(cookie);
    expect(first.statusCode).toBe(200);
    const rotated = cookiesFrom(first, cookie);
    expect(rotated).not.toBe(cookie);
    expect((await me(rotated)).statusCode).toBe(200);
    // Only an answer with a session may be kept by the admin app for offline use.
    expect((await me(rotated)).headers['x-signed-in']).toBe('true');

    // The old refresh token was rotated: using it again is theft, and the whole family dies.
    const reuse = await refresh(cookie);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().error.code).toBe('TokenIsExpired');
    const afterTheft = await refresh(rotated);
    expect(afterTheft.statusCode).toBe(401);
    expect(afterTheft.json().error.code).toBe('TokenIsExpired');
  });

  it('ends a refresh token after 30 days', async () => {
    const { cookie } = await signUp(t.app, 'old@example.com');
    later(29 * 24 * 60);
    const stillGood = await refresh(cookie);
    expect(stillGood.statusCode).toBe(200);
    later(31 * 24 * 60);
    const expired = await refresh(cookiesFrom(stillGood, cookie));
    expect(expired.json().error.code).toBe('TokenIsExpired');
  });

  it('signs out: cookies cleared and the refresh token revoked', async () => {
    const { cookie } = await signUp(t.app, 'leaver@example.com');
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: { cookie } });
    expect(out.statusCode).toBe(200);
    const cleared = out.cookies.filter(
      (c) => c.maxAge === 0 || (c.expires && c.expires.getTime() < Date.now()),
    );
    expect(cleared.map((c) => c.name).sort()).toEqual(['bk_accessToken', 'bk_refreshToken', 'bk_userData']);
    expect(cookiesFrom(out, cookie)).not.toContain('bk_accessToken');
    expect((await refresh(cookie)).json().error.code).toBe('TokenIsExpired');
  });

  it('tells "not signed in" apart from "session ran out" on refresh', async () => {
    expect((await refresh('')).json().error.code).toBe('error.http.401');
    expect((await refresh('bk_refreshToken=made-up')).json().error.code).toBe('TokenIsExpired');
  });

  it('refuses a forged access token', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: 'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl' },
    });
    expect(res.json()).toEqual({ user: null, refresh: false });
  });
});

describe('sign-in by e-mail code', () => {
  const request = (email: string, locale?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/email-code',
      payload: { email, ...(locale ? { locale } : {}) },
    });
  const verify = (email: string, code: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/email-code/verify', payload: { email, code } });

  it('mails a 6-digit code that signs in once and creates the account', async () => {
    const res = await request('New.Client@Example.com', 'de');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ sent: true, expiresIn: 600 });

    const mail = await lastMailTo(t.ctx, 'new.client@example.com');
    expect(mail?.subject).toMatch(/^Ihr Anmeldecode: \d{6}$/);
    const code = codeFrom(mail?.text ?? '');
    const row = await t.ctx.db.query.emailCodes.findFirst();
    expect(row?.codeHash).not.toContain(code);

    const ok = await verify('new.client@example.com', code);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user).toMatchObject({ email: 'new.client@example.com', roles: ['ROLE_CUSTOMER'] });
    expect((await me(cookiesFrom(ok))).statusCode).toBe(200);

    const again = await verify('new.client@example.com', code);
    expect(again.json().error.code).toBe('CodeExpired');
  });

  it('allows five tries, then the code is dead even when right', async () => {
    await request('tries@example.com');
    const code = codeFrom((await lastMailTo(t.ctx, 'tries@example.com'))?.text ?? '');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let left = 4; left >= 1; left--) {
      const res = await verify('tries@example.com', wrong);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({ code: 'InvalidCode', details: { attemptsLeft: left } });
    }
    expect((await verify('tries@example.com', wrong)).json().error.code).toBe('CodeExpired');
    expect((await verify('tries@example.com', code)).json().error.code).toBe('CodeExpired');
  });

  it('compares at most five guesses when they arrive all at once', async () => {
    await request('rush@example.com');
    const code = codeFrom((await lastMailTo(t.ctx, 'rush@example.com'))?.text ?? '');
    const wrong = code === '000000' ? '111111' : '000000';
    const answers = await Promise.all(Array.from({ length: 20 }, () => verify('rush@example.com', wrong)));
    const codes = answers.map((res) => res.json().error.code);
    // Four "not right" answers and one "tried too often" come from compared guesses; the rest never got there.
    expect(codes.filter((c) => c === 'InvalidCode')).toHaveLength(4);
    expect(codes.filter((c) => c === 'CodeExpired')).toHaveLength(16);
    const row = await t.ctx.db.query.emailCodes.findFirst({
      where: (codes, { eq }) => eq(codes.email, 'rush@example.com'),
    });
    expect(row?.attempts).toBe(5);
    expect((await verify('rush@example.com', code)).json().error.code).toBe('CodeExpired');
  });

  it('expires a code after 10 minutes and keeps only the newest valid', async () => {
    await request('late@example.com');
    const first = codeFrom((await lastMailTo(t.ctx, 'late@example.com'))?.text ?? '');
    later(11);
    expect((await verify('late@example.com', first)).json().error.code).toBe('CodeExpired');

    await request('late@example.com');
    const second = codeFrom((await lastMailTo(t.ctx, 'late@example.com'))?.text ?? '');
    later(1);
    await request('late@example.com');
    const third = codeFrom((await lastMailTo(t.ctx, 'late@example.com'))?.text ?? '');
    if (second !== third) expect((await verify('late@example.com', second)).statusCode).toBe(400);
    expect((await verify('late@example.com', third)).statusCode).toBe(200);
  });

  it('makes a new account in the page’s language and leaves an existing account’s language alone', async () => {
    const inLanguage = (email: string, code: string, locale: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/email-code/verify',
        headers: { 'accept-language': 'en-US' },
        payload: { email, code, locale },
      });
    await request('seite@example.com', 'de');
    const first = codeFrom((await lastMailTo(t.ctx, 'seite@example.com'))?.text ?? '');
    const made = await inLanguage('seite@example.com', first, 'de');
    expect(made.statusCode).toBe(200);
    expect(made.json().user.locale).toBe('de');

    await request('seite@example.com', 'fr');
    const second = codeFrom((await lastMailTo(t.ctx, 'seite@example.com'))?.text ?? '');
    const again = await inLanguage('seite@example.com', second, 'fr');
    expect(again.json().user.locale).toBe('de');

    await request('seite@example.com');
    const third = codeFrom((await lastMailTo(t.ctx, 'seite@example.com'))?.text ?? '');
    const bad = await inLanguage('seite@example.com', third, 'xx');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details[0].path).toBe('body.locale');
  });

  it('rejects a code that is not 6 digits', async () => {
    const res = await verify('late@example.com', '12ab');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details[0].path).toBe('body.code');
  });
});

describe('profile', () => {
  it('remembers the chosen language', async () => {
    const { cookie } = await signUp(t.app, 'polyglot@example.com');
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/me',
      headers: { cookie },
      payload: { locale: 'fr' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.locale).toBe('fr');
    const bad = await t.app.inject({
      method: 'PATCH',
      url: '/api/me',
      headers: { cookie },
      payload: { locale: 'xx' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details[0].path).toBe('body.locale');
  });
});

describe('refresh races', () => {
  it('lets exactly one of two simultaneous refreshes with one token through', async () => {
    const { cookie } = await signUp(t.app, 'twotabs@example.com');
    const results = await Promise.all([refresh(cookie), refresh(cookie)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 401]);
  });
});
