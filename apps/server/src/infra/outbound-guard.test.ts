import { once } from 'node:events';
import http from 'node:http';
import { type AddressInfo, createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressRefusal, createOutboundGuard, OutboundRefused, type Resolver } from './outbound-guard.ts';

const strict = { allowLoopback: false };
const loopbackAllowed = { allowLoopback: true };

describe('which addresses may be called', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.0.9', 'loopback'],
    ['10.1.2.3', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.254', 'private'],
    ['192.168.1.10', 'private'],
    ['169.254.169.254', 'linkLocal'],
    ['100.64.0.1', 'carrierGradeNat'],
    ['100.127.255.254', 'carrierGradeNat'],
    ['224.0.0.1', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['0.0.0.0', 'unspecified'],
    ['0.1.2.3', 'unspecified'],
    ['255.255.255.255', 'broadcast'],
    ['240.0.0.1', 'reserved'],
    ['192.0.2.1', 'reserved'],
    ['198.18.0.1', 'reserved'],
    ['::1', 'loopback'],
    ['::', 'unspecified'],
    ['fc00::1', 'uniqueLocal'],
    ['fd12:3456::1', 'uniqueLocal'],
    ['fe80::1', 'linkLocal'],
    ['fe80::1%eth0', 'linkLocal'],
    ['fec0::1', 'deprecatedSiteLocal'],
    ['ff02::1', 'multicast'],
    ['2001:db8::1', 'reserved'],
    ['::ffff:127.0.0.1', 'ipv4Mapped:loopback'],
    ['::ffff:7f00:1', 'ipv4Mapped:loopback'],
    ['::ffff:10.0.0.1', 'ipv4Mapped:private'],
    ['::ffff:169.254.169.254', 'ipv4Mapped:linkLocal'],
    ['::ffff:0:127.0.0.1', 'rfc6145:loopback'],
    ['64:ff9b::10.0.0.1', 'rfc6052:private'],
    ['64:ff9b::7f00:1', 'rfc6052:loopback'],
    ['64:ff9b:1::1', 'rfc6052'],
    ['2002:a00:1::1', '6to4:private'],
    ['2002:7f00:1::1', '6to4:loopback'],
    ['2002:a9fe:a9fe::', '6to4:linkLocal'],
    ['2001:0:4136:e378:8000:63bf:3fff:fdd2', 'teredo'],
    ['::127.0.0.1', 'ipv4Compatible'],
    ['::7f00:1', 'ipv4Compatible'],
    ['::10.0.0.1', 'ipv4Compatible'],
    ['::8.8.8.8', 'ipv4Compatible'],
    ['not an address', 'invalid'],
  ])('refuses %s (%s)', (ip, range) => {
    expect(addressRefusal(ip, strict)).toBe(range);
  });

  it.each([
    '8.8.8.8',
    '93.184.215.14',
    '172.32.0.1',
    '100.128.0.1',
    '2606:4700:4700::1111',
    '2a00:1450:4001:82b::200a',
    '::ffff:8.8.8.8',
    '64:ff9b::8.8.8.8',
    '2002:808:808::1',
  ])('lets the public address %s through', (ip) => {
    expect(addressRefusal(ip, strict)).toBeNull();
  });

  it('lets loopback through only when the test setting asks for it, and nothing else private', () => {
    for (const ip of ['127.0.0.1', '::1', '::ffff:127.0.0.1'])
      expect(addressRefusal(ip, loopbackAllowed), ip).toBeNull();
    for (const ip of ['10.0.0.1', '192.168.0.1', '169.254.169.254', '::ffff:10.0.0.1', 'fd00::1', '0.0.0.0'])
      expect(addressRefusal(ip, loopbackAllowed), ip).not.toBeNull();
  });
});

