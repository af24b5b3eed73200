/**
 * The pull's promise under concurrent writers on PostgreSQL (design.md sync protocol): a reader that
 * pulls while several write transactions run at once, each holding its work open for a varying
 * while before it commits, receives every change — none numbered at or below a cursor it was
 * already given. Were change numbers taken in start order and committed in another, a change
 * committed after a later-numbered one had been pulled would be skipped for good, and this fails.
 * Writers run side by side (db/write.ts), so one begun first may commit after one begun later: the
 * later commit is pulled first and the earlier-begun write comes after its cursor, with a higher number.
 * Numbers come from a sequence, so a write can also commit after one that took higher numbers after
 * it, or roll back and leave its numbers unused: the pull's fence (db/change-numbers.ts) must hold
 * the cursor below a number still to commit. The last case widens that window on purpose with a
 * trigger that runs at each commit, after the closing statement.
 */
import { sql } from 'kysely';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { getDocToWrite, insertDoc, insertDocs, saveDoc } from '../../../src-server/db/documents.js';
import { runWrite } from '../../../src-server/db/write.js';
import { CATEGORIES, PAY_METHODS } from '../../../src-server/features/catalog/collections.js';
import { expectStatus } from '../../support/actors.js';
import { ADMIN, call, signIn, startTestServer, type TestServer } from '../../support/server.js';

interface Pull {
  cursor: number;
  hasMore: boolean;
  changes: Array<{ collection: string; id: string; seq: number }>;
}

const WRITERS = 6;
const WRITES = 12;
/** Names of categories whose commit fails (the slow-commit trigger below), after their numbers were taken. */
const UNDONE = '(deshacer)';

/** Runs the writers side by side while a reader pulls, pausing `pauseMs` between pulls; once every write is done, it pulls to the end. */
async function writeWhilePulling(writer: (lane: number) => Promise<void>, pullOnce: () => Promise<boolean>, pauseMs: number): Promise<void> {
  let writing = true;
  const writers = Promise.all(Array.from({ length: WRITERS }, (_, lane) => writer(lane))).finally(() => {
    writing = false;
  });
  const reader = (async () => {
    while (writing) {
      await pullOnce();
      await sleep(pauseMs);
    }
    while (await pullOnce());
  })();
  await Promise.all([writers, reader]);
}

