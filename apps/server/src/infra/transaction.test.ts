import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = fileURLToPath(new URL('..', import.meta.url));

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });

// A transaction opened beside the runner would answer a deadlock with 503 where a second try
// would have succeeded (inside a running transaction the runner makes a savepoint and leaves the
// retry to the outer one).
describe('every transaction of the server', () => {
  it('is opened by inTransaction', () => {
    const opened = sources(src)
      .filter((file) => relative(src, file) !== join('infra', 'transaction.ts'))
      .flatMap((file) =>
        readFileSync(file, 'utf8')
          .split('\n')
          .map((line, i) => ({ line, at: `${relative(src, file)}:${i + 1}` }))
          .filter(({ line }) => /\.transaction\(/.test(line))
          .map(({ at, line }) => `${at} ${line.trim()}`),
      );
    expect(opened).toEqual([]);
  });
});
