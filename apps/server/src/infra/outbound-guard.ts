import { type LookupAddress, type LookupOptions, lookup as systemLookup } from 'node:dns';
import http, { type ClientRequestArgs, type IncomingHttpHeaders } from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import type { Duplex } from 'node:stream';
import ipaddr from 'ipaddr.js';

/**
 * The one way the server calls an address a user typed (push endpoints, webhooks, calendar
 * feeds). Such an address must not reach this machine or the network behind it: loopback,
 * private, link-local (cloud metadata at 169.254.169.254), CGNAT, multicast, reserved and the
 * IPv6 forms that carry such an IPv4 address are refused.
 *
 * Two checks: `assertPublicUrl` when the address is stored (so the user hears at once), and at
 * every connection (`request`, or the agents for a library that takes one). The second one is
 * what protects: a name is resolved once, judged, and the socket connects to exactly the address
 * that was judged, so a name that answers differently a moment later (DNS rebinding) gains nothing.
 * Redirects are never followed.
 */

export type OutboundRefusalReason = 'invalid-url' | 'scheme' | 'credentials' | 'address';

export class OutboundRefused extends Error {
  readonly code = 'OUTBOUND_REFUSED';
  constructor(
    readonly reason: OutboundRefusalReason,
    message: string,
    /** The address judged, and the range it lies in (`private`, `loopback`, `ipv4Mapped:private`…). */
    readonly address?: { ip: string; range: string },
  ) {
    super(message);
    this.name = 'OutboundRefused';
  }
}

export interface OutboundPolicy {
  /**
   * Lets addresses on this machine (127.0.0.0/8, ::1) through, and plain http to them. For tests
   * that run their own push service or webhook receiver (OUTBOUND_ALLOW_LOOPBACK); never on a
   * real server.
   */
  allowLoopback: boolean;
}

/** Every address a name stands for, as `dns.lookup(name, { all: true })` gives them. */
export type Resolver = (hostname: string, family: 0 | 4 | 6) => Promise<LookupAddress[]>;

const systemResolver: Resolver = (hostname, family) =>
  new Promise((resolve, reject) =>
    systemLookup(hostname, { all: true, family }, (err, addresses) =>
      err ? reject(err) : resolve(addresses),
    ),
  );

const NAT64_WELL_KNOWN = ipaddr.IPv6.parseCIDR('64:ff9b::/96');

/** The IPv4 address an IPv6 one stands for or carries (mapped, translated, NAT64, 6to4), if any. */
function embeddedIPv4(address: ipaddr.IPv6): ipaddr.IPv4 | null {
  const bytes = address.toByteArray();
  const last = () => new ipaddr.IPv4(bytes.slice(12, 16));
  switch (address.range()) {
    case 'ipv4Mapped':
    case 'rfc6145':
      return last();
    case 'rfc6052':
      // 64:ff9b::/96 carries the address in its last 32 bits; 64:ff9b:1::/48 is for local use.
      return address.match(NAT64_WELL_KNOWN) ? last() : null;
    case '6to4':
      return new ipaddr.IPv4(bytes.slice(2, 6));
    default:
      return null;
  }
}

/** Deprecated "IPv4-compatible" ::a.b.c.d, which ipaddr.js counts as unicast. */
const isIPv4Compatible = (address: ipaddr.IPv6) =>
  address.parts.slice(0, 6).every((part) => part === 0) &&
  !['loopback', 'unspecified'].includes(address.range());

function ipv4Refusal(address: ipaddr.IPv4, policy: OutboundPolicy): string | null {
  const range = address.range();
  if (range === 'unicast') return null;
  if (range === 'loopback' && policy.allowLoopback) return null;
  return range;
}

/**
 * The address as the URL parser writes it. ipaddr.js reads `::127.0.0.1` as `::ffff:127.0.0.1`,
 * the URL parser (and the socket) as `::7f00:1`: the socket's reading is the one to judge.
 */
function canonical(ip: string): string | null {
  const bare = ip.replace(/^\[|\]$/g, '');
  if (!bare.includes(':')) return bare;
  const [address = '', zone] = bare.split('%');
  try {
    const written = new URL(`http://[${address}]/`).hostname.slice(1, -1);
    return zone === undefined ? written : `${written}%${zone}`;
  } catch {
    return null;
  }
}

