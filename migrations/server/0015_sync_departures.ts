/**
 * `sync_departures`: which audiences (src-shared/routes/audiences.ts) had a document that a later
 * write took away from them — moved to another owner, left out by a view, disabled, removed. A sync
 * pull tells a filtered caller to drop a document it cannot see only when its audience is recorded
 * here for it, so a caller is never sent the ids of documents it never could see. One row per
 * document and audience, kept: an audience that had a document once may be told of it again.
 *
 * Nothing is filled in for the past: before this migration a pull sent such callers a removal for
 * every document they could not see, so their replicas already dropped what they lost then.
 *
 * Frozen once released: later changes go in new numbered files.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sync_departures')
    .addColumn('collection', 'text', (c) => c.notNull())
    .addColumn('doc_id', 'text', (c) => c.notNull())
    .addColumn('audience', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('sync_departures_pk', ['collection', 'doc_id', 'audience'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sync_departures').execute();
}
