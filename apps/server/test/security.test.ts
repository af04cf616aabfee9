import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import {
  codeFrom,
  cookiesFrom,
  createTestApp,
  lastMailTo,
  signInByCode,
  signUp,
  type TestApp,
} from './helpers.ts';
import { startSmtpPeer } from './smtp-peer.ts';

describe('brute-force limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      rateLimits: {
        signInPerEmail: { limit: 3, windowSeconds: 600 },
        signInPerIp: { limit: 5, windowSeconds: 600 },
        codePerEmail: { limit: 2, windowSeconds: 300 },
      },
    });
  });
  afterAll(() => t.close());

  const signIn = (email: string, ip = '10.0.0.1') =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      remoteAddress: ip,
      payload: { email, password: 'whatever1' },
    });

  it('limits sign-in per e-mail address with Retry-After', async () => {
    for (let i = 0; i < 3; i++)
      expect((await signIn('victim@example.com', `10.0.1.${i}`)).statusCode).toBe(401);
    const limited = await signIn('victim@example.com', '10.0.1.9');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('TooManyRequests');
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(600);
  });

  it('limits sign-in per address across e-mails', async () => {
    for (let i = 0; i < 5; i++)
      expect((await signIn(`spray${i}@example.com`, '10.0.2.1')).statusCode).toBe(401);
    expect((await signIn('spray9@example.com', '10.0.2.1')).statusCode).toBe(429);
    expect((await signIn('spray9@example.com', '10.0.2.2')).statusCode).toBe(401);
  });

  it('limits code requests per e-mail address', async () => {
    const ask = () =>
      t.app.inject({ method: 'POST', url: '/api/auth/email-code', payload: { email: 'spam@example.com' } });
    expect((await ask()).statusCode).toBe(200);
    expect((await ask()).statusCode).toBe(200);
    const third = await ask();
    expect(third.statusCode).toBe(429);
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('password guessing', () => {
  let t: TestApp;
  let clock = new Date('2026-11-21T10:00:00Z');
  const later = (seconds: number) => {
    clock = new Date(clock.getTime() + seconds * 1000);
  };
  beforeAll(async () => {
    t = await createTestApp({ now: () => clock });
    await signUp(t.app, 'owner@example.com', 'the right password');
  });
  afterAll(() => t.close());

  const attempt = (password: string, ip: string, email = 'owner@example.com') =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      remoteAddress: ip,
      payload: { email, password },
    });

  it('never counts the right password against the owner', async () => {
    for (let i = 0; i < 15; i++)
      expect((await attempt('the right password', '192.0.2.1')).statusCode).toBe(200);
  });

  it('slows a guesser down with a doubling wait, and the owner still signs in by e-mail code', async () => {
    // Ten free failures, spread over many addresses as a botnet would.
    for (let i = 0; i < 10; i++) expect((await attempt('guess', `198.51.100.${i}`)).statusCode).toBe(401);
    const waiting = await attempt('guess', '198.51.100.50');
    expect(waiting.statusCode).toBe(429);
    expect(waiting.headers['retry-after']).toBe('30');
    // Refused attempts do not count: asking again and again does not lengthen the wait.
    for (let i = 0; i < 5; i++) await attempt('guess', '198.51.100.51');
    later(31);
    expect((await attempt('guess', '198.51.100.52')).statusCode).toBe(401);
    later(31);
    const longer = await attempt('guess', '198.51.100.53');
    expect(longer.statusCode).toBe(429);
    expect(longer.headers['retry-after']).toBe('29');

    // Passwords wait for the owner too, but the code mailed to them signs them in.
    expect((await attempt('the right password', '192.0.2.1')).statusCode).toBe(429);
    const cookie = await signInByCode(t.app, t.ctx, 'owner@example.com');
    expect(cookie).toContain('accessToken');

    // The wait never grows past 15 minutes.
    for (let i = 0; i < 10; i++) {
      later(15 * 60);
      expect((await attempt('guess', `198.51.100.${60 + i}`)).statusCode).toBe(401);
    }
    expect(Number((await attempt('guess', '198.51.100.99')).headers['retry-after'])).toBeLessThanOrEqual(900);
    later(15 * 60);
    expect((await attempt('the right password', '192.0.2.1')).statusCode).toBe(200);
  });

  it('limits one address across accounts, counting only its failures', async () => {
    for (let i = 0; i < 50; i++)
      expect((await attempt('guess', '203.0.113.9', `nobody${i}@example.com`)).statusCode).toBe(401);
    expect((await attempt('guess', '203.0.113.9', 'nobody99@example.com')).statusCode).toBe(429);
    expect((await attempt('guess', '203.0.113.10', 'nobody99@example.com')).statusCode).toBe(401);
  });

  it('lets parallel guesses past the free failures only one at a time', async () => {
    await signUp(t.app, 'rushed@example.com', 'the right password');
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => attempt('guess', `192.0.2.${100 + i}`, 'rushed@example.com')),
    );
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
  });
});

