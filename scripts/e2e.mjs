// The end-to-end suite in shards that run side by side: each shard is its own Playwright run with
// its own server, embedded database, mail catcher and Stripe stand-in on its own ports, so specs
// never see each other's salons, and a machine with two cores drives two browsers at once.
//   node scripts/e2e.mjs                     every spec in one run
//   node scripts/e2e.mjs e2e/account.spec.ts only what Playwright is given
//   E2E_SHARDS=2 node scripts/e2e.mjs        two shards side by side (one per core pays only
//                                            where CPU is to spare; see docs/performance.md)
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const passThrough = process.argv.slice(2);
const requested = Number(process.env.E2E_SHARDS ?? 1);
if (!Number.isInteger(requested) || requested < 1) {
  console.error(`E2E_SHARDS must be a whole number of at least 1, not "${process.env.E2E_SHARDS}"`);
  process.exit(2);
}
const shards = requested;
// Each shard's ports sit 200 apart: the server, its SMTP catcher (+25), the Stripe stand-in (+26)
// and a spec's own site (+90) never meet another shard's.
const basePort = Number(process.env.E2E_PORT ?? 3100);

function runShard(index) {
  const port = basePort + (index - 1) * 200;
  const label = shards > 1 ? `[${index}/${shards}] ` : '';
  const args = ['playwright', 'test', '--config', 'e2e/playwright.config.ts', ...passThrough];
  if (shards > 1) args.push(`--shard=${index}/${shards}`);
  const started = Date.now();
  const child = spawn('npx', args, {
    cwd: root,
    env: {
      ...process.env,
      E2E_PORT: String(port),
      E2E_SMTP_PORT: String(port + 25),
      E2E_STRIPE_PORT: String(port + 26),
      E2E_OUTPUT_DIR: join(root, 'test-results', shards > 1 ? `shard-${index}` : ''),
      // Each shard makes its own data folder (e2e/constants.ts), never the caller's.
      E2E_DATA_DIR: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => console.log(`${label}${line}`));
  }
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      resolve({ index, code: code ?? 1, signal, seconds });
    });
  });
}

const started = Date.now();
const results = await Promise.all(Array.from({ length: shards }, (_, i) => runShard(i + 1)));
for (const result of results) {
  const outcome = result.code === 0 ? 'passed' : `failed (${result.signal ?? `exit ${result.code}`})`;
  console.log(`e2e shard ${result.index}/${shards}: ${outcome} in ${result.seconds} s`);
}
console.log(`e2e: ${shards} shard(s) in ${Math.round((Date.now() - started) / 1000)} s`);
process.exit(results.every((result) => result.code === 0) ? 0 : 1);
