// The booking widget's weight budget: its first load (the entry script and everything the page
// preloads) at most 100 KB of JavaScript gzipped, and the embed loader at most 3 KB. Builds the
// widget first, so it always checks what the sources make now. Prints the figures.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = fileURLToPath(new URL('..', import.meta.url));
const app = join(root, 'apps/booking');
const dist = join(app, 'dist');
const BUDGET_FIRST_LOAD = 100 * 1024;
const BUDGET_EMBED = 3 * 1024;

const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: app, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const html = readFileSync(join(dist, 'index.html'), 'utf8');
const scripts = [
  ...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g),
  ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
].map((m) => m[1]);
const gz = (file) => gzipSync(readFileSync(join(dist, file.replace(/^\/book\//, '')))).length;
const files = [...new Set(scripts)].map((src) => ({ file: src, gzip: gz(src) }));
const firstLoad = files.reduce((sum, f) => sum + f.gzip, 0);
const embed = gz('embed.js');

console.log(
  JSON.stringify({
    name: 'booking_bundle',
    first_load_js_gzip_bytes: firstLoad,
    budget: BUDGET_FIRST_LOAD,
    files,
  }),
);
console.log(JSON.stringify({ name: 'embed_loader', gzip_bytes: embed, budget: BUDGET_EMBED }));
let failed = false;
if (files.length === 0) {
  console.error('No scripts found in apps/booking/dist/index.html');
  failed = true;
}
if (firstLoad > BUDGET_FIRST_LOAD) {
  console.error(
    `The widget's first load is ${firstLoad} bytes gzipped, over the ${BUDGET_FIRST_LOAD} budget`,
  );
  failed = true;
}
if (embed > BUDGET_EMBED) {
  console.error(`embed.js is ${embed} bytes gzipped, over the ${BUDGET_EMBED} budget`);
  failed = true;
}
process.exit(failed ? 1 : 0);
