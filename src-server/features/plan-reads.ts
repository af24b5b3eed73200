/**
 * The server's side of the shared planners (src-shared/planners): `PlanReads` over a reader (a
 * write transaction's, so a planner sees what the transaction sees), on SQLite and PostgreSQL
 * alike — one statement per `docs` call (per chunk of ids) — and the `PlanContext` of a write.
 *
 * A planner reads one thing after another, each read a statement (a round trip on PostgreSQL). A
 * service that knows from the request what its planner will read names it in a `PlanPreload`: all
 * of it is read in one statement (db/row-batch.ts) before the planner runs, and the planner's reads
 * are answered from it; a read it does not cover (a pack's components, another id) reads as before.
 */
import { newId } from '../../src-shared/ids.js';
import type { AuditFields } from '../../src-shared/documents/audits.js';
import type { ProductFields } from '../../src-shared/documents/products.js';
import type { PlanCollection, PlanCollections, PlanContext, PlanReads, Stored } from '../../src-shared/planners/types.js';
import { ledgerDocs, ledgerEntries, ledgerSums } from './audits/ledger-sql.js';
import { LEDGERS } from '../../src-shared/planners/audit-ledgers.js';
import { chunks, docs, getDocs, rowToDoc, type AnyReader, type DocQuery } from '../db/documents.js';
import { lockedForWrite } from '../db/locks.js';
import { dialectOf } from '../db/sql-text.js';
import { AUDITS } from './audits/collection.js';
import { PRODUCTS } from './products/collection.js';
import { readRowParts, type BatchRow, type RowsPart } from '../db/row-batch.js';
import { isObjectId, normalizeId } from '../../src-shared/ids.js';
import { BUYS } from './buys/collection.js';
import { ORDERS } from './orders/collection.js';
import { ROADMAPS, type RoadmapFields } from './roadmaps/collection.js';
import type { UserFields } from './users/collection.js';
import { datesBetween } from './settings/business-day.js';
import type { DocumentTable } from '../db/tables.js';
import type { WriteTx } from '../db/write.js';
import type { Caller } from '../http/context.js';
import { defaultGarageAmong, ENABLED_GARAGES, findDefaultGarage } from './catalog/garages.js';
import { figuresIn } from './stock/figures.js';
import { activeAccountOf } from './customers/active-account.js';
import { findHousePartner, HOUSE_PARTNER_ROW } from './finance/parties.js';
import { ALL_TAXES, loadTaxes, taxDefsOf } from './products/pricing-inputs.js';
import { COLLECTIONS_BY_NAME } from './registry.js';
import { accountOf, readOrderWithAccount, readsOrderWithAccount, type OrderWithAccount } from './orders/order-with-account.js';

/** What a planner will read, as its service can tell from the request: documents by id, and the named reads it makes. */
export interface PlanPreload {
  readonly docs?: { readonly [C in PlanCollection]?: ReadonlyArray<string | null | undefined> };
  readonly taxes?: boolean;
  readonly housePartner?: boolean;
  readonly defaultGarage?: boolean;
  /** A read of one order also reads its customer's active account, which the planner reads next (a delivery): one statement on SQLite (orders/order-with-account.ts). */
  readonly orderAccount?: boolean;
}

type Named = 'taxes' | 'housePartner' | 'defaultGarage';
const NAMED_PARTS: Readonly<Record<Named, RowsPart>> = { taxes: ALL_TAXES, housePartner: HOUSE_PARTNER_ROW, defaultGarage: ENABLED_GARAGES };

/** What a preload read: per collection the ids asked and the documents found, and the rows of each named read. */
interface Preloaded {
  docs: Map<string, { asked: Set<string>; found: Map<string, BatchRow> }>;
  named: Map<Named, BatchRow[]>;
}

const wellFormed = (ids: Iterable<string | null | undefined>): string[] => [...new Set([...ids].filter(isObjectId).map(normalizeId))];

