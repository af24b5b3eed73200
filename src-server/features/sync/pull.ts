/**
 * `GET /sync/pull` (design.md): the documents changed after a cursor, in change order, read from one
 * snapshot, up to the newest change number below which every change has committed
 * (db/change-numbers.ts): a change that commits later is numbered above the cursor the answer gives.
 * A cursor beyond that number belongs to another database (restored or replaced), so the client is
 * told to reset and rebuild its replica; so is a caller that reads part of a collection changed
 * between its cursor and the first recorded departure (migration 0015), which may hold what it lost.
 *
 * A caller that reads part of a collection (an owner scope, a view) is sent a removal only for a
 * document its audience had (src-shared/routes/audiences.ts, `sync_departures`): never the ids of
 * documents it never could see.
 *
 * The answer is built as JSON text: a document of a collection the caller reads whole and all of
 * goes out as it is stored (a row's status column and its document are written from one object,
 * db/documents.ts rowFor), never parsed and serialised again — that was most of a first pull's
 * server time (100,000 products and 100,000 orders: 200 pages of 1,000 documents). On SQLite the
 * stored text is read as its bytes and the answer put together as bytes: a string answer was
 * measured for its length and then encoded to UTF-8 again to be sent, a megabyte or two a page.
 */
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { committedChangeNumber, countedChangeNumber } from '../../db/change-numbers.js';
import type { Database } from '../../db/connect.js';
import { rowToDoc, type CollectionDef } from '../../db/documents.js';
import type { Tables } from '../../db/tables.js';
import type { Caller } from '../../http/context.js';
import { COLLECTIONS, COLLECTIONS_BY_NAME } from '../registry.js';
import { callerAudience, filters } from '../../../src-shared/routes/audiences.js';
import { callerReads, seenDoc, type CallerReads } from '../visibility/read-rules.js';

export interface PulledChange {
  collection: string;
  id: string;
  seq: number;
  deleted: boolean;
  doc?: unknown;
}

export type PullResult = { serverId: string; reset: false; cursor: number; hasMore: boolean; changes: PulledChange[] } | { serverId: string; reset: true; cursor: 0; hasMore: true; changes: [] };

async function serverId(db: Kysely<Tables>): Promise<string> {
  const row = await db.selectFrom('meta').select('value').where('key', '=', 'server_id').executeTakeFirstOrThrow();
  return row.value;
}

/**
 * Whether the caller may hold a document that left it before departures were recorded (migration
 * 0015 keeps the change number they start from): it reads part of a collection that changed between
 * its cursor and that number. Its replica is rebuilt instead, which drops what is not sent again.
 */
async function mayHoldUnrecorded(db: Kysely<Tables>, reads: CallerReads, cursor: number): Promise<boolean> {
  if (cursor === 0) return false;
  const filtered = [...reads.rules].flatMap(([collection, rule]) => (filters(rule) ? [collection] : []));
  if (filtered.length === 0) return false;
  const from = await db.selectFrom('meta').select('value').where('key', '=', 'sync_departures_from').executeTakeFirst();
  if (!from || cursor >= Number(from.value)) return false;
  const changed = await db.selectFrom('changes').select('seq').where('seq', '>', cursor).where('seq', '<=', Number(from.value)).where('collection', 'in', filtered).limit(1).executeTakeFirst();
  return changed !== undefined;
}

/**
 * A change row of the page, with its document's stored text (its UTF-8 bytes on SQLite) and status
 * read in the same statement.
 */
interface PageRow {
  seq: number | string;
  collection: string;
  doc_id: string;
  deleted: number;
  doc: string | Buffer | null;
  status: number | null;
  /** Whether the caller's audience had the document before a write took it away (filtered collections only). */
  departed: number | boolean | null;
}

/** Whether the caller reads every document of the collection whole: then each goes out as stored. */
function readsWhole(reads: CallerReads, collection: string): boolean {
  const rule = reads.rules.get(collection);
  return rule !== undefined && rule.scope.kind === 'all' && rule.view === null;
}

/**
 * A column of the change's document, read from its collection's table by id (one lookup per row,
 * only in the table the change names); null for a collection outside `defs` or a document gone.
 * `bytes`: the text column read as its bytes (SQLite's blob of the same UTF-8).
 */
function documentColumn(defs: readonly CollectionDef<object>[], column: 'doc' | 'status', bytes = false): RawBuilder<unknown> {
  if (defs.length === 0) return sql`null`;
  const value = bytes ? sql`cast(${sql.ref(`d.${column}`)} as blob)` : sql.ref(`d.${column}`);
  const cases = defs.map((def) => sql`when ${sql.lit(def.name)} then (select ${value} from ${sql.table(def.table)} as d where d.id = c.doc_id)`);
  return sql`case c.collection ${sql.join(cases, sql` `)} end`;
}

/** Whether the caller's audience of the change's collection is recorded as having had its document. */
function departedFrom(audience: string, collection: string): RawBuilder<boolean> {
  return sql<boolean>`exists (select 1 from sync_departures as dp where dp.collection = ${sql.lit(collection)} and dp.doc_id = c.doc_id and dp.audience = ${audience})`;
}

/**
 * The page's change rows with their documents, in one statement: the change rows of the collections
 * the caller reads (its read rules), held to its own documents where its read routes hold it there
 * (and to those its audience had before a write took them away), each with its document (and, where
 * the document must pass the rule's checks, its status and whether its audience had it). A page
 * read as change rows first and then documents by id per collection spent more on building, and
 * on SQLite compiling, a thousand-id list than on reading.
 */