describe('a device the account knows, while strangers guess', () => {
  let t: TestApp;
  const clock = new Date('2026-11-21T10:00:00Z');
  const email = 'known@example.com';
  const right = 'the right password';
  const attacker = '203.0.113.66';
  beforeAll(async () => {
    t = await createTestApp({
      now: () => clock,
      // The attacker's own address is shut out after 5 failures, the account after 10.
      rateLimits: { signInPerIp: { limit: 5, windowSeconds: 24 * 3600 } },
    });
    await signUp(t.app, email, right);
  });
  afterAll(() => t.close());

  const attempt = (password: string, ip: string, device?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      remoteAddress: ip,
      ...(device ? { headers: { cookie: `salon_device=${device}` } } : {}),
      payload: { email, password },
    });
  const deviceCookie = (res: Awaited<ReturnType<typeof attempt>>) =>
    res.cookies.find((cookie) => cookie.name === 'salon_device');

  let phone = '';
  let laptop = '';

  it('remembers each browser that signs in with a long-lived HttpOnly cookie', async () => {
    const first = await attempt(right, '192.0.2.10');
    expect(first.statusCode).toBe(200);
    const cookie = deviceCookie(first);
    expect(cookie).toMatchObject({
      httpOnly: true,
      path: '/api/auth',
      sameSite: 'Lax',
      maxAge: 365 * 24 * 3600,
    });
    phone = cookie?.value ?? '';
    expect(phone).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Every sign-in gives the browser a fresh token.
    const again = await attempt(right, '192.0.2.10', phone);
    const renewed = deviceCookie(again)?.value ?? '';
    expect(renewed).not.toBe(phone);
    phone = renewed;
    laptop = deviceCookie(await attempt(right, '192.0.2.11'))?.value ?? '';
    expect(laptop).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('knows a browser from a sign-up or a sign-in by e-mail code too', async () => {
    const { cookie } = await signUp(t.app, 'fresh@example.com', right);
    expect(cookie).toMatch(/salon_device=[A-Za-z0-9_-]{43}/);
    expect(await signInByCode(t.app, t.ctx, 'fresh@example.com')).toMatch(/salon_device=[A-Za-z0-9_-]{43}/);
  });

  it('locks the account for unknown browsers, keeps the guesser’s address out, and lets the owner’s known device in', async () => {
    for (let i = 0; i < 5; i++) expect((await attempt('guess', attacker)).statusCode).toBe(401);
    expect((await attempt('guess', attacker)).statusCode).toBe(429);
    for (let i = 0; i < 5; i++) expect((await attempt('guess', `198.51.100.${i}`)).statusCode).toBe(401);

    // The right password from a browser the account does not know waits, wherever it comes from.
    const stranger = await attempt(right, '192.0.2.99');
    expect(stranger.statusCode).toBe(429);
    expect(stranger.headers['retry-after']).toBe('30');
    expect((await attempt(right, '192.0.2.99', 'x'.repeat(43))).statusCode).toBe(429);

    // The owner's phone, on its own address, is in at once.
    const owner = await attempt(right, '192.0.2.10', phone);
    expect(owner.statusCode, owner.body).toBe(200);
    expect(owner.json().user.email).toBe(email);
    const previous = phone;
    phone = deviceCookie(owner)?.value ?? '';

    // The guesser's address stays shut, whatever it sends.
    expect((await attempt(right, attacker)).statusCode).toBe(429);
    expect((await attempt(right, attacker, phone)).statusCode).toBe(429);
    // A copy of the phone's cookie from before its last sign-in is a stranger's now.
    expect((await attempt(right, '192.0.2.50', previous)).statusCode).toBe(429);
  });

  it('gives a copied device cookie no more guesses than the account has', async () => {
    for (let i = 0; i < 10; i++)
      expect((await attempt('guess', `198.51.100.${100 + i}`, laptop)).statusCode).toBe(401);
    expect((await attempt('guess', '198.51.100.120', laptop)).statusCode).toBe(429);
    expect((await attempt(right, '198.51.100.121', laptop)).statusCode).toBe(429);
    // The phone keeps its own count.
    const fromPhone = await attempt(right, '192.0.2.10', phone);
    expect(fromPhone.statusCode).toBe(200);
    phone = deviceCookie(fromPhone)?.value ?? '';
  });

  it('forgets every device when the account signs out everywhere', async () => {
    const signedIn = await attempt(right, '192.0.2.10', phone);
    expect(signedIn.statusCode).toBe(200);
    phone = deviceCookie(signedIn)?.value ?? '';
    const everywhere = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out-everywhere',
      headers: { cookie: cookiesFrom(signedIn) },
    });
    expect(everywhere.statusCode).toBe(200);
    // The account is still locked for strangers, and the phone is one now.
    expect((await attempt(right, '192.0.2.10', phone)).statusCode).toBe(429);
  });
});

