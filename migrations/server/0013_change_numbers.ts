/**
 * PostgreSQL numbers changes from a sequence instead of the `counters` row `seq`
 * (src-server/db/change-numbers.ts), so writers stop queuing on that row from their closing
 * statement to their commit. Two functions hold the fence that keeps a pull from skipping a change
 * that commits after a higher-numbered one:
 *
 * - `take_change_numbers(count)`: a write's closing statement takes its numbers with it, holding the
 *   fence's advisory lock shared (writers never wait for each other) from before the first number
 *   to the commit;
 * - `committed_change_number()`: a pull takes the same lock exclusively, which waits only for the
 *   writes between their closing statement and their commit, and answers the sequence's last value
 *   L: every number up to L is then committed or rolled back, and every later one will be above L.
 *
 * The sequence caches no numbers (`cache 1`): a number another session had cached would be taken
 * after the fence and below L. The lock is the two-key form, which `lockNames` (db/locks.ts, one
 * bigint per name) never takes. It starts after the counter's value, which it replaces: the row
 * goes, so nothing reads a number that no longer moves. SQLite keeps its counter row
 * (db/sqlite-counters.ts).
 *
 * Frozen once released: later changes go in new numbered files.
 */
import { sql, SqliteAdapter, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof SqliteAdapter) return;
  await sql`create sequence change_numbers as bigint minvalue 1 cache 1`.execute(db);
  // A counter at 0 has numbered nothing: the sequence's first number is then 1 (`is_called` false).
  await sql`select setval('change_numbers', greatest(value, 1), value > 0) from counters where name = 'seq'`.execute(db);
  await sql`delete from counters where name = 'seq'`.execute(db);
  await sql`
    create function take_change_numbers(count integer) returns bigint[] language plpgsql as $$
    begin
      perform pg_advisory_xact_lock_shared(21, 1);
      return array(select n from (select nextval('change_numbers') as n from generate_series(1, count)) as taken order by n);
    end $$`.execute(db);
  await sql`
    create function committed_change_number() returns bigint language plpgsql as $$
    declare
      last bigint;
      called boolean;
    begin
      perform pg_advisory_xact_lock(21, 1);
      select last_value, is_called into last, called from change_numbers;
      return case when called then last else last - 1 end;
    end $$`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof SqliteAdapter) return;
  await sql`insert into counters (name, value) select 'seq', case when is_called then last_value else last_value - 1 end from change_numbers`.execute(db);
  await sql`drop function committed_change_number()`.execute(db);
  await sql`drop function take_change_numbers(integer)`.execute(db);
  await sql`drop sequence change_numbers`.execute(db);
}
