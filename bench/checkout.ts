/**
 * `checkout`: the counter under load. Distinct visits of a 20-stylist shop are checked out at
 * once over HTTP (`POST /api/admin/shops/:shopId/appointments/:id/checkout`), each with its booked
 * service, one product from stock and a split payment (cash + card terminal), by an owner signed
 * in with a session cookie. Prints checkouts/s and p50/p95/p99 latency.
 * `walk_in_sale`: walk-in sales (`POST /api/admin/shops/:shopId/sales`) all selling the same
 * product, so every one of them waits for the same stock row and the shop's receipt counter.
 * Prints sales/s and latency.
 * Runs on PostgreSQL (BENCH_DATABASE_URL, default the local server) in a scratch database that
 * is dropped afterwards. Exits non-zero when any request did not answer 2xx, when the receipt
 * numbers are not exactly 1..N (a gap or a duplicate), or when a product's stock did not go down
 * by exactly the number sold. BENCH_VISITS (300), BENCH_SALES (300) and BENCH_CONCURRENCY (10)
 * scale it; BENCH_ONLY=checkout or BENCH_ONLY=walk_in_sale runs one of the two.
 */
import { loadavg } from 'node:os';
import { createScratchDatabase, sql } from '@salon/db';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { migrationsFolder } from '../apps/server/src/database.ts';
import { queryRows } from '../apps/server/src/infra/sql.ts';
import { fail, finish } from './outcome.ts';
import { seedBenchShop } from './seed-bench-shop.ts';

const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const VISITS = Number(process.env.BENCH_VISITS ?? 300);
const SALES = Number(process.env.BENCH_SALES ?? 300);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 10);
const ONLY = process.env.BENCH_ONLY;
// Every visit is seeded in March 2027 and checked out afterwards, so each has started.
const NOW = new Date('2027-04-15T12:00:00Z');
const SERVICE_PRICE = 4000; // the bench shop's booked price of a cut
const WAX_PRICE = 1200;
const SHAMPOO_PRICE = 1950;
const load = () => loadavg().map((x) => Math.round(x * 100) / 100);
const round = (ms: number) => Math.round(ms * 100) / 100;

/** The q-quantile of sorted numbers, nearest rank. */
const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? 0;

interface Outcome {
  status: number;
  ms: number;
  receipt?: number;
  body?: string;
}

