/**
 * `GET /audit/{kind}`: audits of one kind, newest first, paged by 10 (spec §9), each with its
 * transactions paged too (`transactionsPage`, `transactionsLimit`, 10). `populate*` replaces the
 * party's id with its record.
 */
import type { AuditListQuery } from '../../../src-shared/schemas/queries.js';
import { getDoc, listDocs, type AnyReader, type CollectionDef, type Page } from '../../db/documents.js';
import { containsText } from '../../db/search.js';
import { PROVIDERS } from '../catalog/collections.js';
import { CUSTOMERS } from '../customers/collection.js';
import { USERS } from '../users/collection.js';
import { AUDITS, type AuditKind } from './collection.js';
import type { Transaction } from '../../../src-shared/planners/audit-period.js';

function pageOf<T>(items: readonly T[], page: number, limit: number): Page<T> {
  return { docs: items.slice((page - 1) * limit, page * limit), total: items.length, page, limit, pages: Math.max(1, Math.ceil(items.length / limit)) };
}

async function populated<F extends object>(db: AnyReader, def: CollectionDef<F>, id: string | null, wanted: boolean | undefined): Promise<unknown> {
  if (!wanted || !id) return id;
  return (await getDoc(db, def, id)) ?? id;
}

export async function listAudits(db: AnyReader, kind: AuditKind, query: AuditListQuery) {
  const page = await listDocs(db, AUDITS, {
    page: query.page,
    limit: query.limit,
    where: (q) => {
      let out = q.where('kind', '=', kind);
      if (query.partner) out = out.where('partner', '=', query.partner);
      if (query.customer) out = out.where('customer', '=', query.customer);
      if (query.provider) out = out.where('provider', '=', query.provider);
      if (query.query) out = out.where(containsText('name_search', query.query));
      return out;
    },
  });
  const docsOut = [];
  for (const audit of page.docs) {
    const { transactions, ...rest } = audit;
    docsOut.push({
      ...rest,
      partner: await populated(db, USERS, audit.partner, query.populatePartner),
      customer: await populated(db, CUSTOMERS, audit.customer, query.populateCustomer),
      provider: await populated(db, PROVIDERS, audit.provider, query.populateProvider),
      transactions: pageOf<Transaction>(transactions, query.transactionsPage, query.transactionsLimit),
    });
  }
  return { ...page, docs: docsOut };
}
