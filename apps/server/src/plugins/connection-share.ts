import { AppError } from '@salon/domain';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import ipaddr from 'ipaddr.js';
import type { Config } from '../config.ts';

/**
 * Whose share a connection or request counts against: an IPv4 address, or an IPv6 /64 (one
 * customer line gets a whole /64, so counting single IPv6 addresses would limit nothing).
 */
export function clientKey(address: string | undefined): string {
  if (!address || !ipaddr.isValid(address)) return address ?? 'unknown';
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const prefix = (parsed as ipaddr.IPv6).parts.slice(0, 4);
  return `${prefix.map((part) => part.toString(16)).join(':')}::/64`;
}

/** Whether a socket's peer may be a proxy speaking for many clients (then its sockets are not one client's). */
function proxyPeer(setting: Config['TRUST_PROXY']): (address: string | undefined) => boolean {
  if (setting === false) return () => false;
  // A hop count trusts whichever peer is nearest: any of them may be the proxy.
  if (typeof setting === 'number') return () => setting > 0;
  const networks = setting.map((entry) =>
    entry.includes('/')
      ? ipaddr.parseCIDR(entry)
      : ([ipaddr.parse(entry), entry.includes(':') ? 128 : 32] as const),
  );
  return (address) => {
    if (!address || !ipaddr.isValid(address)) return false;
    const candidates = [ipaddr.parse(address), ipaddr.process(address)];
    return networks.some(([network, bits]) =>
      candidates.some((candidate) => candidate.kind() === network.kind() && candidate.match(network, bits)),
    );
  };
}

class Tally {
  private readonly counts = new Map<string, number>();
  /** Counts one more for `key` unless it already holds `limit`; says whether it was counted. */
  take(key: string, limit: number): boolean {
    const count = this.counts.get(key) ?? 0;
    if (count >= limit) return false;
    this.counts.set(key, count + 1);
    return true;
  }
  give(key: string): void {
    const left = (this.counts.get(key) ?? 1) - 1;
    if (left <= 0) this.counts.delete(key);
    else this.counts.set(key, left);
  }
}

/**
 * MAX_CONNECTIONS is one cap for everyone: without a share per client, one address holding
 * thousands of slow sockets keeps everybody else out. What can be counted depends on where the
 * server stands:
 * - A socket whose peer is a client (no proxy trusted, or a peer that is not a trusted proxy) is
 *   counted against that address when it is accepted; beyond its share it is closed at once.
 * - A socket from a trusted proxy carries many clients: it is not counted. Behind a proxy the
 *   share is kept per client address the proxy reports, over the requests in flight (the proxy
 *   itself holds slow clients' half-sent headers); beyond it the request answers 429.
 */
async function connectionShare(
  app: FastifyInstance,
  { maxPerAddress, trustProxy }: { maxPerAddress: number; trustProxy: Config['TRUST_PROXY'] },
) {
  const sockets = new Tally();
  const isProxy = proxyPeer(trustProxy);
  app.server.on('connection', (socket) => {
    if (isProxy(socket.remoteAddress)) return;
    const key = clientKey(socket.remoteAddress);
    if (!sockets.take(key, maxPerAddress)) {
      socket.destroy();
      return;
    }
    socket.once('close', () => sockets.give(key));
  });

  if (trustProxy === false) return;
  const requests = new Tally();
  app.addHook('onRequest', async (request, reply) => {
    const key = clientKey(request.ip);
    if (!requests.take(key, maxPerAddress)) {
      throw new AppError('TooManyRequests', 'Too many requests at once from this address', {
        retryAfter: 1,
        details: { retryAfter: 1 },
      });
    }
    reply.raw.once('close', () => requests.give(key));
  });
}

export const connectionSharePlugin = fp(connectionShare, {
  name: 'salon-connection-share',
  fastify: '5.x',
  dependencies: ['salon-errors'],
});
