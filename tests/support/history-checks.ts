/**
 * Checks of the change history against what the database holds, each answering one line per
 * problem (an empty list passes):
 * - `seqProblems`: every document write takes one change number (the store's write functions are the
 *   only callers of `nextSeq`), so the counter counts the writes. Each number from 1 to the counter
 *   must be the `seq` of exactly one history entry — or of a ledger row, whose creation is its own
 *   history and which is never written again. On PostgreSQL a number may be no one's: a write
 *   rolled back after taking its numbers leaves a gap (src-server/db/change-numbers.ts).
 * - `replayProblems`: replaying a document's entries from its first (its creation) gives back the
 *   stored document exactly (`updatedAt` included: an update's is its entry's `at`); its last
 *   entry's `seq` is the document's own; a document with entries and no row was deleted last.
 */
import type { Kysely } from 'kysely';
import { LEDGER_ENTITIES, replayHistory, sameValue, type Changes, type HistoryAction } from '../../src-shared/history.js';
import { docs, rowToDoc } from '../../src-server/db/documents.js';
import { committedChangeNumber } from '../../src-server/db/change-numbers.js';
import type { Database } from '../../src-server/db/connect.js';
import type { Tables } from '../../src-server/db/tables.js';
import { COLLECTIONS } from '../../src-server/features/registry.js';

export interface StoredEntry {
  seq: number;
  at: string;
  user: string | null;
  device: string | null;
  entity: string;
  docId: string;
  action: HistoryAction;
  route: string | null;
  changes: Changes;
}

export async function readHistory(db: Kysely<Tables>): Promise<StoredEntry[]> {
  const rows = await db.selectFrom('history').selectAll().orderBy('seq').execute();
  return rows.map((row) => ({
    seq: Number(row.seq),
    at: row.at,
    user: row.user_id,
    device: row.device,
    entity: row.entity,
    docId: row.doc_id,
    action: row.action as HistoryAction,
    route: row.route,
    changes: JSON.parse(row.changes) as Changes,
  }));
}

const LEDGERS: ReadonlySet<string> = new Set(LEDGER_ENTITIES);

/** The change numbers of ledger rows (stock records, account movements). */
async function ledgerSeqs(db: Kysely<Tables>): Promise<number[]> {
  const out: number[] = [];
  for (const def of COLLECTIONS.filter((c) => LEDGERS.has(c.name))) {
    const rows = await docs(db).selectFrom(def.table).select('seq').execute();
    out.push(...rows.map((row) => Number(row.seq)));
  }
  return out;
}

export interface WriteCount {
  /** The change counter: how many document writes the database has seen (on PostgreSQL, numbers taken: rolled-back writes' too). */
  writes: number;
  entries: number;
  ledgerRows: number;
}

export async function countWrites(database: Database): Promise<WriteCount> {
  const { db } = database;
  return { writes: await committedChangeNumber(database), entries: (await readHistory(db)).length, ledgerRows: (await ledgerSeqs(db)).length };
}

export async function seqProblems(database: Database): Promise<string[]> {
  const { db } = database;
  const counter = await committedChangeNumber(database);
  const owners = new Map<number, string[]>();
  const own = (seq: number, what: string) => owners.set(seq, [...(owners.get(seq) ?? []), what]);
  for (const entry of await readHistory(db)) own(entry.seq, `history ${entry.entity}/${entry.docId} ${entry.action}`);
  for (const seq of await ledgerSeqs(db)) own(seq, 'a ledger row');
  const problems: string[] = [];
  for (let seq = 1; seq <= counter; seq += 1) {
    const found = owners.get(seq) ?? [];
    if (found.length > 1 || (found.length === 0 && database.kind === 'sqlite')) problems.push(`change ${seq}: ${found.length === 0 ? 'no history entry' : found.join(' and ')}`);
  }
  for (const seq of owners.keys()) if (seq < 1 || seq > counter) problems.push(`change ${seq} is beyond the counter (${counter})`);
  return problems;
}

export async function replayProblems(db: Kysely<Tables>): Promise<{ problems: string[]; documents: number }> {
  const byDoc = new Map<string, StoredEntry[]>();
  for (const entry of await readHistory(db)) {
    const key = `${entry.entity}/${entry.docId}`;
    byDoc.set(key, [...(byDoc.get(key) ?? []), entry]);
  }
  const problems: string[] = [];
  let documents = 0;
  for (const def of COLLECTIONS.filter((c) => !LEDGERS.has(c.name))) {
    const rows = await docs(db).selectFrom(def.table).select(['id', 'doc', 'status', 'number', 'seq']).execute();
    for (const row of rows) {
      documents += 1;
      const key = `${def.name}/${row.id}`;
      const entries = byDoc.get(key) ?? [];
      byDoc.delete(key);
      const first = entries[0]?.action;
      if (first !== 'create' && first !== 'baseline') problems.push(`${key}: its first entry is ${first ?? 'missing'}, not its creation`);
      const replayed = replayHistory(entries);
      const stored = rowToDoc(row);
      if (!sameValue(replayed, stored)) problems.push(`${key}: replayed ${JSON.stringify(replayed)} but stored ${JSON.stringify(stored)}`);
      if (entries.at(-1)?.seq !== Number(row.seq)) problems.push(`${key}: last entry seq ${entries.at(-1)?.seq} is not the document's ${row.seq}`);
    }
  }
  for (const [key, entries] of byDoc) {
    if (entries.at(-1)?.action !== 'delete') problems.push(`${key}: has entries but no document, and was not deleted last`);
  }
  return { problems, documents };
}