async function pageRows(db: Kysely<Tables>, reads: CallerReads, cursor: number, newest: number, limit: number, bytes: boolean): Promise<PageRow[]> {
  const rules = [...reads.rules];
  const read = rules.flatMap(([collection]) => COLLECTIONS_BY_NAME.get(collection) ?? []) as CollectionDef<object>[];
  const checked = read.filter((def) => !readsWhole(reads, def.name));
  const audiences = new Map(rules.flatMap(([collection, rule]) => (filters(rule) ? [[collection, callerAudience(rule, reads.viewer, reads.me)] as const] : [])));
  const departed =
    audiences.size === 0
      ? sql`null`
      : sql`case c.collection ${sql.join(
          [...audiences].map(([collection, audience]) => sql`when ${sql.lit(collection)} then ${departedFrom(audience, collection)}`),
          sql` `,
        )} end`;
  let query = db
    .selectFrom('changes as c')
    .select(['c.seq', 'c.collection', 'c.doc_id', 'c.deleted'])
    .select([documentColumn(read, 'doc', bytes).as('doc'), documentColumn(checked, 'status').as('status'), departed.as('departed')])
    .where('c.seq', '>', cursor)
    .where('c.seq', '<=', newest);
  const whole = rules.flatMap(([collection, rule]) => (rule.scope.kind === 'own' ? [] : [collection]));
  if (whole.length < COLLECTIONS.length) {
    const own = rules.flatMap(([collection, rule]) => (rule.scope.kind === 'own' ? [[collection, rule.scope.column, audiences.get(collection) ?? ''] as const] : []));
    query = query.where((eb) =>
      eb.or([
        eb('c.collection', 'in', whole.length > 0 ? whole : ['']),
        ...own.map(([collection, column, audience]) => eb.and([eb('c.collection', '=', collection), eb.or([eb(`c.${column}`, '=', reads.me ?? ''), departedFrom(audience, collection)])])),
      ]),
    );
  }
  return (await query
    .orderBy('c.seq')
    .limit(limit + 1)
    .execute()) as PageRow[];
}

/**
 * The answer's UTF-8 bytes: the page's figures, and each change with its document as stored or as
 * shown. The JSON around the stored documents is written as text and encoded a change at a time.
 */
function answerBytes(serverId: string, cursor: number, hasMore: boolean, changes: ReadonlyArray<{ change: PulledChange; stored?: string | Buffer }>): Buffer {
  const parts: Buffer[] = [];
  let text = `{"serverId":${JSON.stringify(serverId)},"reset":false,"cursor":${cursor},"hasMore":${hasMore},"changes":[`;
  changes.forEach(({ change, stored }, i) => {
    if (i > 0) text += ',';
    if (stored === undefined) {
      text += JSON.stringify(change);
      return;
    }
    text += `${JSON.stringify(change).slice(0, -1)},"doc":`;
    if (typeof stored === 'string') {
      text += `${stored}}`;
      return;
    }
    parts.push(Buffer.from(text), stored);
    text = '}';
  });
  parts.push(Buffer.from(`${text}]}`));
  return Buffer.concat(parts);
}

/** The answer (a `PullResult`) as JSON text, in UTF-8. */
export async function pullChanges(database: Database, caller: Caller, cursor: number, limit: number): Promise<Buffer> {
  // PostgreSQL: the fence is asked before the snapshot begins, so the snapshot sees every change up to it.
  const fenced = database.kind === 'postgres' ? await committedChangeNumber(database) : null;
  const read = async (db: Kysely<Tables>): Promise<Buffer> => {
    const id = await serverId(db);
    const newest = fenced ?? (await countedChangeNumber(db));
    if (cursor > newest || cursor < 0) return Buffer.from(JSON.stringify({ serverId: id, reset: true, cursor: 0, hasMore: true, changes: [] } satisfies PullResult));
    const reads = await callerReads(db, caller);
    if (await mayHoldUnrecorded(db, reads, cursor)) return Buffer.from(JSON.stringify({ serverId: id, reset: true, cursor: 0, hasMore: true, changes: [] } satisfies PullResult));
    // SQLite hands a blob over as it is stored; PostgreSQL would send bytea escaped, twice the size.
    const rows = await pageRows(db, reads, cursor, newest, limit, database.kind === 'sqlite');
    const page = rows.slice(0, limit);
    const changes = page.flatMap((row): Array<{ change: PulledChange; stored?: string | Buffer }> => {
      const change: PulledChange = { collection: row.collection, id: row.doc_id, seq: Number(row.seq), deleted: true };
      const whole = readsWhole(reads, row.collection);
      // A caller that may not read all of the collection is told to drop only what its audience had.
      const gone = whole || Boolean(row.departed) ? [{ change }] : [];
      if (row.deleted || row.doc === null) return gone;
      if (whole) {
        change.deleted = false;
        return [{ change, stored: row.doc }];
      }
      const def = COLLECTIONS_BY_NAME.get(row.collection);
      const text = typeof row.doc === 'string' ? row.doc : row.doc.toString('utf8');
      const doc = def ? seenDoc(reads, def as CollectionDef<object>, rowToDoc({ doc: text, status: row.status ?? 0 })) : null;
      if (doc === null) return gone;
      change.deleted = false;
      change.doc = doc;
      return [{ change }];
    });
    const hasMore = rows.length > limit;
    // With nothing more to send, the cursor jumps to the newest change the pull may serve, so changes
    // this caller may not see are not scanned again on the next pull.
    const last = page.at(-1);
    const next = hasMore && last ? Number(last.seq) : newest;
    return answerBytes(id, next, hasMore, changes);
  };
  // One snapshot for the whole answer: REPEATABLE READ on PostgreSQL, a read transaction on SQLite.
  const builder = database.db.transaction();
  return (database.kind === 'postgres' ? builder.setIsolationLevel('repeatable read') : builder).execute(read);
}
