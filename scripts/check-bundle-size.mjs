// Weight budgets. The booking widget's first load (the entry script and everything the page
// preloads) at most 100 KB of JavaScript gzipped, and the embed loader at most 3 KB. The admin
// app's first load at most 350 KB: the entry with its imports plus the chunks of the first screen
// (the sign-in page for a visitor; the shell and the dashboard for a signed-in owner), read from
// Vite's manifest. The customer site's first load at most 120 KB, counted the same way (the
// sign-in page; the appointments page). Builds the apps first, so it checks what the sources
// make now. Prints the figures.
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

// ── Admin app ────────────────────────────────────────────────────────────────
const BUDGET_ADMIN = 350 * 1024;
const adminApp = join(root, 'apps/admin');
const adminDist = join(adminApp, 'dist');
const adminBuild = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], {
  cwd: adminApp,
  stdio: 'inherit',
});
if (adminBuild.status !== 0) process.exit(adminBuild.status ?? 1);
const manifest = JSON.parse(readFileSync(join(adminDist, '.vite/manifest.json'), 'utf8'));

/** The JS files a chunk needs before it runs: itself and its static imports, recursively. */
function closure(key, seen = new Set(), of = manifest) {
  const chunk = of[key];
  if (!chunk || seen.has(key)) return seen;
  seen.add(key);
  for (const imported of chunk.imports ?? []) closure(imported, seen, of);
  return seen;
}
const adminGz = (file) => gzipSync(readFileSync(join(adminDist, file))).length;
const screens = {
  signed_out: ['index.html', 'src/features/auth/components/sign-in-page.tsx'],
  owner_dashboard: [
    'index.html',
    'src/app/shell/shell.tsx',
    'src/features/dashboard/components/dashboard-page.tsx',
  ],
};
// Plus the messages of one language (the app loads only the one in use): the largest of them.
const languageKeys = Object.keys(manifest).filter((key) => /src\/lib\/locales\/\w+\.ts$/.test(key));
const languageBytes = (key) =>
  [...closure(key)].reduce(
    (sum, k) => sum + (manifest[k].file.endsWith('.js') ? adminGz(manifest[k].file) : 0),
    0,
  );
const largestLanguage = languageKeys.sort((a, b) => languageBytes(b) - languageBytes(a))[0];
if (largestLanguage) for (const entries of Object.values(screens)) entries.push(largestLanguage);
else {
  console.error('The admin manifest has no language chunks (src/lib/locales/*.ts)');
  failed = true;
}
let adminWorst = 0;
for (const [screen, entries] of Object.entries(screens)) {
  const missing = entries.filter((key) => !manifest[key]);
  if (missing.length > 0) {
    console.error(`The admin manifest has no chunk for ${missing.join(', ')}`);
    failed = true;
    continue;
  }
  const keys = new Set(entries.flatMap((key) => [...closure(key)]));
  const jsFiles = [...keys].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'));
  const bytes = jsFiles.reduce((sum, file) => sum + adminGz(file), 0);
  adminWorst = Math.max(adminWorst, bytes);
  console.log(
    JSON.stringify({
      name: `admin_first_load_${screen}`,
      first_load_js_gzip_bytes: bytes,
      budget: BUDGET_ADMIN,
      chunks: jsFiles.length,
    }),
  );
}
if (adminWorst > BUDGET_ADMIN) {
  console.error(`The admin app's first load is ${adminWorst} bytes gzipped, over the ${BUDGET_ADMIN} budget`);
  failed = true;
}

// ── Customer site ────────────────────────────────────────────────────────────
const BUDGET_ACCOUNT = 120 * 1024;
const accountApp = join(root, 'apps/account');
const accountDist = join(accountApp, 'dist');
const accountBuild = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], {
  cwd: accountApp,
  stdio: 'inherit',
});
if (accountBuild.status !== 0) process.exit(accountBuild.status ?? 1);
const accountManifest = JSON.parse(readFileSync(join(accountDist, '.vite/manifest.json'), 'utf8'));
const accountGz = (file) => gzipSync(readFileSync(join(accountDist, file))).length;
const accountJs = (keys) =>
  [...new Set(keys.flatMap((key) => [...closure(key, new Set(), accountManifest)]))]
    .map((key) => accountManifest[key].file)
    .filter((file) => file.endsWith('.js'));
// The language the page shows is one chunk (the server preloads it): the largest counts.
const accountLanguages = Object.keys(accountManifest).filter((key) => /src\/locales\/\w+\.ts$/.test(key));
const accountLanguage = accountLanguages.sort(
  (a, b) =>
    accountJs([b]).reduce((sum, f) => sum + accountGz(f), 0) -
    accountJs([a]).reduce((sum, f) => sum + accountGz(f), 0),
)[0];
if (!accountLanguage) {
  console.error('The customer site has no language chunks (src/locales/*.ts)');
  failed = true;
}
const accountScreens = {
  signed_out: ['index.html'],
  appointments: ['index.html', 'src/features/appointments/appointments-page.tsx'],
};
let accountWorst = 0;
for (const [screen, entries] of Object.entries(accountScreens)) {
  const keys = accountLanguage ? [...entries, accountLanguage] : entries;
  const missing = keys.filter((key) => !accountManifest[key]);
  if (missing.length > 0) {
    console.error(`The customer site's manifest has no chunk for ${missing.join(', ')}`);
    failed = true;
    continue;
  }
  const jsFiles = accountJs(keys);
  const bytes = jsFiles.reduce((sum, file) => sum + accountGz(file), 0);
  accountWorst = Math.max(accountWorst, bytes);
  console.log(
    JSON.stringify({
      name: `account_first_load_${screen}`,
      first_load_js_gzip_bytes: bytes,
      budget: BUDGET_ACCOUNT,
      chunks: jsFiles.length,
    }),
  );
}
if (accountWorst > BUDGET_ACCOUNT) {
  console.error(
    `The customer site's first load is ${accountWorst} bytes gzipped, over the ${BUDGET_ACCOUNT} budget`,
  );
  failed = true;
}
process.exit(failed ? 1 : 0);
