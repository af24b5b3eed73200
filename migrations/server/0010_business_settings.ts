/**
 * The business settings (issue 18): one document table like every collection's, which will hold a
 * single row under a fixed id, made by the admin's first save; until then readers use defaults.
 *
 * Frozen once released: later changes go in new numbered files.
 */
import type { Kysely } from 'kysely';
import { documentTable } from './document-table-v1.js';

export async function up(db: Kysely<unknown>): Promise<void> {
  await documentTable(db, 'settings', []);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('settings').execute();
}
