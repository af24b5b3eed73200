/**
 * The server's side of the shared planners (src-shared/planners): `PlanReads` over a reader (a
 * write transaction's, so a planner sees what the transaction sees), on SQLite and PostgreSQL
 * alike — one statement per `docs` call (per chunk of ids) — and the `PlanContext` of a write.
 */
import { newId } from '../../src-shared/ids.js';
import type { PlanCollection, PlanCollections, PlanContext, PlanReads, Stored } from '../../src-shared/planners/types.js';
import { getDocs, type AnyReader } from '../db/documents.js';
import type { WriteTx } from '../db/write.js';
import type { Caller } from '../http/context.js';
import { findDefaultGarage } from './catalog/garages.js';
import { activeAccountOf } from './money/ledger.js';
import { findHousePartner } from './money/parties.js';
import { loadTaxes } from './products/pricing-inputs.js';
import { COLLECTIONS_BY_NAME } from './registry.js';

/** `toWrite`: the collections whose documents the write rewrites from what it reads, locked as read (db/documents.ts `getDocs`). */
export function serverPlanReads(db: AnyReader, toWrite: ReadonlySet<PlanCollection> = new Set()): PlanReads {
  return {
    async docs<C extends PlanCollection>(collection: C, ids: readonly string[]) {
      const def = COLLECTIONS_BY_NAME.get(collection);
      if (def === undefined) throw new Error(`no collection named ${collection}`);
      if (ids.length === 0) return new Map<string, Stored<PlanCollections[C]>>();
      return (await getDocs(db, def, ids, toWrite.has(collection))) as unknown as Map<string, Stored<PlanCollections[C]>>;
    },
    taxes: () => loadTaxes(db),
    housePartner: () => findHousePartner(db),
    defaultGarage: () => findDefaultGarage(db),
    activeAccount: (customer) => activeAccountOf(db, customer, toWrite.has('accounts')),
  };
}

/** The write's caller, timestamp and id source, as the transaction holds them. */
export function serverPlanContext(tx: WriteTx, caller: Pick<Caller, 'id' | 'role'>): PlanContext {
  const at = new Date(tx.now);
  return { actor: { id: caller.id, role: caller.role }, now: tx.now, newId: () => newId(at) };
}