/**
 * Why an IP address may not be called (the name of its range), or null when it is a public
 * unicast address. Anything that does not parse as an address is refused.
 */
export function addressRefusal(ip: string, policy: OutboundPolicy): string | null {
  const bare = canonical(ip);
  if (!bare || !ipaddr.isValid(bare)) return 'invalid';
  const address = ipaddr.parse(bare);
  if (address.kind() === 'ipv4') return ipv4Refusal(address as ipaddr.IPv4, policy);
  const v6 = address as ipaddr.IPv6;
  const range = v6.range();
  const carried = embeddedIPv4(v6);
  if (carried) {
    const refusal = ipv4Refusal(carried, policy);
    return refusal ? `${range}:${refusal}` : null;
  }
  if (isIPv4Compatible(v6)) return 'ipv4Compatible';
  if (range === 'unicast') return null;
  if (range === 'loopback' && policy.allowLoopback) return null;
  // Teredo (its target is hidden in the address), unique-local, link-local, multicast, reserved…
  return range;
}

const refusedAddress = (ip: string, range: string) =>
  new OutboundRefused('address', `${ip} is not a public address (${range})`, { ip, range });

const isLoopbackHost = (hostname: string) => {
  const bare = hostname.replace(/^\[|\]$/g, '');
  if (!isIP(bare)) return false;
  const address = ipaddr.process(bare);
  return address.range() === 'loopback';
};

/** The URL, if its form may be called at all: https, no credentials (http only to loopback in tests). */
function checkedUrl(input: string | URL, policy: OutboundPolicy): URL {
  let url: URL;
  try {
    url = new URL(input);
  } catch {
    throw new OutboundRefused('invalid-url', 'Not a URL');
  }
  const plainToLoopback = url.protocol === 'http:' && policy.allowLoopback && isLoopbackHost(url.hostname);
  if (url.protocol !== 'https:' && !plainToLoopback)
    throw new OutboundRefused('scheme', 'Must be an https URL');
  if (url.username || url.password)
    throw new OutboundRefused('credentials', 'Must not carry a user name or password');
  return url;
}

export interface OutboundRequest {
  method?: string;
  headers?: Record<string, string>;
  body?: Uint8Array | string | null;
  /** The whole exchange, connecting included (default 10 s). */
  timeoutMs?: number;
  /** A longer answer is cut off and fails (default 1 MiB). */
  maxResponseBytes?: number;
  signal?: AbortSignal;
}

export interface OutboundResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export interface OutboundGuard {
  readonly policy: OutboundPolicy;
  /**
   * For when an address is stored: refuses a URL that is not https, carries credentials, names a
   * non-public IP address, or a name that resolves to one. A name that does not resolve now is let
   * through: it cannot be called until it does, and then every connection judges it again.
   */
  assertPublicUrl(url: string): Promise<URL>;
  /** One request, its connection judged and pinned as above; 3xx answers are returned, not followed. */
  request(url: string | URL, init?: OutboundRequest): Promise<OutboundResponse>;
  /** For a library that makes its own requests: connections through them are judged the same way. */
  readonly agents: { http: http.Agent; https: https.Agent };
  /** Closes the kept-alive connections. */
  close(): void;
}

