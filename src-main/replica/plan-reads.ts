/**
 * The desktop's side of the shared planners (src-shared/planners): `PlanReads` over the replica,
 * so a queued write is planned by the same code the server runs. The replica may lack what the
 * server holds (not pulled yet, not visible to this user); every id or named read it cannot answer
 * is counted, so the caller can tell a refusal for want of an input from one the server would make.
 */
import type { Role } from '../../src-shared/constants/roles.js';
import { STOCK_FIELDS, type StockField } from '../../src-shared/constants/stock.js';
import { LEDGERS, type LedgerName } from '../../src-shared/planners/audit-ledgers.js';
import { defaultGarageOf, housePartnerOf } from '../../src-shared/planners/held-reads.js';
import type { GarageFigures, LedgerQuery, PlanCollection, PlanCollections, PlanReads, Stored } from '../../src-shared/planners/types.js';
import { readRule } from '../../src-shared/routes/reads.js';
import type { TaxDef } from '../../src-shared/pricing/index.js';
import type { ReplicaReader } from './queries.js';
import type { ReplicaDoc } from './types.js';

/** What the adapter reads: documents by id or number, the ids a list of a collection holds, and an audit's ledgers. */
export type ReplicaSource = Pick<ReplicaReader, 'getMany' | 'listIds' | 'ledgerSums' | 'ledgerEntries' | 'ledgerDocs' | 'numbered'>;

export interface ReplicaPlanReads extends PlanReads {
  /** Whether a read asked for something the replica does not hold. */
  missedAny(): boolean;
}

const OLDEST_FIRST = { field: 'number', direction: 'asc' } as const;
const NEWEST_FIRST = { field: 'number', direction: 'desc' } as const;

/**
 * A replica document as its collection's stored type. The one cast of this adapter, and why it
 * holds: the replica keeps documents as the server stored and sent them (the pull checks each page
 * against `sync.pull`'s response schema, sync/pull.ts), or a queued write's row, which is the plan
 * a planner built; the replica's own type knows them only as loose records.
 */
function asStored<C extends PlanCollection>(_collection: C, doc: ReplicaDoc): Stored<PlanCollections[C]> {
  return doc as unknown as Stored<PlanCollections[C]>;
}
const allStored = <C extends PlanCollection>(collection: C, docs: readonly ReplicaDoc[]): Array<Stored<PlanCollections[C]>> => docs.map((doc) => asStored(collection, doc));

/**
 * A read the replica cannot answer either way: the signed-in role reads none of the collection, so
 * finding nothing there says nothing (an operator's desk holds no accounts, yet the customer it
 * delivers to may have one open). A write planned on it is shown as sent.
 */
export class UnansweredRead extends Error {
  constructor(readonly collection: PlanCollection) {
    super(`this desk does not read ${collection}`);
  }
}

/** A document the caller holds apart from the replica (the signed-in user's own). */
export interface HeldDoc {
  collection: PlanCollection;
  doc: ReplicaDoc;
}

/**
 * Whether the replica holds every document of the collection as stored: the signed-in role pulls it
 * all and whole (src-shared/routes/reads.ts), so a sum over it is the server's sum.
 */
function holdsWhole(role: Role, collection: PlanCollection): boolean {
  const rule = readRule(role, collection);
  return rule !== null && rule.scope.kind === 'all' && rule.view === null;
}

/**
 * `role` is the signed-in user's, whose read rules say which collections the replica holds whole;
 * `held` answers for what the replica lacks; the replica's copy wins, being the one the pull keeps current.
 */