describe('RATE_LIMIT_FACTOR', () => {
  it('raises every limit by the factor, and still limits', async () => {
    const t = await createTestApp({
      env: { RATE_LIMIT_FACTOR: '3' },
      rateLimits: { signInPerEmail: { limit: 1, windowSeconds: 600 } },
    });
    const signIn = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        payload: { email: 'x@example.com', password: 'whatever1' },
      });
    for (let i = 0; i < 3; i++) expect((await signIn()).statusCode).toBe(401);
    expect((await signIn()).statusCode).toBe(429);
    await t.close();
  });
});

describe('requests from other sites', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: { COOKIE_DOMAIN: 'salon.test', ALLOWED_ORIGINS: 'https://partner.example' },
    });
  });
  afterAll(() => t.close());

  const post = (headers: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      headers: { host: 'app.salon.test', ...headers },
      payload: { email: `p${Math.random()}@example.com`, password: 'long enough', name: 'P' },
    });

  it('refuses a write whose Origin is a third-party site', async () => {
    for (const origin of ['https://evil.example', 'null', 'https://salon.test.evil.example']) {
      const res = await post({ origin });
      expect(res.statusCode, `${origin} ${res.body}`).toBe(403);
      expect(res.json().error.code).toBe('Forbidden');
    }
    expect((await post({ 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
  });

  it('accepts our own host, sibling subdomains, configured origins and clients without Origin', async () => {
    for (const headers of <Record<string, string>[]>[
      { origin: 'https://app.salon.test' },
      { origin: 'https://demo.salon.test' },
      { origin: 'https://partner.example' },
      {},
    ]) {
      expect((await post(headers)).statusCode, JSON.stringify(headers)).toBe(201);
    }
  });

  it('lets reads through from anywhere and shares cookies with the parent domain', async () => {
    const res = await post({ origin: 'https://app.salon.test' });
    expect(res.cookies.every((c) => c.domain === 'salon.test')).toBe(true);
    const read = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: 'https://evil.example' },
    });
    expect(read.statusCode).toBe(200);
  });
});

describe('behind HTTPS', () => {
  it('marks session cookies Secure when served over HTTPS', async () => {
    const t = await createTestApp({ env: { TRUST_PROXY: '1' } });
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up',
        headers: { 'x-forwarded-proto': 'https' },
        payload: { email: 'secure@example.com', password: 'long enough', name: 'S' },
      });
      expect(res.statusCode).toBe(201);
      for (const c of res.cookies) expect(c.secure, c.name).toBe(true);
    } finally {
      await t.close();
    }
  }, 120_000);
});