export function createOutboundGuard(
  policy: OutboundPolicy,
  options: { resolve?: Resolver } = {},
): OutboundGuard {
  const resolve = options.resolve ?? systemResolver;

  /** Resolves once and hands the connection only addresses that passed; any bad one refuses the name. */
  const lookup: LookupFunction = (hostname, lookupOptions: LookupOptions, callback) => {
    const family = lookupOptions.family === 4 || lookupOptions.family === 6 ? lookupOptions.family : 0;
    resolve(hostname, family).then(
      (addresses) => {
        const refused = addresses
          .map(({ address }) => ({ address, range: addressRefusal(address, policy) }))
          .find((entry) => entry.range !== null);
        if (refused) return callback(refusedAddress(refused.address, refused.range as string), '', 0);
        const [first] = addresses;
        if (!first) {
          const err: NodeJS.ErrnoException = new Error(`${hostname} has no address`);
          err.code = 'ENOTFOUND';
          return callback(err, '', 0);
        }
        if (lookupOptions.all) return callback(null, addresses);
        callback(null, first.address, first.family);
      },
      (err: NodeJS.ErrnoException) => callback(err, '', 0),
    );
  };

  /** An IP literal never reaches `lookup` (net connects to it directly): it is judged here. */
  const literalRefusal = (connection: ClientRequestArgs): OutboundRefused | null => {
    if (connection.socketPath) return new OutboundRefused('address', 'No local sockets');
    const host = (connection.host ?? connection.hostname ?? 'localhost').replace(/^\[|\]$/g, '');
    if (!isIP(host)) return null;
    const range = addressRefusal(host, policy);
    return range ? refusedAddress(host, range) : null;
  };

  // One guard for both protocols: https.Agent is an http.Agent whose connections are TLS.
  // biome-ignore lint/suspicious/noExplicitAny: a mixin's constructor takes whatever its base does.
  const guarded = <Base extends new (...args: any[]) => http.Agent>(Agent: Base) =>
    class extends Agent {
      override createConnection(
        connection: ClientRequestArgs,
        callback?: (err: Error | null, stream: Duplex) => void,
      ): Duplex | null | undefined {
        const refusal = literalRefusal(connection);
        if (refusal) {
          callback?.(refusal, undefined as unknown as Duplex);
          return undefined;
        }
        return super.createConnection({ ...connection, lookup }, callback);
      }
    };

  // Kept alive: a push service takes many pushes in a row. A kept socket stays on the address it was judged for.
  const agents = {
    http: new (guarded(http.Agent))({ keepAlive: true }),
    https: new (guarded(https.Agent))({ keepAlive: true }),
  };

  return {
    policy,
    agents,

    async assertPublicUrl(input) {
      const url = checkedUrl(input, policy);
      const host = url.hostname.replace(/^\[|\]$/g, '');
      if (isIP(host)) {
        const range = addressRefusal(host, policy);
        if (range) throw refusedAddress(host, range);
        return url;
      }
      let addresses: LookupAddress[];
      try {
        addresses = await resolve(host, 0);
      } catch {
        return url;
      }
      for (const { address } of addresses) {
        const range = addressRefusal(address, policy);
        if (range) throw refusedAddress(address, range);
      }
      return url;
    },

    async request(input, init = {}) {
      const url = checkedUrl(input, policy);
      const timeoutMs = init.timeoutMs ?? 10_000;
      const maxBytes = init.maxResponseBytes ?? 1024 * 1024;
      const transport = url.protocol === 'https:' ? https : http;
      return new Promise<OutboundResponse>((resolvePromise, reject) => {
        let settled = false;
        const settle = (outcome: () => void) => {
          if (settled) return;
          settled = true;
          clearTimeout(deadline);
          outcome();
        };
        const fail = (err: Error) => settle(() => reject(err));
        const request = transport.request(url, {
          method: init.method ?? 'GET',
          headers: init.headers ?? {},
          agent: url.protocol === 'https:' ? agents.https : agents.http,
          ...(init.signal ? { signal: init.signal } : {}),
        });
        const deadline = setTimeout(
          () => request.destroy(new Error(`no answer within ${timeoutMs} ms`)),
          timeoutMs,
        );
        request.on('error', fail);
        request.on('close', () => fail(new Error('connection closed before the answer was complete')));
        request.on('response', (response) => {
          const chunks: Buffer[] = [];
          let size = 0;
          response.on('data', (chunk: Buffer) => {
            size += chunk.length;
            if (size > maxBytes) request.destroy(new Error(`answer longer than ${maxBytes} bytes`));
            else chunks.push(chunk);
          });
          response.on('error', fail);
          response.on('end', () =>
            settle(() =>
              resolvePromise({
                status: response.statusCode ?? 0,
                headers: response.headers,
                body: Buffer.concat(chunks),
              }),
            ),
          );
        });
        request.end(init.body ?? undefined);
      });
    },

    close() {
      agents.http.destroy();
      agents.https.destroy();
    },
  };
}
