/**
 * The plain parts of reference-data features — list, get, create, update, disable, enable — built
 * once for any collection. The writes are planned by the collection's shared definition
 * (src-shared/planners/reference-writes.ts), as the desktop plans them; features pass the list
 * filters and what only the store can check.
 */
import type { Plan, PlanCollection, PlanCollections, PlannedDoc } from '../../src-shared/planners/index.js';
import { planCreate, planStatus, planUpdate, type CreateOf, type ReferenceWrites } from '../../src-shared/planners/reference-writes.js';
import { listDocs, requireDoc, flag, type AnyReader, type CollectionDef, type Doc, type DocQuery, type Page } from '../db/documents.js';
import { containsFieldsText } from '../db/search.js';
import type { WriteTx } from '../db/write.js';
import type { Caller } from '../http/context.js';
import { serverPlanContext, serverPlanReads } from './plan-reads.js';
import { storePlan } from './planned-write.js';

/** Who writes, as a planner needs them. */
export type Writer = Pick<Caller, 'id' | 'role'>;

export interface CrudOptions<C extends PlanCollection, Create, Update> {
  /** The collection's writes, as both sides plan them. */
  writes: ReferenceWrites<C, CreateOf<Create>, Update>;
  /**
   * What a planner cannot settle, checked on the planned document (and the body it came from, none
   * for a status change) before it is stored: a value unique across the whole collection, disabled
   * documents included, which only the store holds.
   */
  checkPlanned?: (tx: WriteTx, planned: PlannedDoc<C>, body: Create | Update | undefined) => Promise<void>;
  /** Column holding search text for `query` (`listSearchText`: its fields joined by the separator), if the collection has one. */
  searchColumn?: string;
  /** Default order of lists. */
  orderBy?: { column: string; direction: 'asc' | 'desc' };
}

export interface ListFilters {
  page: number;
  limit: number;
  status?: boolean | undefined;
  query?: string | undefined;
}

export interface Crud<F extends object, C, U> {
  list(db: AnyReader, filters: ListFilters, extra?: (q: DocQuery) => DocQuery): Promise<Page<Doc<F>>>;
  get(db: AnyReader, id: string): Promise<Doc<F>>;
  create(tx: WriteTx, caller: Writer, body: C & { _id?: string | undefined }): Promise<Doc<F>>;
  update(tx: WriteTx, caller: Writer, id: string, body: U): Promise<Doc<F>>;
  setStatus(tx: WriteTx, caller: Writer, id: string, status: boolean): Promise<Doc<F>>;
}

export function crud<N extends PlanCollection, C extends object, U extends object>(def: CollectionDef<PlanCollections[N]>, options: CrudOptions<N, C, U>): Crud<PlanCollections[N], C, U> {
  const { writes, checkPlanned } = options;
  const store = async (tx: WriteTx, plan: Plan<N>, body?: C | U) => {
    await checkPlanned?.(tx, plan.doc, body);
    return (await storePlan(tx, plan)).doc;
  };
  return {
    list(db, filters, extra) {
      const where = (q: DocQuery): DocQuery => {
        let out = q;
        if (filters.status !== undefined) out = out.where('status', '=', flag(filters.status));
        if (filters.query && options.searchColumn) out = out.where(containsFieldsText(options.searchColumn, filters.query));
        return extra ? extra(out) : out;
      };
      const listOptions = { page: filters.page, limit: filters.limit, where };
      return listDocs(db, def, options.orderBy ? { ...listOptions, orderBy: options.orderBy } : listOptions);
    },
    get: (db, id) => requireDoc(db, def, id),
    create: async (tx, caller, body) => store(tx, await planCreate(writes, body, serverPlanReads(tx.trx), serverPlanContext(tx, caller)), body),
    update: async (tx, caller, id, body) => store(tx, await planUpdate(writes, id, body, serverPlanReads(tx.trx), serverPlanContext(tx, caller)), body),
    setStatus: async (tx, caller, id, status) => store(tx, await planStatus(writes, id, status, serverPlanReads(tx.trx), serverPlanContext(tx, caller))),
  };
}
