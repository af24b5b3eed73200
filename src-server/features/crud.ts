/**
 * The plain parts of reference-data features — list, get, create, update, disable, enable — built
 * once for any collection. Features pass what differs: how a body becomes a document, the list
 * filters, and checks before writing.
 */
import { listDocs, requireDoc, insertDoc, saveDoc, setDocStatus, flag, type AnyReader, type CollectionDef, type Doc, type DocQuery, type Page } from '../db/documents.js';
import { containsText } from '../db/search.js';
import type { WriteTx } from '../db/write.js';

export interface CrudOptions<F extends object, C, U> {
  /** The document a create body makes (ids checked, defaults filled). */
  fromCreate: (tx: WriteTx, body: C) => Promise<F> | F;
  /** The document an update makes from the current one. */
  fromUpdate?: (tx: WriteTx, current: Doc<F>, body: U) => Promise<F> | F;
  /** Column holding search text for `query`, if the collection has one. */
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
  create(tx: WriteTx, body: C & { _id?: string | undefined }): Promise<Doc<F>>;
  update(tx: WriteTx, id: string, body: U): Promise<Doc<F>>;
  setStatus(tx: WriteTx, id: string, status: boolean): Promise<Doc<F>>;
}

export function crud<F extends object, C extends object, U extends object>(def: CollectionDef<F>, options: CrudOptions<F, C, U>): Crud<F, C, U> {
  return {
    list(db, filters, extra) {
      const where = (q: DocQuery): DocQuery => {
        let out = q;
        if (filters.status !== undefined) out = out.where('status', '=', flag(filters.status));
        if (filters.query && options.searchColumn) out = out.where(containsText(options.searchColumn, filters.query));
        return extra ? extra(out) : out;
      };
      const listOptions = { page: filters.page, limit: filters.limit, where };
      return listDocs(db, def, options.orderBy ? { ...listOptions, orderBy: options.orderBy } : listOptions);
    },
    get: (db, id) => requireDoc(db, def, id),
    async create(tx, body) {
      const { _id, ...rest } = body;
      return insertDoc(tx, def, await options.fromCreate(tx, rest as C), _id);
    },
    async update(tx, id, body) {
      const current = await requireDoc(tx.trx, def, id);
      const next = options.fromUpdate ? await options.fromUpdate(tx, current, body) : ({ ...current, ...body } as F);
      return saveDoc(tx, def, current, next);
    },
    setStatus: (tx, id, status) => setDocStatus(tx, def, id, status),
  };
}
