import type { ServerResponse } from 'node:http';
import type { Database } from '@salon/db';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServiceContext } from '../context.ts';
import { EVENTS_CHANNEL, type ShopEvent } from '../infra/events.ts';
import { assertCan } from '../services/shared/assert-can.ts';

const PING_MS = 25_000;

export type ListenerState = 'up' | 'down';

/** One open event stream and the staff member it was opened for. */
interface Stream {
  res: ServerResponse;
  userId: string;
}

export interface LiveUpdates {
  /** Whether changes made through other servers (or this one) reach open pages right now. */
  listenerState(): ListenerState;
  /** Streams open on this server, for the metrics. */
  openStreams(): number;
}

/**
 * Live updates for open admin pages: Server-Sent Events per shop, fed by PostgreSQL
 * LISTEN/NOTIFY, so a change made through any server reaches every open calendar.
 */
declare module 'fastify' {
  interface FastifyInstance {
    liveUpdates: LiveUpdates;
  }
}

async function realtime(
  app: FastifyInstance,
  { ctx, database, pingMs = PING_MS }: { ctx: ServiceContext; database: Database; pingMs?: number },
) {
  // Per shop, every open stream and whose it is: a bell's news goes to that person's pages only.
  const streams = new Map<string, Set<Stream>>();
  let listener: ListenerState = 'up';
  const stopListening = await database.listen(
    EVENTS_CHANNEL,
    (payload) => {
      let event: ShopEvent;
      try {
        event = JSON.parse(payload) as ShopEvent;
      } catch {
        return;
      }
      const message = `event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`;
      for (const stream of streams.get(event.shopId) ?? []) {
        if (event.type === 'notification.changed' && stream.userId !== event.userId) continue;
        stream.res.write(message);
      }
    },
    (change) => {
      if (change.state === 'down') {
        listener = 'down';
        ctx.log.warn(
          { err: change.error, retryInMs: change.retryInMs },
          'live updates interrupted: the LISTEN connection to the database was lost; reconnecting',
        );
        return;
      }
      listener = 'up';
      ctx.log.info('live updates restored: listening again');
      // Changes made while nobody listened were never delivered: every open page refetches.
      for (const [shopId, set] of streams) {
        const resync = JSON.stringify({ shopId, type: 'resync' });
        for (const { res } of set) res.write(`event: resync\ndata: ${resync}\n\n`);
      }
    },
  );

  // Open streams never end by themselves: close them before the server waits for its connections.
  app.addHook('preClose', async () => {
    for (const set of streams.values()) for (const { res } of set) res.end();
    streams.clear();
    await stopListening();
  });

  const routes: FastifyPluginAsyncZod = async (events) => {
    events.get(
      '/events',
      {
        schema: {
          tags: ['live updates'],
          summary:
            'Server-Sent Events of a shop: `appointment.changed` whenever an appointment is made or changed; `notification.changed` when the signed-in staff member’s notifications changed (only to their own streams); `resync` after an interruption, when everything shown should be fetched again; `ping` every 25 s, so that a client can tell a dead connection. A stream tells only of changes after it opened: a client fetches what it shows again on every open',
          querystring: z.object({ shopId: z.uuid() }),
        },
      },
      async (request, reply) => {
        const actor = await request.authenticate();
        assertCan(actor, 'read', 'calendar', request.query.shopId);
        const { shopId } = request.query;
        reply.hijack();
        const res = reply.raw;
        res.writeHead(200, {
          'Content-Type': 'text/event-stream; charset=utf-8',
          'Cache-Control': 'no-cache, no-transform',
          Connection: 'keep-alive',
          'X-Accel-Buffering': 'no',
        });
        res.write(`retry: 2000\n: connected\n\n`);
        const set = streams.get(shopId) ?? new Set<Stream>();
        const stream: Stream = { res, userId: actor.id };
        set.add(stream);
        streams.set(shopId, set);
        // An event, not a comment: a browser's EventSource hides comments, and the page's silence
        // timer needs to hear that the connection is still alive.
        const ping = setInterval(() => res.write('event: ping\ndata: {}\n\n'), pingMs);
        request.raw.on('close', () => {
          clearInterval(ping);
          set.delete(stream);
          if (set.size === 0) streams.delete(shopId);
        });
      },
    );
  };
  await app.register(routes, { prefix: '/api' });
  ctx.log.debug('live updates ready');
  app.decorate('liveUpdates', {
    listenerState: () => listener,
    openStreams: () => {
      let open = 0;
      for (const set of streams.values()) open += set.size;
      return open;
    },
  });
}

/** Needs the session (the stream is for a shop's staff); publishes `liveUpdates` for the health check. */
export const realtimePlugin = fp(realtime, {
  name: 'salon-realtime',
  fastify: '5.x',
  dependencies: ['salon-session'],
});