/** The preload's one statement. Collections the write locks as it reads them are left to their own (locking) reads. */
async function preload(db: AnyReader, wants: PlanPreload, toWrite: PlanLocks): Promise<Preloaded> {
  const parts: RowsPart[] = [];
  const owners: Array<{ collection: PlanCollection; asked: Set<string> } | { named: Named }> = [];
  for (const [collection, ids] of Object.entries(wants.docs ?? {}) as Array<[PlanCollection, ReadonlyArray<string | null | undefined>]>) {
    const def = COLLECTIONS_BY_NAME.get(collection);
    const asked = wellFormed(ids);
    if (def === undefined || toWrite.has(collection) || asked.length === 0) continue;
    parts.push({ table: def.table, ids: asked });
    owners.push({ collection, asked: new Set(asked) });
  }
  for (const named of Object.keys(NAMED_PARTS) as Named[]) {
    if (!wants[named]) continue;
    parts.push(NAMED_PARTS[named]);
    owners.push({ named });
  }
  const loaded: Preloaded = { docs: new Map(), named: new Map() };
  const rows = await readRowParts(db, parts);
  owners.forEach((owner, i) => {
    const partRows = rows[i] ?? [];
    if ('named' in owner) loaded.named.set(owner.named, partRows);
    else loaded.docs.set(owner.collection, { asked: owner.asked, found: new Map(partRows.map((row) => [row.id, row])) });
  });
  return loaded;
}

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

/** `wants`: what the planner will read, read at its first read in one statement (see the header). */
export function serverPlanReads(db: AnyReader, toWrite: PlanLocks = new Set(), wants?: PlanPreload): PlanReads {
  let loading: Promise<Preloaded> | undefined;
  const loaded = (): Promise<Preloaded> | undefined => (wants === undefined ? undefined : (loading ??= preload(db, wants, toWrite)));
  const namedRows = async (named: Named): Promise<BatchRow[] | undefined> => (await loaded())?.named.get(named);
  // The orders read with their customers' active accounts, by customer.
  const withAccounts = new Map<string, OrderWithAccount>();
  return {
    async docs<C extends PlanCollection>(collection: C, ids: readonly string[]) {
      const def = collectionOf(collection);
      if (ids.length === 0) return new Map<string, Stored<PlanCollections[C]>>();
      if (wants?.orderAccount && collection === 'orders' && ids.length === 1 && readsOrderWithAccount(db)) {
        const found = new Map<string, Stored<PlanCollections[C]>>();
        const [id] = wellFormed(ids);
        const read = id === undefined ? undefined : await readOrderWithAccount(db, id);
        if (read === undefined) return found;
        if (read.customer !== null) withAccounts.set(read.customer, read);
        found.set(read.order.id, rowToDoc<PlanCollections[C]>(read.order) as Stored<PlanCollections[C]>);
        return found;
      }
      const kept = (await loaded())?.docs.get(collection);
      const wanted = wellFormed(ids);
      if (kept && wanted.every((id) => kept.asked.has(id))) {
        const found = new Map<string, Stored<PlanCollections[C]>>();
        for (const id of wanted) {
          const row = kept.found.get(id);
          // Parsed at each read, as a read of the table would: a planner may change what it was given.
          if (row) found.set(id, rowToDoc<PlanCollections[C]>(row) as Stored<PlanCollections[C]>);
        }
        return found;
      }
      return (await getDocs(db, def, ids, toWrite.has(collection))) as unknown as Map<string, Stored<PlanCollections[C]>>;
    },
    taxes: async () => {
      const rows = await namedRows('taxes');
      return rows ? taxDefsOf(rows) : loadTaxes(db);
    },
    housePartner: async () => {
      const rows = await namedRows('housePartner');
      if (rows === undefined) return findHousePartner(db);
      const [row] = rows;
      return row ? rowToDoc<UserFields>(row) : undefined;
    },
    defaultGarage: async () => {
      const rows = await namedRows('defaultGarage');
      return rows ? defaultGarageAmong(rows) : findDefaultGarage(db);
    },
    async activeAccount(customer) {
      const read = withAccounts.get(customer);
      return read ? accountOf(read) : activeAccountOf(db, customer, toWrite.has('accounts'));
    },
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
    ledgerSums: (ledger, query) => ledgerSums(db, ledger, query),
    ledgerEntries: (ledger, query) => ledgerEntries(db, ledger, query),
    ledgerDocs: (ledger, query) => ledgerDocs(db, ledger, query, (rows) => lockedIf(db, toWrite.has(LEDGERS[ledger].collection), rows)),
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