describe('behind a reverse proxy', () => {
  it('takes the address the trusted proxy saw, whatever the client wrote into X-Forwarded-For', async () => {
    for (const setting of ['true', '10.0.0.0/8']) {
      const t = await createTestApp({
        env: { TRUST_PROXY: setting },
        rateLimits: { codePerIp: { limit: 3, windowSeconds: 600 } },
      });
      try {
        const ask = (i: number) =>
          t.app.inject({
            method: 'POST',
            url: '/api/auth/email-code',
            remoteAddress: '10.0.0.5',
            // The proxy appends the address it saw; everything before it is the client's own word.
            headers: { 'x-forwarded-for': `198.51.100.${i}, 203.0.113.${i}, 192.0.2.7` },
            payload: { email: `proxied${i}@example.com` },
          });
        for (let i = 0; i < 3; i++) expect((await ask(i)).statusCode, setting).toBe(200);
        expect((await ask(3)).statusCode, setting).toBe(429);
      } finally {
        await t.close();
      }
    }
  }, 120_000);

  it('refuses a TRUST_PROXY it cannot read', () => {
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/40' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: 'everyone' })).toThrow(/TRUST_PROXY/);
    expect(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, fd00::/8' }).TRUST_PROXY).toEqual(['10.0.0.1', 'fd00::/8']);
  });
});

describe('bad input never becomes a 500', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers malformed JSON, a wrong content type, a missing body and a bad path parameter with 4xx envelopes', async () => {
    const cases = [
      {
        method: 'POST',
        url: '/api/auth/sign-in',
        body: '{"email":',
        headers: { 'content-type': 'application/json' },
      },
      {
        method: 'POST',
        url: '/api/auth/sign-in',
        body: 'email=a',
        headers: { 'content-type': 'text/plain' },
      },
      { method: 'POST', url: '/api/auth/sign-in' },
      {
        method: 'POST',
        url: '/api/auth/sign-in',
        body: '[]',
        headers: { 'content-type': 'application/json' },
      },
      { method: 'GET', url: '/api/public/subdomain-availability' },
    ] as const;
    for (const c of cases) {
      const res = await t.app.inject({
        method: c.method,
        url: c.url,
        payload: 'body' in c ? c.body : undefined,
        headers: 'headers' in c ? c.headers : {},
      });
      expect(res.statusCode, `${c.url} ${'body' in c ? c.body : ''}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.json().error.code).toMatch(/ValidationError|UnsupportedMediaType/);
      expect(res.body).not.toMatch(/node_modules|\.ts:\d+/);
    }
  });
});

describe('mail over SMTP', () => {
  it('delivers the sign-in code through a real SMTP server and logs it as sent', async () => {
    const smtp = await startSmtpPeer();
    const { received } = smtp;
    const t = await createTestApp({
      env: { SMTP_URL: smtp.url, MAIL_FROM: 'Salon <hi@salon.test>' },
    });
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/email-code',
        payload: { email: 'smtp@example.com' },
      });
      expect(res.statusCode).toBe(200);
      expect(received).toHaveLength(1);
      const mail = await lastMailTo(t.ctx, 'smtp@example.com');
      expect(mail?.status).toBe('sent');
      // The code that arrived over SMTP signs in.
      const body = (received[0] ?? '')
        .split(/\r?\n\r?\n/)
        .slice(1)
        .join('\n');
      const verified = await t.app.inject({
        method: 'POST',
        url: '/api/auth/email-code/verify',
        payload: { email: 'smtp@example.com', code: codeFrom(body) },
      });
      expect(verified.statusCode).toBe(200);
      // Delivered, the outbox keeps no copy of the code.
      expect(mail?.text).toBe('');
      expect(mail?.html ?? null).toBeNull();
      expect(received[0]).toMatch(/^To: smtp@example.com/m);
      expect(received[0]).toMatch(/^From: Salon <hi@salon.test>/m);
    } finally {
      await t.close();
      await smtp.close();
    }
  });
});
