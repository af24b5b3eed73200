/** Fresh, empty databases for tests that work below the HTTP layer. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase, type Database } from '../../src-server/db/connect.js';
import { migrateToLatest } from '../../src-server/db/migrate.js';

export type DbFlavour = 'sqlite' | 'postgres';
export const FLAVOURS: readonly DbFlavour[] = ['sqlite', 'postgres'];

export async function freshPostgresUrl(serverUrl: string): Promise<string> {
  const name = `t_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export interface FreshDatabase {
  url: string;
  cleanup(): void;
}

export async function freshDatabaseUrl(flavour: DbFlavour, postgresUrl: string): Promise<FreshDatabase> {
  if (flavour === 'postgres') return { url: await freshPostgresUrl(postgresUrl), cleanup: () => undefined };
  const dir = mkdtempSync(join(tmpdir(), 'db-test-'));
  return { url: `sqlite:${join(dir, 'server.db')}`, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

export async function openFresh(flavour: DbFlavour, postgresUrl: string): Promise<Database & { cleanup(): Promise<void> }> {
  const fresh = await freshDatabaseUrl(flavour, postgresUrl);
  const database = openDatabase(fresh.url);
  return Object.assign(database, {
    async cleanup() {
      await database.close();
      fresh.cleanup();
    },
  });
}

/** A fresh database of the flavour with every migration applied: what a test of the write path starts from. */
export async function openMigrated(flavour: DbFlavour, postgresUrl: string): Promise<Database & { cleanup(): Promise<void> }> {
  const database = await openFresh(flavour, postgresUrl);
  await migrateToLatest(database);
  return database;
}
