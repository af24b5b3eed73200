/**
 * `GET /history?entity=&id=`: one document's change history, a page at a time. Who may read it is
 * who may read the document (the sync visibility table, domain §8): the admin any; a role that
 * receives the whole collection, any it is not hidden from; a role held to its own (an AV's orders
 * and customers, a provider's buys), only its own. Anything else answers 404, like a document
 * nobody has, so ids cannot be probed. A deleted document is judged by its last version.
 */
import { AppError } from '../../../src-shared/errors.js';
import type { Changes, HistoryAction, HistoryEntry } from '../../../src-shared/history.js';
import type { HistoryQuery } from '../../../src-shared/schemas/history.js';
import { docs, getDoc, rowToDoc, type AnyReader, type CollectionDef, type Page } from '../../db/documents.js';
import type { HistoryRow } from '../../db/tables.js';
import type { Caller } from '../../http/context.js';
import { CUSTOMERS } from '../customers/collection.js';
import { COLLECTIONS_BY_NAME } from '../registry.js';
import { hiddenFrom, VISIBILITY } from '../sync/visibility.js';
import { USERS } from '../users/collection.js';

type AnyDef = CollectionDef<object>;
type Json = Record<string, unknown>;

/** The document as its deletion entry last saw it: a deletion lists every field's `before`. */
async function lastVersion(db: AnyReader, entity: string, id: string): Promise<Json | undefined> {
  const row = await db
    .selectFrom('history')
    .select(['changes', 'action'])
    .where('entity', '=', entity)
    .where('doc_id', '=', id)
    .orderBy('seq', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (row?.action !== 'delete') return undefined;
  const changes = JSON.parse(row.changes) as Changes;
  return Object.fromEntries(Object.entries(changes).map(([field, change]) => [field, change.before]));
}

/** Whether the caller may read this document of `entity` (and so its history). */
export function mayRead(caller: Caller, entity: string, def: AnyDef, doc: Json): boolean {
  const visibility = VISIBILITY[caller.role];
  if (visibility === null) return true;
  if (visibility.all.includes(entity)) return !hiddenFrom(caller.role, entity, doc);
  const column = visibility.own[entity];
  if (column === undefined) return false;
  const owner = caller.role === 'PROVEEDOR' ? caller.providerId : caller.id;
  const owners = def.owners ? def.owners(doc as never) : {};
  return owner !== null && owners[column] === owner;
}

/** The names of the users and customers who made these entries, by id. */
async function namesOf(db: AnyReader, ids: readonly string[]): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  if (ids.length === 0) return names;
  for (const def of [USERS, CUSTOMERS] as const) {
    const rows = await docs(db).selectFrom(def.table).select(['doc', 'status', 'number']).where('id', 'in', [...ids]).execute();
    for (const row of rows) {
      const doc = rowToDoc<{ name?: string; username?: string }>(row);
      names.set(doc._id, doc.name ?? doc.username ?? doc._id);
    }
  }
  return names;
}

function entryOf(row: HistoryRow, names: ReadonlyMap<string, string>): HistoryEntry {
  return {
    _id: row.id,
    seq: Number(row.seq),
    at: row.at,
    user: row.user_id,
    userName: row.user_id === null ? null : (names.get(row.user_id) ?? null),
    device: row.device,
    entity: row.entity,
    docId: row.doc_id,
    action: row.action as HistoryAction,
    route: row.route,
    changes: JSON.parse(row.changes) as Changes,
  };
}

export async function listHistory(db: AnyReader, caller: Caller, query: HistoryQuery): Promise<Page<HistoryEntry>> {
  const def = COLLECTIONS_BY_NAME.get(query.entity) as AnyDef | undefined;
  if (!def) throw AppError.notFound(query.entity, query.id);
  const doc = (await getDoc(db, def, query.id)) ?? (await lastVersion(db, query.entity, query.id));
  if (!doc || !mayRead(caller, query.entity, def, doc as Json)) throw AppError.notFound(def.label, query.id);

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
  return { docs: rows.map((row) => entryOf(row, names)), total, page: query.page, limit: query.limit, pages: Math.max(1, Math.ceil(total / query.limit)) };
}
