import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, openDatabase } from './client.ts';

async function onServer(serverUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A new, empty database on a PostgreSQL server for one test file or benchmark run, and the way
 * to drop it afterwards; so runs never see each other's data.
 */
export async function createScratchDatabase(
  serverUrl: string,
  options: { prefix: string; migrationsFolder: string; maxConnections?: number },
): Promise<{ database: Database; drop: () => Promise<void> }> {
  const name = `${options.prefix}_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase(
    {
      kind: 'postgres',
      url: url.toString(),
      ...(options.maxConnections ? { maxConnections: options.maxConnections } : {}),
    },
    options.migrationsFolder,
  );
  return { database, drop: () => onServer(serverUrl, `drop database if exists ${name} with (force)`) };
}