/** Sends `count` requests with `concurrency` always in flight; each one's status and latency. */
async function drive(count: number, concurrency: number, send: (i: number) => Promise<Response>) {
  const outcomes: Outcome[] = new Array(count);
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: Math.min(concurrency, count) }, async () => {
      while (next < count) {
        const i = next++;
        const t0 = performance.now();
        try {
          const res = await send(i);
          const text = await res.text();
          const ms = performance.now() - t0;
          const receipt =
            res.status === 201
              ? (JSON.parse(text) as { receipt?: { number?: number } }).receipt?.number
              : undefined;
          outcomes[i] = { status: res.status, ms, receipt, body: res.status >= 300 ? text : undefined };
        } catch (error) {
          outcomes[i] = { status: 0, ms: performance.now() - t0, body: String(error) };
        }
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const times = outcomes.map((o) => o.ms).sort((a, b) => a - b);
  const ok = outcomes.filter((o) => o.status >= 200 && o.status < 300).length;
  return {
    outcomes,
    seconds,
    ok,
    failed: count - ok,
    perSecond: Math.round((ok / seconds) * 10) / 10,
    p50: round(quantile(times, 0.5)),
    p95: round(quantile(times, 0.95)),
    p99: round(quantile(times, 0.99)),
    max: round(times.at(-1) ?? 0),
  };
}

/** Records a failure for every request that did not answer 2xx, quoting the first answer. */
function checkAnswers(name: string, run: Awaited<ReturnType<typeof drive>>) {
  if (run.failed === 0) return;
  const first = run.outcomes.find((o) => o.status < 200 || o.status >= 300);
  fail(
    name,
    `${run.failed} of ${run.outcomes.length} requests failed (first: ${first?.status} ${first?.body?.slice(0, 300)})`,
  );
}

const { database, drop } = await createScratchDatabase(SERVER_URL, {
  prefix: 'salon_bench_checkout',
  migrationsFolder,
  maxConnections: 20,
});
try {
  await database.migrate();
  const seeded = await seedBenchShop(database.db, {
    firstDate: '2027-03-01',
    days: 30,
    stylistCount: 20,
    appointmentCount: VISITS,
  });
  const shopId = seeded.shop.id;
  const { app, ctx } = await buildApp({
    config: loadConfig({ LOG_LEVEL: 'silent' }),
    database,
    logger: false,
    webRoot: '/nonexistent',
    now: () => NOW,
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });

  // The owner, signed in as in the admin app: a session cookie on every request.
  const signUp = await fetch(`${address}/api/auth/sign-up`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'owner@bench.example', password: 'correct horse battery', name: 'Owner' }),
  });
  if (signUp.status !== 201) throw new Error(`sign-up failed: ${signUp.status} ${await signUp.text()}`);
  const cookie = signUp.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const owner = (await signUp.json()) as { user: { id: string } };
  await database.db.execute(
    sql`insert into shop_members (shop_id, user_id, role) values (${shopId}, ${owner.user.id}, 'ROLE_SHOP_ADMIN')`,
  );
  const admin = (path: string, body: object) =>
    fetch(`${address}/api/admin/shops/${shopId}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify(body),
    });
  const product = async (name: string, price: number, stock: number) => {
    const res = await admin('/products', {
      name,
      price: { amount: price, currency: 'EUR' },
      taxRateBps: 1900,
      initialStock: stock,
    });
    if (res.status !== 201) throw new Error(`product ${name}: ${res.status} ${await res.text()}`);
    return ((await res.json()) as { id: string }).id;
  };
  // More than will be sold, so running out never refuses a sale.
  const waxStock = VISITS + 50;
  const shampooStock = SALES + 50;
  const waxId = await product('Styling Wax', WAX_PRICE, waxStock);
  const shampooId = await product('Argan Shampoo', SHAMPOO_PRICE, shampooStock);
  const visits = (
    await queryRows<{ id: string }>(
      ctx.db,
      sql`select id from appointments where shop_id = ${shopId} order by starts_at, id`,
    )
  ).map((r) => r.id);
  const stockOf = async (productId: string) =>
    Number(
      (await queryRows<{ stock: number }>(ctx.db, sql`select stock from products where id = ${productId}`))[0]
        ?.stock,
    );

  const runs: { name: string; sold: number; productId: string; stockBefore: number; receipts: number[] }[] =
    [];
  const receiptsOf = (outcomes: Outcome[]) =>
    outcomes.flatMap((o) => (o.receipt === undefined ? [] : [o.receipt]));

  if (!ONLY || ONLY === 'checkout') {
    const name = 'checkout';
    const due = SERVICE_PRICE + WAX_PRICE;
    const cash = 2000;
    const stockBefore = await stockOf(waxId);
    const run = await drive(visits.length, CONCURRENCY, (i) =>
      admin(`/appointments/${visits[i]}/checkout`, {
        products: [{ productId: waxId, quantity: 1 }],
        payments: [
          { method: 'cash', amount: cash },
          { method: 'card_terminal', amount: due - cash },
        ],
      }),
    );
    checkAnswers(name, run);
    runs.push({ name, sold: run.ok, productId: waxId, stockBefore, receipts: receiptsOf(run.outcomes) });
    console.log(
      JSON.stringify({
        name,
        db: 'postgres',
        visits: visits.length,
        concurrency: CONCURRENCY,
        ok: run.ok,
        failed: run.failed,
        seconds: round(run.seconds),
        checkouts_per_s: run.perSecond,
        p50_ms: run.p50,
        p95_ms: run.p95,
        p99_ms: run.p99,
        max_ms: run.max,
        load: load(),
      }),
    );
  }

  if (!ONLY || ONLY === 'walk_in_sale') {
    const name = 'walk_in_sale';
    const cash = 1000;
    const stockBefore = await stockOf(shampooId);
    const run = await drive(SALES, CONCURRENCY, () =>
      admin('/sales', {
        products: [{ productId: shampooId, quantity: 1 }],
        payments: [
          { method: 'cash', amount: cash },
          { method: 'card_terminal', amount: SHAMPOO_PRICE - cash },
        ],
      }),
    );
    checkAnswers(name, run);
    runs.push({ name, sold: run.ok, productId: shampooId, stockBefore, receipts: receiptsOf(run.outcomes) });
    console.log(
      JSON.stringify({
        name,
        db: 'postgres',
        sales: SALES,
        concurrency: CONCURRENCY,
        same_product: true,
        ok: run.ok,
        failed: run.failed,
        seconds: round(run.seconds),
        sales_per_s: run.perSecond,
        p50_ms: run.p50,
        p95_ms: run.p95,
        p99_ms: run.p99,
        max_ms: run.max,
        load: load(),
      }),
    );
  }

  // Correctness: one receipt per successful sale, numbered 1..N in the shop's series, and each
  // product's stock down by exactly what was sold.
  const sold = runs.reduce((n, r) => n + r.sold, 0);
  if (sold === 0) fail('checkout', 'no sale succeeded');
  const numbers = (
    await queryRows<{ number: number | string }>(
      ctx.db,
      sql`select number from receipts where shop_id = ${shopId} order by number`,
    )
  ).map((r) => Number(r.number));
  const saleCount = Number(
    (
      await queryRows<{ n: number | string }>(
        ctx.db,
        sql`select count(*) as n from sales where shop_id = ${shopId}`,
      )
    )[0]?.n,
  );
  const distinct = new Set(numbers).size;
  const contiguous = numbers.every((n, i) => n === i + 1);
  if (numbers.length !== sold || saleCount !== sold)
    fail('receipts', `${numbers.length} receipts and ${saleCount} sales for ${sold} successful requests`);
  if (distinct !== numbers.length) fail('receipts', `${numbers.length - distinct} duplicate receipt numbers`);
  if (!contiguous)
    fail(
      'receipts',
      `receipt numbers are not 1..${numbers.length}: ${numbers.slice(0, 5).join(', ')} … ${numbers.at(-1)}`,
    );
  const counter = Number(
    (
      await queryRows<{ last_number: number | string }>(
        ctx.db,
        sql`select last_number from shop_document_counters where shop_id = ${shopId} and series = 'receipt'`,
      )
    )[0]?.last_number ?? 0,
  );
  if (counter !== numbers.length)
    fail('receipts', `the receipt counter says ${counter}, ${numbers.length} issued`);
  const stock: Record<string, { before: number; after: number; sold: number }> = {};
  for (const run of runs) {
    const after = await stockOf(run.productId);
    stock[run.name] = { before: run.stockBefore, after, sold: run.sold };
    if (run.stockBefore - after !== run.sold)
      fail(run.name, `stock went from ${run.stockBefore} to ${after} with ${run.sold} sold`);
  }
  // The numbers the answers printed are the ones the database holds, none twice.
  const answered = runs.flatMap((r) => r.receipts).sort((a, b) => a - b);
  if (answered.length !== numbers.length || answered.some((n, i) => n !== numbers[i]))
    fail(
      'receipts',
      `the answers gave ${answered.length} receipt numbers that are not the ${numbers.length} stored`,
    );
  console.log(
    JSON.stringify({
      name: 'checkout_correctness',
      sales: saleCount,
      receipts: numbers.length,
      first_receipt: numbers[0] ?? null,
      last_receipt: numbers.at(-1) ?? null,
      contiguous: contiguous && distinct === numbers.length,
      receipt_counter: counter,
      stock,
    }),
  );
  await app.close();
} finally {
  await database.close();
  await drop();
}
finish();