/** A TCP listener on 127.0.0.1 that counts the connections it is offered. */
let listener: Server;
let port: number;
let connections = 0;
beforeAll(async () => {
  listener = createServer((socket) => {
    connections++;
    socket.destroy();
  });
  listener.listen(0, '127.0.0.1');
  await once(listener, 'listening');
  port = (listener.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => listener.close(() => resolve())));

/** A stand-in for DNS (none answers here for made-up names): fixed answers, counted. */
function fixedResolver(answers: Record<string, string[] | string[][]>) {
  const asked: string[] = [];
  const resolve: Resolver = async (hostname) => {
    asked.push(hostname);
    const answer = answers[hostname];
    if (!answer) throw Object.assign(new Error(`${hostname} not found`), { code: 'ENOTFOUND' });
    // A list of lists answers each lookup in turn, as a name that changes its answer would.
    const nth = answer[asked.filter((name) => name === hostname).length - 1] ?? answer.at(-1);
    const addresses = (Array.isArray(nth) ? nth : answer) as string[];
    return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };
  return { resolve, asked };
}

const refusedFor = async (promise: Promise<unknown>) => {
  const outcome = await promise.then(
    () => 'went through',
    (err: unknown) => err,
  );
  expect(outcome).toBeInstanceOf(OutboundRefused);
  return outcome as OutboundRefused;
};

describe('the guard when a URL is stored', () => {
  const guard = createOutboundGuard(strict, {
    resolve: fixedResolver({
      'push.example': ['93.184.215.14', '2606:2800:21f:cb07:6820:80da:af6b:8b2c'],
      'intranet.example': ['10.1.2.3'],
      'metadata.example': ['169.254.169.254'],
      'mixed.example': ['93.184.215.14', '192.168.0.7'],
      'mapped.example': ['::ffff:127.0.0.1'],
    }).resolve,
  });
  afterAll(() => guard.close());

  it.each([
    ['http://93.184.215.14/push', 'scheme'],
    ['ftp://push.example/x', 'scheme'],
    ['https://user:secret@push.example/x', 'credentials'],
    ['not a url', 'invalid-url'],
    ['https://127.0.0.1/x', 'address'],
    ['https://127.1/x', 'address'],
    ['https://2130706433/x', 'address'],
    ['https://0x7f000001/x', 'address'],
    ['https://0177.0.0.1/x', 'address'],
    ['https://10.0.0.8/x', 'address'],
    ['https://192.168.1.1/x', 'address'],
    ['https://169.254.169.254/latest/meta-data', 'address'],
    ['https://100.64.0.1/x', 'address'],
    ['https://[::1]/x', 'address'],
    ['https://[::ffff:127.0.0.1]/x', 'address'],
    ['https://[fd00::1]/x', 'address'],
    ['https://[fe80::1]/x', 'address'],
    ['https://0.0.0.0/x', 'address'],
    ['https://intranet.example/x', 'address'],
    ['https://metadata.example/x', 'address'],
    ['https://mixed.example/x', 'address'],
    ['https://mapped.example/x', 'address'],
  ])('refuses %s (%s)', async (url, reason) => {
    expect((await refusedFor(guard.assertPublicUrl(url))).reason).toBe(reason);
  });

  it('lets a public https address through, named or written as an address', async () => {
    await expect(guard.assertPublicUrl('https://push.example/send/abc')).resolves.toBeInstanceOf(URL);
    await expect(guard.assertPublicUrl('https://93.184.215.14:8443/x')).resolves.toBeInstanceOf(URL);
    await expect(guard.assertPublicUrl('https://[2606:4700:4700::1111]/x')).resolves.toBeInstanceOf(URL);
    // Not resolvable now: it cannot be called until it is, and every connection judges it then.
    await expect(guard.assertPublicUrl('https://unknown.example/x')).resolves.toBeInstanceOf(URL);
  });

  it('asks the system resolver by default: a name this machine resolves to loopback is refused', async () => {
    const system = createOutboundGuard(strict);
    try {
      expect((await refusedFor(system.assertPublicUrl('https://localhost/x'))).address?.range).toBe(
        'loopback',
      );
    } finally {
      system.close();
    }
  });
});

describe('the guard at connection time', () => {
  it('never connects to a loopback address however it is written, nor to a name that resolves to one', async () => {
    const guard = createOutboundGuard(strict);
    try {
      const before = connections;
      for (const host of [
        '127.0.0.1',
        '127.1',
        '2130706433',
        '0x7f.1',
        '[::ffff:127.0.0.1]',
        '[::ffff:7f00:1]',
        '0.0.0.0',
        'localhost',
      ]) {
        const refused = await refusedFor(guard.request(`https://${host}:${port}/push`, { method: 'POST' }));
        expect(refused.reason, host).toBe('address');
      }
      // Plain http is refused by its scheme before anything is resolved.
      expect((await refusedFor(guard.request(`http://127.0.0.1:${port}/`))).reason).toBe('scheme');
      expect(connections).toBe(before);
    } finally {
      guard.close();
    }
  });

  it('refuses private, link-local and CGNAT addresses at once, without trying them', async () => {
    const guard = createOutboundGuard(strict);
    try {
      for (const host of [
        '10.0.0.1',
        '192.168.0.1',
        '172.20.0.1',
        '169.254.169.254',
        '100.64.0.1',
        '[fd00::1]',
      ]) {
        const started = Date.now();
        const refused = await refusedFor(guard.request(`https://${host}/`, { timeoutMs: 5000 }));
        expect(refused.address?.ip, host).toBeDefined();
        expect(Date.now() - started).toBeLessThan(1000);
      }
    } finally {
      guard.close();
    }
  });

  it('judges the address the name has when connecting (a name that turns private after it was stored)', async () => {
    const dns = fixedResolver({ 'rebind.example': [['93.184.215.14'], ['127.0.0.1']] });
    const guard = createOutboundGuard(strict, { resolve: dns.resolve });
    try {
      const before = connections;
      await expect(guard.assertPublicUrl(`https://rebind.example:${port}/x`)).resolves.toBeInstanceOf(URL);
      const refused = await refusedFor(guard.request(`https://rebind.example:${port}/x`));
      expect(refused.address).toEqual({ ip: '127.0.0.1', range: 'loopback' });
      expect(connections).toBe(before);
    } finally {
      guard.close();
    }
  });

  it('connects to exactly the address it judged: resolved once, never again by the system', async () => {
    // Only the stand-in knows this name: reaching the listener proves the socket used its answer.
    const dns = fixedResolver({ 'pinned.example': ['127.0.0.1'] });
    const guard = createOutboundGuard(loopbackAllowed, { resolve: dns.resolve });
    try {
      const before = connections;
      // The listener speaks no TLS: the request fails after connecting, and not by the guard.
      const outcome = await guard.request(`https://pinned.example:${port}/x`).catch((err: unknown) => err);
      expect(outcome).toBeInstanceOf(Error);
      expect(outcome).not.toBeInstanceOf(OutboundRefused);
      expect(connections).toBe(before + 1);
      expect(dns.asked).toEqual(['pinned.example']);
    } finally {
      guard.close();
    }
  });

  it('guards the agents handed to libraries the same way', async () => {
    const guard = createOutboundGuard(strict);
    try {
      const before = connections;
      for (const host of ['127.0.0.1', 'localhost']) {
        const request = http.get({ host, port, path: '/', agent: guard.agents.http });
        const [err] = await once(request, 'error');
        expect(err, host).toBeInstanceOf(OutboundRefused);
      }
      expect(connections).toBe(before);
    } finally {
      guard.close();
    }
  });
});
