// Builds the server bundle and the web apps. With --if-stale it builds only when a source file,
// a config or the lock file changed since the last build, so a warm `npm start` starts at once.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const stampFile = join(root, 'apps/server/dist/.build-stamp');
const webApps = ['admin', 'booking', 'account'];

const inputs = [
  'package-lock.json',
  'tsconfig.base.json',
  'scripts/build.mjs',
  'packages',
  'apps/server/src',
  'apps/server/package.json',
  ...webApps.flatMap((app) => [
    `apps/${app}/src`,
    `apps/${app}/index.html`,
    `apps/${app}/vite.config.ts`,
    `apps/${app}/public`,
  ]),
];

function* files(path) {
  if (!existsSync(path)) return;
  const stat = statSync(path);
  if (stat.isFile()) {
    yield [path, stat];
    return;
  }
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    yield* files(join(path, entry));
  }
}

function fingerprint() {
  const hash = createHash('sha256');
  for (const input of inputs) {
    for (const [file, stat] of files(join(root, input)))
      hash.update(`${relative(root, file)}:${stat.size}:${stat.mtimeMs}\n`);
  }
  return hash.digest('hex');
}

const ifStale = process.argv.includes('--if-stale');
const current = fingerprint();
const built = existsSync(stampFile) ? readFileSync(stampFile, 'utf8') : '';
const outputsExist =
  existsSync(join(root, 'apps/server/dist/main.js')) &&
  webApps.every((app) => existsSync(join(root, `apps/${app}/dist/index.html`)));
if (ifStale && built === current && outputsExist) process.exit(0);

const started = performance.now();
const { build: esbuild } = await import('esbuild');
// Workspace packages are TypeScript sources and go into the bundle; npm packages stay external.
await esbuild({
  entryPoints: ['apps/server/src/main.ts', 'apps/server/src/seed-demo.ts'].map((p) => join(root, p)),
  outdir: join(root, 'apps/server/dist'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'externalize-npm-packages',
      setup(build) {
        build.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@salon/') ? undefined : { external: true },
        );
      },
    },
  ],
});

for (const app of webApps) {
  // Each web app builds with the Vite of its own workspace.
  const run = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], {
    cwd: join(root, `apps/${app}`),
    stdio: 'inherit',
  });
  if (run.status !== 0) process.exit(run.status ?? 1);
}
writeFileSync(stampFile, current);
console.log(
  `Built server and ${webApps.join(', ')} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
