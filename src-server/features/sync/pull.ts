/**
 * `GET /sync/pull` (design.md): the documents changed after a cursor, in change order, read from one
 * snapshot. A cursor beyond the newest change belongs to another database (restored or replaced),
 * so the client is told to reset and rebuild its replica.
 *
 * The answer is built as JSON text: a document of a collection the caller reads whole and all of
 * goes out as it is stored (a row's status column and its document are written from one object,
 * db/documents.ts rowFor), never parsed and serialised again — that was most of a first pull's
 * server time (100,000 products and 100,000 orders: 200 pages of 1,000 documents).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/connect.js';
import { docs, rowToDoc, type CollectionDef } from '../../db/documents.js';
import type { ChangeRow, Tables } from '../../db/tables.js';
import type { Caller } from '../../http/context.js';
import { COLLECTIONS, COLLECTIONS_BY_NAME } from '../registry.js';
import { callerReads, seenDoc, type CallerReads } from '../visibility/read-rules.js';

export interface PulledChange {
  collection: string;
  id: string;
  seq: number;
  deleted: boolean;
  doc?: unknown;
}

export type PullResult =
  | { serverId: string; reset: false; cursor: number; hasMore: boolean; changes: PulledChange[] }
  | { serverId: string; reset: true; cursor: 0; hasMore: true; changes: [] };

async function serverId(db: Kysely<Tables>): Promise<string> {
  const row = await db.selectFrom('meta').select('value').where('key', '=', 'server_id').executeTakeFirstOrThrow();
  return row.value;
}

/**
 * The change rows of the collections the caller reads (its read rules), held to its own documents
 * where its read routes hold it there. Rows of a whole collection come with documents still to pass
 * the rule's document checks (a view, the provider-flow scope); those that fail go out as tombstones.
 */
async function visibleChanges(db: Kysely<Tables>, reads: CallerReads, cursor: number, limit: number): Promise<ChangeRow[]> {
  let query = db.selectFrom('changes').selectAll().where('seq', '>', cursor);
  const rules = [...reads.rules];
  const whole = rules.flatMap(([collection, rule]) => (rule.scope.kind === 'own' ? [] : [collection]));
  if (whole.length < COLLECTIONS.length) {
    const own = rules.flatMap(([collection, rule]) => (rule.scope.kind === 'own' ? [[collection, rule.scope.column] as const] : []));
    query = query.where((eb) =>
      eb.or([
        eb('collection', 'in', whole.length > 0 ? whole : ['']),
        ...own.map(([collection, column]) => eb.and([eb('collection', '=', collection), eb(column, '=', reads.me ?? '')])),
      ]),
    );
  }
  return query.orderBy('seq').limit(limit + 1).execute();
}

/** A document as read for the answer: its stored text when it goes out whole, else parsed. */
type Loaded = { stored: string } | { parsed: Record<string, unknown> };

/** Whether the caller reads every document of the collection whole: then each goes out as stored. */
function readsWhole(reads: CallerReads, collection: string): boolean {
  const rule = reads.rules.get(collection);
  return rule !== undefined && rule.scope.kind === 'all' && rule.view === null;
}

async function loadDocs(db: Kysely<Tables>, reads: CallerReads, rows: readonly ChangeRow[]): Promise<Map<string, Loaded>> {
  const byCollection = new Map<string, string[]>();
  for (const row of rows) {
    if (row.deleted) continue;
    byCollection.set(row.collection, [...(byCollection.get(row.collection) ?? []), row.doc_id]);
  }
  const found = new Map<string, Loaded>();
  for (const [collection, ids] of byCollection) {
    const def = COLLECTIONS_BY_NAME.get(collection);
    if (!def) continue;
    const whole = readsWhole(reads, collection);
    const docRows = await docs(db).selectFrom(def.table).select(['id', 'doc', 'status', 'number']).where('id', 'in', ids).execute();
    for (const row of docRows) found.set(`${collection}/${row.id}`, whole ? { stored: row.doc } : { parsed: rowToDoc(row) });
  }
  return found;
}

/** The answer's text: the page's figures, and each change with its document as loaded or shown. */
function answerJson(serverId: string, cursor: number, hasMore: boolean, changes: ReadonlyArray<{ change: PulledChange; stored?: string }>): string {
  const parts = changes.map(({ change, stored }) => (stored === undefined ? JSON.stringify(change) : `${JSON.stringify(change).slice(0, -1)},"doc":${stored}}`));
  return `{"serverId":${JSON.stringify(serverId)},"reset":false,"cursor":${cursor},"hasMore":${hasMore},"changes":[${parts.join(',')}]}`;
}

/** The answer (a `PullResult`) as JSON text. */
export async function pullChanges(database: Database, caller: Caller, cursor: number, limit: number): Promise<string> {
  const read = async (db: Kysely<Tables>): Promise<string> => {
    const id = await serverId(db);
    const newest = await db.selectFrom('counters').select('value').where('name', '=', 'seq').executeTakeFirst();
    if (cursor > Number(newest?.value ?? 0) || cursor < 0) return JSON.stringify({ serverId: id, reset: true, cursor: 0, hasMore: true, changes: [] } satisfies PullResult);
    const reads = await callerReads(db, caller);
    const rows = await visibleChanges(db, reads, cursor, limit);
    const page = rows.slice(0, limit);
    const documents = await loadDocs(db, reads, page);
    const changes = page.map((row): { change: PulledChange; stored?: string } => {
      const change: PulledChange = { collection: row.collection, id: row.doc_id, seq: Number(row.seq), deleted: true };
      const found = row.deleted ? undefined : documents.get(`${row.collection}/${row.doc_id}`);
      if (found === undefined) return { change };
      change.deleted = false;
      if ('stored' in found) return { change, stored: found.stored };
      const def = COLLECTIONS_BY_NAME.get(row.collection);
      const doc = def ? (seenDoc(reads, def as CollectionDef<object>, found.parsed) ?? undefined) : undefined;
      if (doc === undefined) change.deleted = true;
      else change.doc = doc;
      return { change };
    });
    const hasMore = rows.length > limit;
    // With nothing more to send, the cursor jumps to the newest change of the snapshot, so changes
    // this caller may not see are not scanned again on the next pull.
    const last = page.at(-1);
    const next = hasMore && last ? Number(last.seq) : Number(newest?.value ?? 0);
    return answerJson(id, next, hasMore, changes);
  };
  // One snapshot for the whole answer: REPEATABLE READ on PostgreSQL, a read transaction on SQLite.
  const builder = database.db.transaction();
  return (database.kind === 'postgres' ? builder.setIsolationLevel('repeatable read') : builder).execute(read);
}
