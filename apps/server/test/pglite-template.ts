import { writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migratedPgliteDump } from '@salon/db';
import type { TestProject } from 'vitest/node';
import { migrationsFolder } from '../src/database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated, empty embedded database's dump: every test database starts as a copy of it. */
    pgliteTemplate: string;
  }
}

// Creating an embedded database and applying every migration takes seconds; the API tests open
// more than a hundred. They are migrated once per run here, and each is loaded from the dump.
export default async function setup(project: TestProject) {
  const folder = await mkdtemp(join(tmpdir(), 'salon-pglite-template-'));
  const file = join(folder, 'migrated.tar');
  writeFileSync(file, Buffer.from(await (await migratedPgliteDump(migrationsFolder)).arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => rm(folder, { recursive: true, force: true });
}
