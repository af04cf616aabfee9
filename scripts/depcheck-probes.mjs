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
    source: "import { accountProfile } from '../../../../packages/domain/src/contracts/account.ts';",
    rule: 'account-site-takes-no-zod',
  },
].map((probe, i) => ({ ...probe, file: join(root, probe.dir, `${tag}-${i}.ts`) }));

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
