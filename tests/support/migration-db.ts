/**
 * For a migration's tests: a fresh database of the flavour, not migrated, opened by each test and
 * closed and removed after it; its tables untyped, as a migration's test writes rows of schemas older
 * than today's `Tables`.
 */
import type { Kysely } from 'kysely';
import { afterEach, inject } from 'vitest';
import type { Database } from '../../src-server/db/connect.js';
import { openFresh, type DbFlavour } from './databases.js';

export type AnyDb = Kysely<Record<string, Record<string, unknown>>>;

/** Call in a `describe` block: answers the `open` its tests call. */
export function freshDatabasePerTest(flavour: DbFlavour): () => Promise<{ database: Database; db: AnyDb }> {
  let cleanup: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await cleanup?.();
    cleanup = undefined;
  });
  return async () => {
    const database = await openFresh(flavour, inject('postgresUrl'));
    cleanup = database.cleanup;
    return { database, db: database.db as unknown as AnyDb };
  };
}
