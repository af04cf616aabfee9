// One tsc run per workspace: server code must not see DOM types and browser code must not see Node's.
import { spawnSync } from 'node:child_process';

const projects = [
  'packages/domain',
  'packages/i18n',
  'packages/db',
  'packages/web',
  'apps/server',
  'apps/admin',
  'apps/booking',
  'apps/account',
  'e2e',
  'bench',
];
let failed = false;
for (const project of projects) {
  const run = spawnSync('npx', ['tsc', '-p', project], { stdio: 'inherit' });
  if (run.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
