/**
 * The audit periods' fence (src-server/db/period-fence.ts): a `counters` row holding the end of the
 * latest audit, in ms since the epoch (0: none yet). Writes that place a document in a period lock
 * it to share and audits lock it to update, so it must exist before the first of either: a write
 * cannot lock a row that is not there, and an audit's insert would wait for no one.
 *
 * Frozen once released: later changes go in new numbered files.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`insert into counters (name, value) values ('audits:closed', 0)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from counters where name = 'audits:closed'`.execute(db);
}