export function replicaPlanReads(source: ReplicaSource, role: Role, held: readonly HeldDoc[] = []): ReplicaPlanReads {
  let missed = false;
  const found = <T>(value: T | undefined): T | undefined => {
    if (value === undefined) missed = true;
    return value;
  };
  const all = <C extends PlanCollection>(collection: C) => allStored(collection, source.getMany(collection, source.listIds(collection)));
  /** The collection's documents, when the replica holds them whole; else nothing, counted as missed. */
  const wholly = (collection: PlanCollection): boolean => {
    const answered = holdsWhole(role, collection);
    if (!answered) missed = true;
    return answered;
  };
  const whole = <C extends PlanCollection>(collection: C, filters: Readonly<Record<string, string>> = {}): Array<Stored<PlanCollections[C]>> | undefined =>
    wholly(collection) ? allStored(collection, source.getMany(collection, source.listIds(collection, { filters, sort: OLDEST_FIRST }))) : undefined;
  return {
    missedAny: () => missed,
    docs<C extends PlanCollection>(collection: C, ids: readonly string[]) {
      const wanted = [...new Set(ids.map((id) => id.toLowerCase()))];
      const found = new Map(source.getMany(collection, wanted).map((doc) => [doc._id, asStored(collection, doc)]));
      for (const extra of held) if (extra.collection === collection && wanted.includes(extra.doc._id) && !found.has(extra.doc._id)) found.set(extra.doc._id, asStored(collection, extra.doc));
      if (wanted.some((id) => !found.has(id))) missed = true;
      return Promise.resolve(found);
    },
    taxes: () => Promise.resolve(all('taxes').map(({ _id, name, type, aliquot }): TaxDef => ({ _id, name, type, aliquot }))),
    housePartner: () => Promise.resolve(found(housePartnerOf(all('users')))),
    defaultGarage: () => Promise.resolve(found(defaultGarageOf(all('garages')))),
    // An account the replica does not show (another partner's customer) may still be open.
    activeAccount(customer) {
      if (readRule(role, 'accounts') === null) {
        missed = true;
        return Promise.reject(new UnansweredRead('accounts'));
      }
      return Promise.resolve(found(all('accounts').find((account) => account.customer === customer && account.status)));
    },
    roadmapsOn(driver, day, zone) {
      const ids = source.listIds('roadmaps', { filters: { driver, date: { from: day, to: day, zone } }, sort: OLDEST_FIRST });
      return Promise.resolve(allStored('roadmaps', source.getMany('roadmaps', ids)));
    },
    onRoadmap<C extends 'orders' | 'buys'>(collection: C, roadmap: string) {
      const ids = source.listIds(collection, { filters: { roadmap }, sort: OLDEST_FIRST });
      return Promise.resolve(allStored(collection, source.getMany(collection, ids)));
    },
    lastAudit(kind, party) {
      const audits = whole('audits', { kind, ...(party ? { [party.column]: party.id } : {}) });
      return Promise.resolve(audits === undefined ? undefined : (audits.filter((audit) => audit.status).at(-1) ?? null));
    },
    // A ledger is summed only from a replica that holds its collection whole (else: undefined, missed).
    ledgerSums: (ledger, query) => Promise.resolve(wholly(LEDGERS[ledger].collection) ? source.ledgerSums(ledger, query) : undefined),
    ledgerEntries: (ledger, query) => Promise.resolve(wholly(LEDGERS[ledger].collection) ? source.ledgerEntries(ledger, query) : undefined),
    ledgerDocs<N extends LedgerName>(ledger: N, query: LedgerQuery) {
      const collection: (typeof LEDGERS)[N]['collection'] = LEDGERS[ledger].collection;
      return Promise.resolve(wholly(collection) ? source.ledgerDocs(ledger, query).map((doc) => asStored(collection, doc)) : undefined);
    },
    productsNumbered(numbers) {
      const found = new Map([...source.numbered('products', numbers)].map(([number, doc]) => [number, asStored('products', doc)]));
      if (found.size < new Set(numbers).size) missed = true;
      return Promise.resolve(found);
    },
    stockIn(garage, products) {
      const figures = new Map<string, GarageFigures>();
      for (const product of products) {
        const held = ledgerFigures(source, product, garage);
        // No record of the product in the garage: it may hold none, or this replica may not pull the ledger.
        if (held === undefined) missed = true;
        figures.set(product, held ?? { real: 0, committed: 0, pending: 0, critical: 0 });
      }
      return Promise.resolve(figures);
    },
  };
}

/**
 * A product's figures in a garage as its stock ledger left them: each figure is the result of its
 * latest record (every stock move writes one, numbered in the order the moves were made); a figure
 * never moved is zero. Undefined when the replica holds no record of the product there.
 */
function ledgerFigures(source: ReplicaSource, product: string, garage: string): GarageFigures | undefined {
  const latest = STOCK_FIELDS.flatMap((field) => source.listIds('records', { filters: { product, garage, field }, sort: NEWEST_FIRST }).slice(0, 1));
  if (latest.length === 0) return undefined;
  const figures: Record<StockField, number> = { real: 0, committed: 0, pending: 0, critical: 0 };
  for (const record of allStored('records', source.getMany('records', latest))) figures[record.field] = record.result;
  return figures;
}
