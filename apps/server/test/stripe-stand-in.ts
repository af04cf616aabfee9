import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for the few Stripe API endpoints the product uses, since Stripe cannot be
 * reached from the test machines. It answers as Stripe does — JSON objects of the same shape,
 * form-encoded requests, the same error envelope and statuses (401 for a key it does not know,
 * 404 for an unknown object, 400 for a refund beyond what is left) — so the real `stripe` client,
 * pointed at it with its `host`/`port`/`protocol` options, parses its answers as Stripe's.
 */

export interface StripeStandInRequest {
  method: string;
  path: string;
  apiKey: string | null;
  idempotencyKey: string | null;
  body: Record<string, unknown>;
}

interface PaymentIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
  livemode: boolean;
  created: number;
  latest_charge: string | null;
  /** Not Stripe's: what has been refunded so far, to refuse refunding more than was paid. */
  refunded: number;
}

export interface StripeStandIn {
  /** `http://127.0.0.1:<port>`, for STRIPE_API_BASE. */
  url: string;
  /** Every request received, oldest first. */
  requests: StripeStandInRequest[];
  /** Keys it accepts; any other gets Stripe's 401. */
  acceptedKeys: Set<string>;
  /** As if the customer paid: the payment intent succeeds. */
  succeed(paymentIntentId: string): void;
  paymentIntent(id: string): PaymentIntent | undefined;
  close(): Promise<void>;
}

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('base64url').replace(/[-_]/g, 'x')}`;

/** Stripe's form encoding: `metadata[booking]=1&amount=900` → `{ metadata: { booking: '1' }, amount: '900' }`. */
function parseForm(text: string): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const nested = /^([^[]+)\[([^\]]*)\]$/.exec(key);
    if (nested?.[1] && nested[2] !== undefined) {
      const inner = (result[nested[1]] ?? {}) as Record<string, string>;
      inner[nested[2]] = value;
      result[nested[1]] = inner;
    } else {
      result[key] = value;
    }
  }
  return result;
}

function stripeError(res: ServerResponse, status: number, type: string, message: string, extra = {}) {
  send(res, status, { error: { type, message, ...extra } });
}

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') });
  res.end(JSON.stringify(body));
}

export async function startStripeStandIn(options: {
  acceptedKeys: string[];
  /** A fixed port, for a server started before the stand-in (end-to-end runs); any free one by default. */
  port?: number;
}): Promise<StripeStandIn> {
  const requests: StripeStandInRequest[] = [];
  const acceptedKeys = new Set(options.acceptedKeys);
  const intents = new Map<string, PaymentIntent>();
  /** Idempotency-Key → the answer first given, as Stripe replays it. */
  const replies = new Map<string, { status: number; body: unknown }>();

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const auth = req.headers.authorization ?? '';
    const apiKey = auth.startsWith('Bearer ') ? auth.slice('Bearer '.length) : null;
    const idempotencyKey = (req.headers['idempotency-key'] as string | undefined) ?? null;
    const body = parseForm(Buffer.concat(chunks).toString('utf8'));
    const method = req.method ?? 'GET';
    requests.push({ method, path: url.pathname, apiKey, idempotencyKey, body });

    if (!apiKey || !acceptedKeys.has(apiKey)) {
      const shown = apiKey ? `${apiKey.slice(0, 8)}********${apiKey.slice(-4)}` : '';
      return stripeError(res, 401, 'invalid_request_error', `Invalid API Key provided: ${shown}`);
    }
    const livemode = apiKey.includes('_live_');
    if (idempotencyKey && method === 'POST') {
      const earlier = replies.get(`${apiKey}:${idempotencyKey}`);
      if (earlier) return send(res, earlier.status, earlier.body);
    }
    const reply = (status: number, payload: unknown) => {
      if (idempotencyKey && method === 'POST')
        replies.set(`${apiKey}:${idempotencyKey}`, { status, body: payload });
      send(res, status, payload);
    };

    const route = `${method} ${url.pathname}`;
    if (route === 'GET /v1/account') {
      return reply(200, {
        id: 'acct_standin0001',
        object: 'account',
        country: 'DE',
        default_currency: 'eur',
        charges_enabled: true,
        payouts_enabled: true,
        details_submitted: true,
        type: 'standard',
      });
    }
    if (route === 'GET /v1/balance') {
      return reply(200, {
        object: 'balance',
        available: [{ amount: 0, currency: 'eur', source_types: { card: 0 } }],
        pending: [{ amount: 0, currency: 'eur', source_types: { card: 0 } }],
        livemode,
      });
    }
    if (route === 'POST /v1/payment_intents') {
      const amount = Number(body.amount);
      if (!Number.isInteger(amount) || amount < 1) {
        return stripeError(res, 400, 'invalid_request_error', 'Invalid positive integer', {
          param: 'amount',
        });
      }
      if (typeof body.currency !== 'string' || !/^[a-z]{3}$/.test(body.currency)) {
        return stripeError(res, 400, 'invalid_request_error', 'Invalid currency', { param: 'currency' });
      }
      const intentId = id('pi');
      const intent: PaymentIntent = {
        id: intentId,
        object: 'payment_intent',
        amount,
        amount_received: 0,
        currency: body.currency,
        status: 'requires_payment_method',
        client_secret: `${intentId}_secret_${randomBytes(12).toString('hex')}`,
        metadata: (body.metadata as Record<string, string>) ?? {},
        livemode,
        created: Math.floor(Date.now() / 1000),
        latest_charge: null,
        refunded: 0,
      };
      intents.set(intentId, intent);
      return reply(200, publicIntent(intent));
    }
    const intentPath = /^\/v1\/payment_intents\/([\w]+)$/.exec(url.pathname);
    if (method === 'GET' && intentPath?.[1]) {
      const intent = intents.get(intentPath[1]);
      if (!intent) {
        return stripeError(res, 404, 'invalid_request_error', `No such payment_intent: '${intentPath[1]}'`, {
          code: 'resource_missing',
          param: 'intent',
        });
      }
      return reply(200, publicIntent(intent));
    }
    if (route === 'POST /v1/refunds') {
      const intent = intents.get(String(body.payment_intent ?? ''));
      if (!intent) {
        return stripeError(
          res,
          404,
          'invalid_request_error',
          `No such payment_intent: '${body.payment_intent}'`,
          {
            code: 'resource_missing',
            param: 'payment_intent',
          },
        );
      }
      if (intent.status !== 'succeeded') {
        return stripeError(
          res,
          400,
          'invalid_request_error',
          'This PaymentIntent does not have a successful charge to refund.',
        );
      }
      const left = intent.amount_received - intent.refunded;
      const amount = body.amount === undefined ? left : Number(body.amount);
      if (!Number.isInteger(amount) || amount < 1 || amount > left) {
        return stripeError(
          res,
          400,
          'invalid_request_error',
          `Refund amount (${amount}) is greater than unrefunded amount on charge (${left})`,
          { code: left === 0 ? 'charge_already_refunded' : 'amount_too_large', param: 'amount' },
        );
      }
      intent.refunded += amount;
      return reply(200, {
        id: id('re'),
        object: 'refund',
        amount,
        currency: intent.currency,
        payment_intent: intent.id,
        charge: intent.latest_charge,
        status: 'succeeded',
        reason: body.reason ?? null,
        metadata: body.metadata ?? {},
        created: Math.floor(Date.now() / 1000),
      });
    }
    return stripeError(
      res,
      404,
      'invalid_request_error',
      `Unrecognized request URL (${method}: ${url.pathname}).`,
    );
  };

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((err) => stripeError(res, 500, 'api_error', String(err)));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    acceptedKeys,
    succeed(paymentIntentId) {
      const intent = intents.get(paymentIntentId);
      if (!intent) throw new Error(`no payment intent ${paymentIntentId}`);
      intent.status = 'succeeded';
      intent.amount_received = intent.amount;
      intent.latest_charge = id('ch');
    },
    paymentIntent: (intentId) => intents.get(intentId),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function publicIntent(intent: PaymentIntent) {
  const { refunded: _refunded, ...shown } = intent;
  return shown;
}
