// Lighthouse in mobile emulation with Debian's Chromium: the demo shop's booking page and the
// customer site's signed-out page (`/account/`). Starts the built server on a fresh embedded
// database; prints one JSON line of scores per page. A page with a floor (the customer site:
// performance 95, accessibility 100) fails the run when it stays below it; a run on a busy machine
// is tried again up to twice, so only a page that is slow every time fails.
//   node scripts/lighthouse.mjs             every page
//   node scripts/lighthouse.mjs /account/   only the pages named
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const pages = [{ path: '/book/demo' }, { path: '/account/', floor: { performance: 95, accessibility: 100 } }];
const ATTEMPTS = 3;

const named = process.argv.slice(2);
const chosen = named.length > 0 ? pages.filter((page) => named.includes(page.path)) : pages;
if (chosen.length === 0) {
  console.error(`No such page: ${named.join(', ')} (known: ${pages.map((p) => p.path).join(', ')})`);
  process.exit(2);
}

const root = fileURLToPath(new URL('..', import.meta.url));
const port = Number(process.env.LIGHTHOUSE_PORT ?? 3190);
const server = spawn('node', ['apps/server/dist/main.js'], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'salon-lh-')),
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const stop = () => server.kill('SIGTERM');

function summary(path, result) {
  const categories = result?.lhr.categories ?? {};
  const score = (id) => Math.round((categories[id]?.score ?? 0) * 100);
  return {
    name: 'lighthouse',
    url: path,
    form_factor: result?.lhr.configSettings.formFactor,
    performance: score('performance'),
    accessibility: score('accessibility'),
    best_practices: score('best-practices'),
    fcp_ms: Math.round(result?.lhr.audits['first-contentful-paint']?.numericValue ?? 0),
    lcp_ms: Math.round(result?.lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
    speed_index_ms: Math.round(result?.lhr.audits['speed-index']?.numericValue ?? 0),
    cls: result?.lhr.audits['cumulative-layout-shift']?.numericValue ?? 0,
    observed_fcp_ms: Math.round(
      result?.lhr.audits.metrics?.details?.items?.[0]?.observedFirstContentfulPaint ?? 0,
    ),
    render_blocking: (result?.lhr.audits['render-blocking-resources']?.details?.items ?? []).map(
      (i) => i.url,
    ),
    tbt_ms: Math.round(result?.lhr.audits['total-blocking-time']?.numericValue ?? 0),
    failed_accessibility_audits: Object.values(result?.lhr.audits ?? {})
      .filter((a) => a.score === 0 && categories.accessibility?.auditRefs.some((r) => r.id === a.id))
      .map((a) => a.id),
  };
}

/** What falls short of the page's floor, e.g. ["performance 91 < 95"]; empty when nothing does. */
const shortfalls = (scores, floor = {}) =>
  Object.entries(floor)
    .filter(([category, min]) => scores[category] < min)
    .map(([category, min]) => `${category} ${scores[category]} < ${min}`);

let failed = false;
try {
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) break;
    } catch {}
    if (i > 120) throw new Error('server did not start');
    await new Promise((r) => setTimeout(r, 250));
  }
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  try {
    for (const page of chosen) {
      let missing = [];
      for (let attempt = 1; attempt <= (page.floor ? ATTEMPTS : 1); attempt++) {
        const result = await lighthouse(`http://127.0.0.1:${port}${page.path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices'],
        });
        const scores = summary(page.path, result);
        missing = shortfalls(scores, page.floor);
        console.log(JSON.stringify({ ...scores, ...(page.floor ? { floor: page.floor, attempt } : {}) }));
        if (missing.length === 0) break;
      }
      if (missing.length > 0) {
        console.error(`Lighthouse: ${page.path} stays below its floor: ${missing.join(', ')}`);
        failed = true;
      }
    }
  } finally {
    await chrome.kill();
  }
} finally {
  stop();
}
process.exit(failed ? 1 : 0);