describe('sync pull while writers commit concurrently on postgres', () => {
  let server: TestServer;
  let admin: string;

  beforeAll(async () => {
    server = await startTestServer('postgres', inject('postgresUrl'));
    admin = await signIn(server.url, ADMIN.username, ADMIN.password);
  });
  afterAll(() => server?.close());

  const pull = (cursor: number) => expectStatus(call<Pull>(server.url, 'GET', `/sync/pull?cursor=${cursor}&limit=20`, { token: admin }));

  /** Pulls from `cursor` to the end: the changes and the cursor to pull from next. */
  const pullAll = async (cursor: number): Promise<{ changes: Pull['changes']; cursor: number }> => {
    const changes: Pull['changes'] = [];
    for (let answer = await pull(cursor); ; answer = await pull(answer.cursor)) {
      changes.push(...answer.changes);
      if (!answer.hasMore) return { changes, cursor: answer.cursor };
    }
  };

  it('numbers a change when it commits: a write begun first and committed last is pulled after the one committed before it', async () => {
    const start = await pullAll(0);
    let release = (): void => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let begun = (): void => undefined;
    const firstHasWritten = new Promise<void>((resolve) => {
      begun = resolve;
    });
    const first = runWrite(server.database, { actor: null, now: new Date() }, async (tx) => {
      const created = await insertDoc(tx, CATEGORIES, { name: 'Primera en empezar', slug: 'primera-en-empezar' });
      begun();
      await held;
      return created;
    });
    await firstHasWritten;
    // Commits while the first is still open: writers do not wait on each other's unfinished work.
    const second = await runWrite(server.database, { actor: null, now: new Date() }, (tx) => insertDoc(tx, PAY_METHODS, { name: 'Primera en terminar' }));
    const middle = await pullAll(start.cursor);
    expect(middle.changes.map((change) => change.id)).toEqual([second._id]);
    release();
    const created = await first;
    const end = await pullAll(middle.cursor);
    expect(end.changes.map((change) => change.id)).toEqual([created._id]);
    expect(end.changes[0]!.seq).toBeGreaterThan(middle.changes[0]!.seq);
  });

  it('brings every change once, each above the cursor it was pulled from', async () => {
    let cursor = (await pull(0)).cursor;
    const written: string[] = [];
    const seen = new Map<string, number>();
    const misordered: string[] = [];

    const pullOnce = async (): Promise<boolean> => {
      const answer = await pull(cursor);
      let last = cursor;
      for (const change of answer.changes) {
        if (change.seq <= last) misordered.push(`${change.id}: ${change.seq} after ${last}`);
        last = change.seq;
        if (change.collection === CATEGORIES.name) seen.set(change.id, change.seq);
      }
      cursor = answer.cursor;
      return answer.hasMore;
    };

    const writer = async (lane: number): Promise<void> => {
      for (let i = 0; i < WRITES; i += 1) {
        const doc = await runWrite(server.database, { actor: null, now: new Date() }, async (tx) => {
          const created = await insertDoc(tx, CATEGORIES, { name: `Rubro ${lane}-${i}`, slug: `rubro-${lane}-${i}` });
          // Holds its numbers a varying while before committing, so commits come out of start order.
          await sql`select pg_sleep(${((lane * 7 + i * 3) % 10) / 1000})`.execute(tx.trx);
          return created;
        });
        written.push(doc._id);
      }
    };

    await writeWhilePulling(writer, pullOnce, 1);

    expect(written).toHaveLength(WRITERS * WRITES);
    expect(written.filter((id) => !seen.has(id))).toEqual([]);
    expect(misordered).toEqual([]);
  });

  it('never serves a number below one still to commit: writes commit out of number order, some roll back, a reader pulls all along', async () => {
    const db = server.database.db;
    // Updates, each of its own category: new documents would queue at their collection's running number, which they take before their change numbers and keep to the commit, so they would commit in number order.
    const categories = await runWrite(server.database, { actor: null, now: new Date() }, (tx) =>
      insertDocs(
        tx,
        CATEGORIES,
        Array.from({ length: WRITERS * WRITES }, (_, i) => ({ name: `Vallado ${i}`, slug: `vallado-${i}` })),
      ),
    );
    // At each commit, after the closing statement took the write's numbers: a varying wait, and a failure for the names marked undone.
    await sql`create function slow_commit() returns trigger language plpgsql as $$
      begin
        perform pg_sleep(random() * 0.012);
        if new.doc::jsonb ->> 'name' like ${sql.lit(`%${UNDONE}`)} then raise exception 'rolled back on purpose'; end if;
        return null;
      end $$`.execute(db);
    await sql`create constraint trigger slow_commit after update on categories deferrable initially deferred for each row execute function slow_commit()`.execute(db);
    try {
      let { cursor } = await pullAll(0);
      const committed: string[] = [];
      let undone = 0;
      const seen = new Map<string, number>();
      const belowCursor: string[] = [];

      const pullOnce = async (): Promise<boolean> => {
        const answer = await pull(cursor);
        let last = cursor;
        for (const change of answer.changes) {
          if (change.seq <= last) belowCursor.push(`${change.id}: ${change.seq} after ${last}`);
          last = change.seq;
          if (change.collection === CATEGORIES.name) seen.set(change.id, change.seq);
        }
        if (answer.cursor < cursor) belowCursor.push(`cursor ${answer.cursor} after ${cursor}`);
        cursor = answer.cursor;
        return answer.hasMore;
      };

      const writer = async (lane: number): Promise<void> => {
        for (let i = 0; i < WRITES; i += 1) {
          const category = categories[lane * WRITES + i]!;
          const name = `${category.name}${(lane + i) % 4 === 0 ? ` ${UNDONE}` : ' renombrado'}`;
          try {
            const doc = await runWrite(server.database, { actor: null, now: new Date() }, async (tx) =>
              saveDoc(tx, CATEGORIES, (await getDocToWrite(tx.trx, CATEGORIES, category._id))!, { ...category, name }),
            );
            committed.push(doc._id);
          } catch (error) {
            if (!name.endsWith(UNDONE) || !String(error).includes('rolled back on purpose')) throw error;
            undone += 1;
          }
        }
      };

      // A longer pause between pulls: a pull waiting at the fence holds back writers that would take numbers, so pulling back to back would let them through nearly one at a time, in order.
      await writeWhilePulling(writer, pullOnce, 3);

      expect(committed.length + undone).toBe(WRITERS * WRITES);
      expect(undone).toBeGreaterThan(0);
      expect(committed.filter((id) => !seen.has(id))).toEqual([]);
      expect([...seen.keys()].filter((id) => !committed.includes(id))).toEqual([]);
      expect(belowCursor).toEqual([]);
      // The case means something only if commits came out of number order: a write finished before one numbered below it.
      const numbers = committed.map((id) => seen.get(id) ?? 0);
      expect(numbers.some((number, i) => numbers.slice(i + 1).some((later) => later < number))).toBe(true);
    } finally {
      await sql`drop trigger slow_commit on categories`.execute(db);
      await sql`drop function slow_commit()`.execute(db);
    }
  });
});
