/**
 * PostgreSQL: `take_change_numbers` (migration 0013), which every write's closing statement calls,
 * takes its numbers one `nextval` at a time in a loop instead of with a query. Its query
 * (`array(select … from generate_series(1, count) … order by n)`) was planned anew at each call:
 * PL/pgSQL kept choosing a plan made for the call's count over its generic one, and the planning
 * cost more than the run (bench/issue-21-pg.md, round 18: 4% of PostgreSQL's CPU per order
 * lifecycle). A `nextval` alone is an expression PL/pgSQL evaluates without planning a query.
 * The numbers are the same: taken under the same shared lock, in increasing order (one session's
 * successive `nextval` of a sequence only grow). SQLite numbers its changes in the server.
 *
 * Frozen once released: later changes go in new numbered files.
 */
import { sql, SqliteAdapter, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof SqliteAdapter) return;
  await sql`
    create or replace function take_change_numbers(count integer) returns bigint[] language plpgsql as $$
    declare
      numbers bigint[] := '{}';
    begin
      perform pg_advisory_xact_lock_shared(21, 1);
      for i in 1 .. coalesce(count, 0) loop
        numbers[i] := nextval('change_numbers');
      end loop;
      return numbers;
    end $$`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof SqliteAdapter) return;
  await sql`
    create or replace function take_change_numbers(count integer) returns bigint[] language plpgsql as $$
    begin
      perform pg_advisory_xact_lock_shared(21, 1);
      return array(select n from (select nextval('change_numbers') as n from generate_series(1, count)) as taken order by n);
    end $$`.execute(db);
}
