/**
 * The server's side of the shared planners (src-shared/planners): `PlanReads` over a reader (a
 * write transaction's, so a planner sees what the transaction sees), on SQLite and PostgreSQL
 * alike — one statement per `docs` call (per chunk of ids) — and the `PlanContext` of a write.
 */
import { newId } from '../../src-shared/ids.js';
import type { AuditFields } from '../../src-shared/documents/audits.js';
import type { ProductFields } from '../../src-shared/documents/products.js';
import type { CoveredCollection, CoveredQuery, PlanCollection, PlanCollections, PlanContext, PlanReads, Stored } from '../../src-shared/planners/types.js';
import { chunks, docs, getDocs, rowToDoc, type AnyReader, type DocQuery } from '../db/documents.js';
import { lockedForWrite } from '../db/locks.js';
import { dialectOf } from '../db/sql-text.js';
import { AUDITS } from './audits/collection.js';
import { PRODUCTS } from './products/collection.js';
import { BUYS } from './buys/collection.js';
import { ORDERS } from './orders/collection.js';
import { ROADMAPS, type RoadmapFields } from './roadmaps/collection.js';
import { datesBetween } from './settings/business-day.js';
import type { DocumentTable } from '../db/tables.js';
import type { WriteTx } from '../db/write.js';
import type { Caller } from '../http/context.js';
import { findDefaultGarage } from './catalog/garages.js';
import { figuresIn } from './stock/figures.js';
import { activeAccountOf } from './cashflow/ledger.js';
import { findHousePartner } from './finance/parties.js';
import { loadTaxes } from './products/pricing-inputs.js';
import { COLLECTIONS_BY_NAME } from './registry.js';

function collectionOf(collection: PlanCollection) {
  const def = COLLECTIONS_BY_NAME.get(collection);
  if (def === undefined) throw new Error(`no collection named ${collection}`);
  return def;
}

/** A row lock where the database takes them (db/locks.ts), for a read the write rewrites from. */
const lockedIf = <Q extends { forUpdate(): Q }>(db: AnyReader, lock: boolean, query: Q): Q => (lock ? lockedForWrite({ kind: dialectOf(db) ?? 'sqlite' }, query) : query);

/**
 * What a write rewrites from what it reads, locked as read on PostgreSQL: documents of these
 * collections (db/documents.ts `getDocs`), and with 'stock' the stock figures `stockIn` reads.
 */
export type PlanLocks = ReadonlySet<PlanCollection | 'stock'>;

export function serverPlanReads(db: AnyReader, toWrite: PlanLocks = new Set()): PlanReads {
  return {
    async docs<C extends PlanCollection>(collection: C, ids: readonly string[]) {
      const def = collectionOf(collection);
      if (ids.length === 0) return new Map<string, Stored<PlanCollections[C]>>();
      return (await getDocs(db, def, ids, toWrite.has(collection))) as unknown as Map<string, Stored<PlanCollections[C]>>;
    },
    taxes: () => loadTaxes(db),
    housePartner: () => findHousePartner(db),
    defaultGarage: () => findDefaultGarage(db),
    activeAccount: (customer) => activeAccountOf(db, customer, toWrite.has('accounts')),
    async roadmapsOn(driver, day, zone) {
      const sameDriver = docs(db).selectFrom(ROADMAPS.table).select(['doc', 'status', 'number']).where('driver', '=', driver) as unknown as DocQuery;
      const rows = (await datesBetween(sameDriver, 'date', day, day, zone).orderBy('number').execute()) as Array<Pick<DocumentTable, 'doc' | 'status'>>;
      return rows.map((row) => rowToDoc<RoadmapFields>(row));
    },
    async onRoadmap<C extends 'orders' | 'buys'>(collection: C, roadmap: string) {
      const def = collection === 'orders' ? ORDERS : BUYS;
      const rows = await docs(db).selectFrom(def.table).select(['doc', 'status', 'number']).where('roadmap', '=', roadmap).orderBy('number').execute();
      return rows.map((row) => rowToDoc(row)) as unknown as Array<Stored<PlanCollections[C]>>;
    },
    async lastAudit(kind, party) {
      let query = docs(db).selectFrom(AUDITS.table).select(['doc', 'status', 'number']).where('kind', '=', kind).where('status', '=', 1);
      if (party) query = query.where(party.column, '=', party.id);
      const row = await query.orderBy('number', 'desc').limit(1).executeTakeFirst();
      return row ? rowToDoc<AuditFields>(row) : null;
    },
    async covered<C extends CoveredCollection>(collection: C, { party, at, after }: CoveredQuery) {
      const column = at === 'deliveredAt' ? 'delivered_at' : 'created_at';
      let query = docs(db).selectFrom(collectionOf(collection).table).select(['doc', 'status', 'number']).where(column, 'is not', null);
      if (party) query = query.where(party.column, '=', party.id);
      if (after !== null) query = query.where(column, '>', after);
      const rows = await lockedIf(db, toWrite.has(collection), query.orderBy('number')).execute();
      return rows.map((row) => rowToDoc(row)) as unknown as Array<Stored<PlanCollections[C]>>;
    },
    async productsNumbered(numbers) {
      const found = new Map<number, Stored<ProductFields>>();
      for (const chunk of chunks([...new Set(numbers)])) {
        const rows = await lockedIf(db, toWrite.has('products'), docs(db).selectFrom(PRODUCTS.table).select(['doc', 'status', 'number']).where('number', 'in', chunk)).execute();
        for (const row of rows) found.set(Number(row.number), rowToDoc<ProductFields>(row));
      }
      return found;
    },
    stockIn: (garage, products) => figuresIn(db, garage, products, toWrite.has('stock')),
  };
}

/** The write's caller, timestamp and id source, as the transaction holds them. */
export function serverPlanContext(tx: WriteTx, caller: Pick<Caller, 'id' | 'role'>): PlanContext {
  const at = new Date(tx.now);
  return { actor: { id: caller.id, role: caller.role }, now: tx.now, newId: () => newId(at) };
}
