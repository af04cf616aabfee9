/**
 * Proves the import rules of .dependency-cruiser.cjs fire: writes probe files that break them,
 * cruises only those, and fails unless each probe is reported under the rule meant to catch it.
 * A rule that matches nothing (a path that moved, a dependency recorded another way) passes every
 * real tree silently; this is what notices. The probes are removed again whatever happens.
 */
import { execFileSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const tag = `depcheck-probe-${process.pid}`;

/** Where each probe sits, what it imports, and the rule that must report it. */
const probes = [
  { dir: 'packages/domain/src', source: "import { readFileSync } from 'fs';", rule: 'domain-does-no-io' },
  {
    dir: 'packages/domain/src',
    source: "import { readFile } from 'node:fs/promises';",
    rule: 'domain-does-no-io',
  },
  { dir: 'packages/domain/src', source: "import pg from 'pg';", rule: 'domain-uses-no-driver-or-server' },
  {
    dir: 'packages/domain/src',
    source: "import Fastify from 'fastify';",
    rule: 'domain-uses-no-driver-or-server',
  },
  {
    dir: 'packages/domain/src',
    source: "import { PGlite } from '@electric-sql/pglite';",
    rule: 'domain-uses-no-driver-or-server',
  },
  {
    dir: 'apps/server/src/services',
    source: "import { healthRoutes } from '../routes/health-routes.ts';",
    rule: 'server-services-do-not-import-http',
  },
  {
    dir: 'apps/server/src/infra',
    source: "import { assertCan } from '../services/shared/assert-can.ts';",
    rule: 'server-infra-is-the-bottom',
  },
  {
    dir: 'apps/server/src/routes/public',
    source: "import { appointmentRoutes } from '../admin/appointment-routes.ts';",
    rule: 'server-routes-are-leaves',
  },
  {
    dir: 'apps/server/src/services',
    source: "import { startScheduler } from '../jobs/scheduler.ts';",
    rule: 'server-jobs-are-started-by-the-app',
  },
  {
    dir: 'apps/server/src/jobs',
    source: "import { errorResponses } from '../http/error-responses.ts';",
    rule: 'server-jobs-run-use-cases',
  },
  {
    dir: 'apps/server/src/services',
    source: "import https from 'node:https';",
    rule: 'server-connects-out-through-the-guard',
  },
  {
    dir: 'apps/server/src/infra',
    source: "import { connect } from 'node:net';",
    rule: 'server-connects-out-through-the-guard',
  },
  {
    dir: 'apps/account/src/lib',
    source: "import { accountProfile } from '@salon/domain/contracts';",
    rule: 'account-site-takes-no-zod',
  },
  {
    dir: 'packages/domain/src',
    source: "import '@salon/i18n/language-names';",
    rule: 'domain-imports-nothing-of-ours',
  },
  { dir: 'packages/db/src', source: "import '@salon/i18n/language-names';", rule: 'db-imports-domain-only' },
  { dir: 'packages/i18n/src', source: "import '@salon/domain/phone';", rule: 'i18n-is-data' },
  { dir: 'packages/web/src', source: "import '@salon/db';", rule: 'web-is-for-browsers' },
  {
    dir: 'packages/web/src',
    source: "import '../../../apps/admin/src/app/theme.ts';",
    rule: 'nothing-imports-apps',
  },
  {
    dir: 'apps/booking/src/lib',
    source: "import '../../../../packages/i18n/src/language-names.ts';",
    rule: 'packages-are-reached-by-name',
  },
  { dir: 'apps/admin/src/lib', source: "import '@salon/db';", rule: 'browsers-do-not-import-db' },
  { dir: 'apps/booking/src/lib', source: "import '@salon/domain/contracts';", rule: 'widget-takes-no-zod' },
  {
    dir: 'apps/server/src/http',
    source: "import '../services/shared/assert-can.ts';",
    rule: 'server-http-helpers-below-routes',
  },
  {
    dir: 'apps/server/src/services',
    source: "import '../demo/demo-salon.ts';",
    rule: 'server-demo-is-seed-only',
  },
  {
    dir: 'apps/admin/src/features/calendar',
    source: "import '../dashboard/components/status-badge.tsx';",
    rule: 'features-do-not-import-each-other',
  },
  {
    dir: 'apps/admin/src/features/calendar',
    source: "import '../checkout/components/sale-form-modal.tsx';",
    rule: 'features-do-not-import-each-other',
  },
  {
    dir: 'apps/admin/src/lib',
    source: "import '../app/theme.ts';",
    rule: 'shared-folders-do-not-import-features-or-app',
  },
  {
    dir: 'apps/admin/src/features/calendar',
    source: "import '../../app/theme.ts';",
    rule: 'features-do-not-import-app',
  },
  {
    dir: 'apps/server/src/services/booking',
    source: "import '../notifications/raise-change-events.ts';",
    rule: 'server-areas-call-down',
  },
  {
    dir: 'apps/server/src/services/shops',
    source: "import '../products/can.ts';",
    rule: 'server-areas-call-down',
  },
  {
    dir: 'apps/server/src/services/online-payments',
    source: "import '../appointments/create-appointment.ts';",
    rule: 'server-areas-call-down',
  },
  // A file outside every area of serviceLayers (here one that imports itself).
  {
    dir: 'apps/server/src/services',
    source: (name) => `import './${name}';`,
    rule: 'server-areas-are-layered',
  },
  {
    dir: 'apps/server/src/routes',
    source: "import { sql } from '@salon/db';",
    rule: 'server-routes-and-http-touch-no-database',
  },
  {
    dir: 'apps/server/src/http',
    source: "import { inTransaction } from '../infra/transaction.ts';",
    rule: 'server-routes-and-http-touch-no-database',
  },
  {
    dir: 'apps/server/src/services/products',
    source: "import { products } from '@salon/db';",
    rule: 'server-sql-lives-in-repositories',
  },
  {
    dir: 'apps/server/src/services/products',
    source: "import { eq } from 'drizzle-orm';",
    rule: 'server-sql-lives-in-repositories',
  },
  {
    dir: 'apps/server/src/routes',
    source: "import { findProduct } from '../repositories/products.ts';",
    rule: 'server-routes-and-http-touch-no-database',
  },
  {
    dir: 'apps/server/src/infra',
    source: "import { findShop } from '../repositories/shops.ts';",
    rule: 'server-infra-is-the-bottom',
  },
  {
    dir: 'apps/server/src/repositories',
    source: "import { assertCan } from '../services/shared/assert-can.ts';",
    rule: 'server-repositories-are-below-use-cases',
  },
  {
    dir: 'apps/server/src/repositories',
    source: "import { errorResponses } from '../http/error-responses.ts';",
    rule: 'server-repositories-are-below-use-cases',
  },
  // A module that imports itself is the smallest circle.
  { dir: 'apps/server/src/services', source: (name) => `import './${name}';`, rule: 'no-circular' },
].map((probe, i) => {
  const name = `${tag}-${i}.ts`;
  const source = typeof probe.source === 'function' ? probe.source(name) : probe.source;
  return { ...probe, source, file: join(root, probe.dir, name) };
});

let report;
try {
  for (const probe of probes) writeFileSync(probe.file, `${probe.source}\nexport const probe = 1;\n`);
  const args = [
    'depcruise',
    ...probes.map((p) => relative(root, p.file)),
    '--config',
    '.dependency-cruiser.cjs',
    '--output-type',
    'json',
  ];
  try {
    report = JSON.parse(execFileSync('npx', args, { cwd: root, encoding: 'utf8', maxBuffer: 64 << 20 }));
  } catch (err) {
    // depcruise exits non-zero when it finds violations, which is what the probes are for.
    if (!err.stdout) throw err;
    report = JSON.parse(err.stdout);
  }
} finally {
  for (const probe of probes) rmSync(probe.file, { force: true });
}

const missed = probes.filter(
  (probe) =>
    !report.summary.violations.some(
      (v) =>
        v.from === relative(root, probe.file) && v.rule.name === probe.rule && v.rule.severity === 'error',
    ),
);
for (const probe of missed) {
  process.stderr.write(`✘ ${probe.dir}: \`${probe.source}\` was not reported as ${probe.rule}\n`);
}
if (missed.length > 0) process.exit(1);
process.stdout.write(`✔ every import rule probe was caught (${probes.length} probes)\n`);
