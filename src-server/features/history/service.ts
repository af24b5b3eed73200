/**
 * `GET /history?entity=&id=`: one document's change history, a page at a time. Who may read it is
 * who may read the document through its read routes (src-shared/routes/reads.ts, domain §8), held
 * to its own where they hold it, and an entry shows only the fields the route's view of the document
 * shows as they are (a customer never sees a product's cost change), and it names who wrote it only
 * when the caller may read that user or customer itself (`writersOf`: a customer never learns which
 * staff member confirmed its order). Anything else answers 404,
 * like a document nobody has, so ids cannot be probed. A deleted document is judged by its last version.
 */
import type { Role } from '../../../src-shared/constants/roles.js';
import { AppError } from '../../../src-shared/errors.js';
import { STAFF } from '../../../src-shared/routes/access.js';
import type { Changes, HistoryAction, HistoryEntry } from '../../../src-shared/history.js';
import type { HistoryQuery } from '../../../src-shared/schemas/history.js';
import { docs, getDoc, rowToDoc, type AnyReader, type CollectionDef, type Page } from '../../db/documents.js';
import type { HistoryRow } from '../../db/tables.js';
import type { Caller } from '../../http/context.js';
import { CUSTOMERS } from '../customers/collection.js';
import { COLLECTIONS_BY_NAME } from '../registry.js';
import { callerReads, seenDoc, seenFields, type CallerReads } from '../visibility/read-rules.js';
import { USERS } from '../users/collection.js';

type AnyDef = CollectionDef<object>;
type Json = Record<string, unknown>;

/** The document as its deletion entry last saw it: a deletion lists every field's `before`. */
async function lastVersion(db: AnyReader, entity: string, id: string): Promise<Json | undefined> {
  const row = await db.selectFrom('history').select(['changes', 'action']).where('entity', '=', entity).where('doc_id', '=', id).orderBy('seq', 'desc').limit(1).executeTakeFirst();
  if (row?.action !== 'delete') return undefined;
  const changes = JSON.parse(row.changes) as Changes;
  return Object.fromEntries(Object.entries(changes).map(([field, change]) => [field, change.before]));
}

/** What of each change the caller may see: the fields its view of the collection shows as they are. */
function visibleChanges(changes: Changes, fields: readonly string[] | 'all'): Changes {
  if (fields === 'all') return changes;
  return Object.fromEntries(Object.entries(changes).filter(([path]) => fields.includes(path.split('.')[0] ?? path)));
}

/**
 * The writers of these entries the caller may be told about, by id with their names. Staff are told
 * every writer (one whose record is gone, by id). An outside caller (a provider's user, a customer)
 * is told itself and the users and customers its own reads give it (domain §8: a history gives no
 * more than the routes do — neither reads staff records, so neither is told who of the staff wrote).
 */
export async function writersOf(db: AnyReader, reads: CallerReads, caller: Caller, ids: readonly string[]): Promise<Writers> {
  const names = new Map<string, string>();
  const callerId = caller.id;
  // Staff work side by side and are told who of them wrote (the Borradores tab names who called a
  // draft off); the outside callers (a provider's user, a customer) only as their reads allow.
  const all = (STAFF as readonly Role[]).includes(caller.role);
  if (ids.length === 0) return { names, shown: () => false };
  for (const def of [USERS, CUSTOMERS] as const) {
    const rows = await docs(db)
      .selectFrom(def.table)
      .select(['doc', 'status', 'number'])
      .where('id', 'in', [...ids])
      .execute();
    for (const row of rows) {
      const doc = rowToDoc<Json & { _id: string; name?: string; username?: string }>(row);
      if (doc._id !== callerId && !all && !seenDoc(reads, def as CollectionDef<object>, doc)) continue;
      names.set(doc._id, doc.name ?? doc.username ?? doc._id);
    }
  }
  return { names, shown: (id) => all || id === callerId || names.has(id) };
}

export interface Writers {
  readonly names: ReadonlyMap<string, string>;
  /** Whether the caller may be told that this id wrote. */
  shown(id: string): boolean;
}

export function entryOf(row: HistoryRow, writers: Writers, fields: readonly string[] | 'all'): HistoryEntry {
  const writer = row.user_id !== null && writers.shown(row.user_id) ? row.user_id : null;
  return {
    _id: row.id,
    seq: Number(row.seq),
    at: row.at,
    user: writer,
    ...(writer === null && row.user_id !== null ? { withheld: true as const } : {}),
    userName: writer === null ? null : (writers.names.get(writer) ?? null),
    device: writer === null ? null : row.device,
    entity: row.entity,
    docId: row.doc_id,
    action: row.action as HistoryAction,
    route: row.route,
    changes: visibleChanges(JSON.parse(row.changes) as Changes, fields),
  };
}

export async function listHistory(db: AnyReader, caller: Caller, query: HistoryQuery): Promise<Page<HistoryEntry>> {
  const def = COLLECTIONS_BY_NAME.get(query.entity) as AnyDef | undefined;
  if (!def) throw AppError.notFound(query.entity, query.id);
  const doc = (await getDoc(db, def, query.id)) ?? (await lastVersion(db, query.entity, query.id));
  const reads = await callerReads(db, caller);
  if (!doc || !seenDoc(reads, def, doc as Json)) throw AppError.notFound(def.label, query.id);
  const fields = seenFields(reads, query.entity);

  const mine = db.selectFrom('history').where('entity', '=', query.entity).where('doc_id', '=', query.id);
  const counted = await mine.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst();
  const total = Number(counted?.n ?? 0);
  const rows = await mine
    .selectAll()
    .orderBy('seq', query.order ?? 'asc')
    .limit(query.limit)
    .offset((query.page - 1) * query.limit)
    .execute();
  const writers = await writersOf(db, reads, caller, [...new Set(rows.flatMap((row) => (row.user_id === null ? [] : [row.user_id])))]);
  return { docs: rows.map((row) => entryOf(row, writers, fields)), total, page: query.page, limit: query.limit, pages: Math.max(1, Math.ceil(total / query.limit)) };
}
