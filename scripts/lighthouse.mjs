// Lighthouse on the demo shop's booking page in mobile emulation, with Debian's Chromium.
// Starts the built server on a fresh embedded database; prints one JSON line of scores.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

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
    const url = `http://127.0.0.1:${port}/book/demo`;
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
    });
    const categories = result?.lhr.categories ?? {};
    const score = (id) => Math.round((categories[id]?.score ?? 0) * 100);
    console.log(
      JSON.stringify({
        name: 'lighthouse',
        url: '/book/demo',
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
      }),
    );
  } finally {
    await chrome.kill();
  }
} finally {
  stop();
}
