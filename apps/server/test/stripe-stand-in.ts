import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

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

interface SetupIntent {
  id: string;
  object: 'setup_intent';
  status: string;
  client_secret: string;
  customer: string | null;
  usage: string;
  payment_method: string | null;
  metadata: Record<string, string>;
  livemode: boolean;
  created: number;
}

interface PaymentMethod {
  id: string;
  object: 'payment_method';
  type: 'card';
  customer: string | null;
  card: { brand: string; last4: string; exp_month: number; exp_year: number };
  /** Not Stripe's: the card number, so an off-session charge of a declining card fails as Stripe's would. */
  number: string;
}

/** Cards that save fine but are declined when charged later, as Stripe's test card 4000 0000 0000 0341. */
const declinesLater = new Set(['4000000000000341']);

export interface StripeStandIn {
  /** `http://127.0.0.1:<port>`, for STRIPE_API_BASE. */
  url: string;
  /** Every request received, oldest first. */
  requests: StripeStandInRequest[];
  /** Keys it accepts; any other gets Stripe's 401. */
  acceptedKeys: Set<string>;
  /** As if the customer paid: the payment intent succeeds. */
  succeed(paymentIntentId: string): void;
  /**
   * Stripe's event for an intent as the shop's endpoint receives it: the JSON body and a
   * `Stripe-Signature` header made with the real signing scheme (a wrong secret makes a bad one).
   */
  signedEvent(
    type: string,
    paymentIntentId: string,
    secret: string,
    options?: { eventId?: string },
  ): { payload: string; signature: string; eventId: string };
  /** Where the browser script's confirmation sends its webhook; unset, none is sent. */
  webhook: { url: (intent: { metadata: Record<string, string> }) => string; secret: string } | null;
  /**
   * How off-session charges are answered once made: at once, after a delay in ms (a slow Stripe,
   * to stop the server meanwhile), or not at all, the connection dropped (an answer lost on the way).
   */
  offSessionAnswer: 'now' | 'lost' | number;
  /** Webhook deliveries made after a browser confirmation or an off-session charge, with the endpoint's answer. */
  deliveries: { url: string; type: string; status: number }[];
  paymentIntent(id: string): PaymentIntent | undefined;
  /** Every PaymentIntent made, oldest first: to find one whose answer never reached the server. */
  paymentIntents(): PaymentIntent[];
  setupIntent(id: string): SetupIntent | undefined;
  /** As if the customer confirmed a SetupIntent in the browser with this card number. */
  confirmSetup(setupIntentId: string, cardNumber?: string): PaymentMethod;
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
  webhook?: StripeStandIn['webhook'];
}): Promise<StripeStandIn> {
  const requests: StripeStandInRequest[] = [];
  const deliveries: StripeStandIn['deliveries'] = [];
  let standIn: StripeStandIn;
  const acceptedKeys = new Set(options.acceptedKeys);
  const intents = new Map<string, PaymentIntent>();
  const setupIntents = new Map<string, SetupIntent>();
  const paymentMethods = new Map<string, PaymentMethod>();
  const customerIds = new Set<string>();
  const deliver = (type: string, objectId: string, metadata: Record<string, string>) => {
    if (!standIn.webhook) return;
    const hook = standIn.webhook;
    setTimeout(() => {
      const target = hook.url({ metadata });
      const { payload, signature } = standIn.signedEvent(type, objectId, hook.secret);
      fetch(target, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        body: payload,
      }).then(
        (answer) => deliveries.push({ url: target, type, status: answer.status }),
        () => deliveries.push({ url: target, type, status: 0 }),
      );
    }, 200);
  };
  /** Idempotency keys whose first request is still being answered. */
  const inFlight = new Set<string>();
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
    // Not Stripe's: what it has been asked so far, for end-to-end specs (it runs in their global
    // setup, another process than theirs).
    if (method === 'GET' && url.pathname === '/_stand-in/requests') return send(res, 200, requests);
    requests.push({ method, path: url.pathname, apiKey, idempotencyKey, body });

    // What Stripe.js does in the customer's browser: served as a script, confirmed with the
    // publishable key and the intent's client secret (no secret key ever reaches the browser).
    if (method === 'GET' && !url.pathname.startsWith('/v1/')) {
      res.writeHead(200, {
        'content-type': 'text/javascript; charset=utf-8',
        'access-control-allow-origin': '*',
        'cross-origin-resource-policy': 'cross-origin',
      });
      return res.end(browserScript(`http://${req.headers.host}`));
    }
    const confirmPath = /^\/v1\/payment_intents\/([\w]+)\/confirm$/.exec(url.pathname);
    if (method === 'POST' && confirmPath?.[1] && String(body.key ?? '').startsWith('pk_')) {
      res.setHeader('access-control-allow-origin', '*');
      const intent = intents.get(confirmPath[1]);
      if (!intent || intent.client_secret !== body.client_secret) {
        return stripeError(res, 404, 'invalid_request_error', 'No such payment_intent', {
          code: 'resource_missing',
        });
      }
      if (intent.status === 'canceled') {
        return stripeError(res, 400, 'invalid_request_error', 'This PaymentIntent was canceled', {
          code: 'payment_intent_unexpected_state',
        });
      }
      if (String(body.card ?? '').replace(/\s/g, '') === '4000000000000002') {
        return stripeError(res, 402, 'card_error', 'Your card was declined.', { code: 'card_declined' });
      }
      standIn.succeed(intent.id);
      send(res, 200, publicIntent(intent));
      // Stripe tells the shop's endpoint on its own, a moment after the browser heard back.
      deliver('payment_intent.succeeded', intent.id, intent.metadata);
      return;
    }
    const setupConfirmPath = /^\/v1\/setup_intents\/([\w]+)\/confirm$/.exec(url.pathname);
    if (method === 'POST' && setupConfirmPath?.[1] && String(body.key ?? '').startsWith('pk_')) {
      res.setHeader('access-control-allow-origin', '*');
      const setup = setupIntents.get(setupConfirmPath[1]);
      if (!setup || setup.client_secret !== body.client_secret) {
        return stripeError(res, 404, 'invalid_request_error', 'No such setup_intent', {
          code: 'resource_missing',
        });
      }
      const card = String(body.card ?? '').replace(/\s/g, '');
      if (card === '4000000000000002') {
        return stripeError(res, 402, 'card_error', 'Your card was declined.', { code: 'card_declined' });
      }
      standIn.confirmSetup(setup.id, card || undefined);
      send(res, 200, setup);
      deliver('setup_intent.succeeded', setup.id, setup.metadata);
      return;
    }
    if (!apiKey || !acceptedKeys.has(apiKey)) {
      const shown = apiKey ? `${apiKey.slice(0, 8)}********${apiKey.slice(-4)}` : '';
      return stripeError(res, 401, 'invalid_request_error', `Invalid API Key provided: ${shown}`);
    }
    const livemode = apiKey.includes('_live_');
    if (idempotencyKey && method === 'POST' && inFlight.has(`${apiKey}:${idempotencyKey}`)) {
      // Stripe refuses a request while another with the same key is still being answered.
      return stripeError(
        res,
        409,
        'idempotency_error',
        'There is currently another in-progress request using this Idempotent Key',
      );
    }
    if (idempotencyKey && method === 'POST') {
      const earlier = replies.get(`${apiKey}:${idempotencyKey}`);
      // The client asks again at once on a dropped connection (as Stripe's library does): lost too.
      if (earlier && standIn.offSessionAnswer === 'lost' && body.off_session === 'true') {
        res.socket?.destroy();
        return;
      }
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
    if (route === 'POST /v1/customers') {
      const customerId = id('cus');
      customerIds.add(customerId);
      return reply(200, {
        id: customerId,
        object: 'customer',
        email: body.email ?? null,
        name: body.name ?? null,
        metadata: body.metadata ?? {},
        livemode,
        created: Math.floor(Date.now() / 1000),
      });
    }
    if (route === 'POST /v1/setup_intents') {
      const customer = typeof body.customer === 'string' ? body.customer : null;
      if (customer && !customerIds.has(customer)) {
        return stripeError(res, 400, 'invalid_request_error', `No such customer: '${customer}'`, {
          code: 'resource_missing',
          param: 'customer',
        });
      }
      const setupId = id('seti');
      const setup: SetupIntent = {
        id: setupId,
        object: 'setup_intent',
        status: 'requires_payment_method',
        client_secret: `${setupId}_secret_${randomBytes(12).toString('hex')}`,
        customer,
        usage: typeof body.usage === 'string' ? body.usage : 'off_session',
        payment_method: null,
        metadata: (body.metadata as Record<string, string>) ?? {},
        livemode,
        created: Math.floor(Date.now() / 1000),
      };
      setupIntents.set(setupId, setup);
      return reply(200, setup);
    }
    const setupPath = /^\/v1\/setup_intents\/([\w]+)$/.exec(url.pathname);
    if (method === 'GET' && setupPath?.[1]) {
      const setup = setupIntents.get(setupPath[1]);
      if (!setup) {
        return stripeError(res, 404, 'invalid_request_error', `No such setupintent: '${setupPath[1]}'`, {
          code: 'resource_missing',
        });
      }
      return reply(200, setup);
    }
    const methodPath = /^\/v1\/payment_methods\/([\w]+)$/.exec(url.pathname);
    if (method === 'GET' && methodPath?.[1]) {
      const pm = paymentMethods.get(methodPath[1]);
      if (!pm) {
        return stripeError(res, 404, 'invalid_request_error', `No such PaymentMethod: '${methodPath[1]}'`, {
          code: 'resource_missing',
        });
      }
      const { number: _number, ...shown } = pm;
      return reply(200, shown);
    }
    if (route === 'POST /v1/payment_intents' && body.confirm === 'true') {
      // An off-session charge of a kept card: it succeeds or fails at once, as Stripe's does.
      const amount = Number(body.amount);
      if (!Number.isInteger(amount) || amount < 1) {
        return stripeError(res, 400, 'invalid_request_error', 'Invalid positive integer', {
          param: 'amount',
        });
      }
      const pm = paymentMethods.get(String(body.payment_method ?? ''));
      if (!pm || (pm.customer && pm.customer !== body.customer)) {
        return stripeError(res, 400, 'invalid_request_error', 'No such PaymentMethod', {
          code: 'resource_missing',
          param: 'payment_method',
        });
      }
      const intentId = id('pi');
      const intent: PaymentIntent = {
        id: intentId,
        object: 'payment_intent',
        amount,
        amount_received: 0,
        currency: String(body.currency),
        status: 'requires_payment_method',
        client_secret: `${intentId}_secret_${randomBytes(12).toString('hex')}`,
        metadata: (body.metadata as Record<string, string>) ?? {},
        livemode,
        created: Math.floor(Date.now() / 1000),
        latest_charge: null,
        refunded: 0,
      };
      intents.set(intentId, intent);
      if (declinesLater.has(pm.number)) {
        return reply(402, {
          error: {
            type: 'card_error',
            code: 'card_declined',
            decline_code: 'generic_decline',
            message: 'Your card was declined.',
            payment_intent: publicIntent(intent),
          },
        });
      }
      standIn.succeed(intentId);
      deliver('payment_intent.succeeded', intentId, intent.metadata);
      const answer = standIn.offSessionAnswer;
      if (answer === 'lost') {
        replies.set(`${apiKey}:${idempotencyKey}`, { status: 200, body: publicIntent(intent) });
        res.socket?.destroy();
        return;
      }
      if (typeof answer === 'number') {
        inFlight.add(`${apiKey}:${idempotencyKey}`);
        await new Promise((r) => setTimeout(r, answer));
        inFlight.delete(`${apiKey}:${idempotencyKey}`);
      }
      return reply(200, publicIntent(intent));
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
    const cancelPath = /^\/v1\/payment_intents\/([\w]+)\/cancel$/.exec(url.pathname);
    if (method === 'POST' && cancelPath?.[1]) {
      const intent = intents.get(cancelPath[1]);
      if (!intent) {
        return stripeError(res, 404, 'invalid_request_error', `No such payment_intent: '${cancelPath[1]}'`, {
          code: 'resource_missing',
        });
      }
      if (intent.status === 'succeeded' || intent.status === 'canceled') {
        return stripeError(
          res,
          400,
          'invalid_request_error',
          `You cannot cancel this PaymentIntent because it has a status of ${intent.status}.`,
          { code: 'payment_intent_unexpected_state' },
        );
      }
      intent.status = 'canceled';
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
  standIn = {
    url: `http://127.0.0.1:${port}`,
    requests,
    acceptedKeys,
    webhook: options.webhook ?? null,
    offSessionAnswer: 'now',
    deliveries,
    signedEvent(type, paymentIntentId, secret, eventOptions = {}) {
      const intent = intents.get(paymentIntentId) ?? setupIntents.get(paymentIntentId);
      if (!intent) throw new Error(`no payment intent ${paymentIntentId}`);
      const eventId = eventOptions.eventId ?? id('evt');
      const payload = JSON.stringify({
        id: eventId,
        object: 'event',
        api_version: '2025-01-27.acacia',
        created: Math.floor(Date.now() / 1000),
        livemode: intent.livemode,
        type,
        data: { object: intent.object === 'payment_intent' ? publicIntent(intent) : intent },
      });
      const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
      return { payload, signature, eventId };
    },
    succeed(paymentIntentId) {
      const intent = intents.get(paymentIntentId);
      if (!intent) throw new Error(`no payment intent ${paymentIntentId}`);
      intent.status = 'succeeded';
      intent.amount_received = intent.amount;
      intent.latest_charge = id('ch');
    },
    paymentIntent: (intentId) => intents.get(intentId),
    paymentIntents: () => [...intents.values()],
    setupIntent: (setupId) => setupIntents.get(setupId),
    confirmSetup(setupIntentId, cardNumber = '4242424242424242') {
      const setup = setupIntents.get(setupIntentId);
      if (!setup) throw new Error(`no setup intent ${setupIntentId}`);
      const pm: PaymentMethod = {
        id: id('pm'),
        object: 'payment_method',
        type: 'card',
        customer: setup.customer,
        card: {
          brand: cardNumber.startsWith('5') ? 'mastercard' : 'visa',
          last4: cardNumber.slice(-4),
          exp_month: 12,
          exp_year: new Date().getFullYear() + 3,
        },
        number: cardNumber,
      };
      paymentMethods.set(pm.id, pm);
      setup.status = 'succeeded';
      setup.payment_method = pm.id;
      return pm;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return standIn;
}

/**
 * The few bits of Stripe.js the widget uses — `Stripe(pk)`, `elements({ clientSecret })`,
 * `create('payment')`, `mount`, `confirmPayment` — with a plain card field in place of Stripe's
 * iframe. Confirming sends the card number to this stand-in only, never to the salon's server.
 */
function browserScript(origin: string): string {
  return `(() => {
  const origin = ${JSON.stringify(origin)};
  window.Stripe = function Stripe(publishableKey) {
    return {
      elements({ clientSecret }) {
        let input = null;
        return {
          clientSecret,
          create(type) {
            return {
              mount(target) {
                const host = typeof target === 'string' ? document.querySelector(target) : target;
                const label = document.createElement('label');
                label.textContent = 'Card number';
                label.style.display = 'block';
                input = document.createElement('input');
                input.name = 'cardnumber';
                input.autocomplete = 'cc-number';
                input.inputMode = 'numeric';
                input.setAttribute('data-testid', 'stand-in-card');
                input.style.display = 'block';
                label.appendChild(input);
                host.appendChild(label);
                setTimeout(() => this.onReady && this.onReady(), 0);
              },
              on(event, handler) { if (event === 'ready') this.onReady = handler; },
              destroy() {},
            };
          },
          card: () => (input ? input.value : ''),
        };
      },
      async confirmSetup({ elements }) {
        const setupId = elements.clientSecret.split('_secret_')[0];
        const body = new URLSearchParams({
          key: publishableKey,
          client_secret: elements.clientSecret,
          card: elements.card(),
        });
        const answer = await fetch(origin + '/v1/setup_intents/' + setupId + '/confirm', { method: 'POST', body });
        const json = await answer.json();
        if (json.error) return { error: json.error };
        return { setupIntent: json };
      },
      async confirmPayment({ elements }) {
        const intentId = elements.clientSecret.split('_secret_')[0];
        const body = new URLSearchParams({
          key: publishableKey,
          client_secret: elements.clientSecret,
          card: elements.card(),
        });
        const answer = await fetch(origin + '/v1/payment_intents/' + intentId + '/confirm', { method: 'POST', body });
        const json = await answer.json();
        if (json.error) return { error: json.error };
        return { paymentIntent: json };
      },
    };
  };
})();
`;
}

function publicIntent(intent: PaymentIntent) {
  const { refunded: _refunded, ...shown } = intent;
  return shown;
}
