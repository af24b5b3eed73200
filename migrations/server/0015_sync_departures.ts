/**
 * `sync_departures`: which audiences (src-shared/routes/audiences.ts) had a document that a later
 * write took away from them — moved to another owner, left out by a view, disabled, removed. A sync
 * pull tells a filtered caller to drop a document it cannot see only when its audience is recorded
 * here for it, so a caller is never sent the ids of documents it never could see. One row per
 * document and audience, kept: an audience that had a document once may be told of it again.
 *
 * Nothing is filled in for the past: before this migration a pull sent such callers a removal for
 * every document they could not see (but never one for a document that left their owner scope), so
 * a replica that pulled since dropped what it lost then. One that has not pulled since may hold what
 * it lost in between, which no departure records: the change number this migration starts from is
 * kept in `meta` (`sync_departures_from`), and a pull from an older cursor by a caller these
 * removals concern answers `reset`, so its replica is rebuilt and drops what is not sent again.
 *
 * Frozen once released: later changes go in new numbered files.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sync_departures')
    .addColumn('collection', 'text', (c) => c.notNull())
    .addColumn('doc_id', 'text', (c) => c.notNull())
    .addColumn('audience', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('sync_departures_pk', ['collection', 'doc_id', 'audience'])
    .execute();
  await sql`insert into meta (key, value) values ('sync_departures_from', (select cast(coalesce(max(seq), 0) as text) from changes))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sync_departures').execute();
  await sql`delete from meta where key = 'sync_departures_from'`.execute(db);
}
