/**
 * `GET /history?entity=&id=`: one document's change history, a page at a time. Who may read it is
 * who may read the document through its read routes (src-shared/routes/reads.ts, domain §8), held
 * to its own where they hold it, and an entry shows only the fields the route's view of the document
 * shows as they are (a customer never sees a product's cost change), and it names who wrote it only
 * to callers who see the whole document or when they wrote it themselves (a customer never learns
 * which staff member confirmed its order or moved its account: those views leave the staff out,
 * documents/public-order.ts). Anything else answers 404,
 * like a document nobody has, so ids cannot be probed. A deleted document is judged by its last version.
 */
import { AppError } from '../../../src-shared/errors.js';
import type { Changes, HistoryAction, HistoryEntry } from '../../../src-shared/history.js';
import type { HistoryQuery } from '../../../src-shared/schemas/history.js';
import { docs, getDoc, rowToDoc, type AnyReader, type CollectionDef, type Page } from '../../db/documents.js';
import type { HistoryRow } from '../../db/tables.js';
import type { Caller } from '../../http/context.js';
import { CUSTOMERS } from '../customers/collection.js';
import { COLLECTIONS_BY_NAME } from '../registry.js';
import { callerReads, seenDoc, seenFields } from '../visibility/read-rules.js';
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

/** The names of the users and customers who made these entries, by id. */
export async function namesOf(db: AnyReader, ids: readonly string[]): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  if (ids.length === 0) return names;
  for (const def of [USERS, CUSTOMERS] as const) {
    const rows = await docs(db)
      .selectFrom(def.table)
      .select(['doc', 'status', 'number'])
      .where('id', 'in', [...ids])
      .execute();
    for (const row of rows) {
      const doc = rowToDoc<{ name?: string; username?: string }>(row);
      names.set(doc._id, doc.name ?? doc.username ?? doc._id);
    }
  }
  return names;
}

/**
 * Whether an entry may say who wrote it (user, name, device): to a caller who sees the whole
 * document, or to the writer itself; a projected view (a customer's, a provider's) leaves staff out.
 */
function showsWriter(row: HistoryRow, fields: readonly string[] | 'all', callerId: string): boolean {
  return fields === 'all' || row.user_id === callerId;
}

export function entryOf(row: HistoryRow, names: ReadonlyMap<string, string>, fields: readonly string[] | 'all', callerId: string): HistoryEntry {
  const writer = showsWriter(row, fields, callerId) ? row.user_id : null;
  return {
    _id: row.id,
    seq: Number(row.seq),
    at: row.at,
    user: writer,
    userName: writer === null ? null : (names.get(writer) ?? null),
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
  const names = await namesOf(db, [...new Set(rows.flatMap((row) => (row.user_id === null ? [] : [row.user_id])))]);
  return { docs: rows.map((row) => entryOf(row, names, fields, caller.id)), total, page: query.page, limit: query.limit, pages: Math.max(1, Math.ceil(total / query.limit)) };
}
