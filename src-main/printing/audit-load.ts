/**
 * An audit to print comes from the server (audits are server reads, not in the replica): there is
 * no route for one audit by id, so the lists of each kind are read, newest first, until it turns
 * up, and then every page of its transactions. Names (party, garage, products) and the numbers of
 * the documents it covers come from the replica, as the other printouts take them.
 */
import { auditFigures } from '../../src-shared/audit-figures.js';
import { MAX_LIMIT } from '../../src-shared/constants/paging.js';
import { type Unit, UNITS } from '../../src-shared/constants/products.js';
import type { AuditFields, AuditKind, CountDifference } from '../../src-shared/documents/audits.js';
import { AppError } from '../../src-shared/errors.js';
import type { RouteResponse } from '../../src-shared/routes/responses/index.js';
import type { ApiClient } from '../api/client.js';
import { unwrap } from '../auth/api-result.js';
import type { AuditSheet, AuditTransactionLine } from './audit-sheet.js';
import type { PrintReader } from './load.js';

const LIST_ROUTE = {
  commercial: 'audit.commercialList',
  partner: 'audit.partnerList',
  provider: 'audit.providerList',
  customer: 'audit.customerList',
  inventory: 'audit.inventoryList',
} as const satisfies Record<AuditKind, string>;

/** Audits read per page while looking for one: few enough that inventory summaries stay small. */
const SCAN_LIMIT = 20;

/** An audit as the lists serve it (parties populated, transactions paged), checked by the route's response schema. */
type AuditPage = RouteResponse<'audit.commercialList'>;
type ServedAudit = AuditPage['docs'][number];
type Party = ServedAudit['partner'];

async function listPage(api: Pick<ApiClient, 'call'>, kind: AuditKind, query: Record<string, number | boolean>): Promise<AuditPage> {
  return unwrap(await api.call(LIST_ROUTE[kind], { query: { limit: SCAN_LIMIT, populatePartner: true, populateCustomer: true, populateProvider: true, ...query } }));
}

/** The audit with every transaction, and the list page it was found on. */
export async function fetchAudit(api: Pick<ApiClient, 'call'>, id: string): Promise<ServedAudit> {
  for (const kind of Object.keys(LIST_ROUTE) as AuditKind[]) {
    for (let page = 1; ; page += 1) {
      const answer = await listPage(api, kind, { page, transactionsLimit: 1 });
      const found = answer.docs.find((audit) => audit._id === id);
      if (found) {
        const transactions: AuditFields['transactions'] = [];
        for (let txPage = 1; ; txPage += 1) {
          const again = (await listPage(api, kind, { page, transactionsPage: txPage, transactionsLimit: MAX_LIMIT })).docs.find((a) => a._id === id);
          transactions.push(...(again?.transactions.docs ?? []));
          if (!again || txPage >= again.transactions.pages) break;
        }
        return { ...found, transactions: { docs: transactions, total: transactions.length, page: 1, limit: Math.max(1, transactions.length), pages: 1 } };
      }
      if (page >= answer.pages) break;
    }
  }
  throw AppError.notFound('audit', id);
}

const nameIn = (reader: PrintReader, collection: string, id: unknown): string | null => {
  if (typeof id !== 'string' || !id) return null;
  const name = reader.get(collection, id)?.name;
  return typeof name === 'string' ? name : null;
};

function partyName(reader: PrintReader, collection: string, party: Party): string | null {
  if (party === null) return null;
  if (typeof party === 'string') return nameIn(reader, collection, party) ?? party;
  return typeof party.name === 'string' ? party.name : (nameIn(reader, collection, party._id) ?? party._id);
}

function unitOf(reader: PrintReader, product: unknown): Unit {
  const unit = typeof product === 'string' ? reader.get('products', product)?.unit : undefined;
  return UNITS.find((u) => u === unit) ?? 'UNITY';
}

function transactionLine(reader: PrintReader, tx: AuditFields['transactions'][number]): AuditTransactionLine {
  const doc = reader.get(tx.collection, tx.id);
  return {
    at: tx.at ?? null,
    collection: tx.collection,
    number: typeof doc?.number === 'number' ? doc.number : null,
    amount: typeof tx.amount === 'number' ? tx.amount : null,
    unit: tx.collection === 'records' ? unitOf(reader, doc?.product) : null,
  };
}

export function auditSheetOf(reader: PrintReader, audit: ServedAudit): AuditSheet {
  const summary = audit.summary as { garage?: unknown; differences?: CountDifference[] };
  return {
    number: audit.number,
    kind: audit.kind,
    from: audit.from,
    to: audit.to,
    party: partyName(reader, 'users', audit.partner) ?? partyName(reader, 'customers', audit.customer) ?? partyName(reader, 'providers', audit.provider),
    garage: nameIn(reader, 'garages', summary.garage),
    notes: audit.notes,
    groups: auditFigures(audit.kind, audit.summary),
    differences: (Array.isArray(summary.differences) ? summary.differences : []).map((d) => ({
      number: d.number,
      name: d.name,
      unit: unitOf(reader, d.product),
      realBefore: d.real.before,
      realAfter: d.real.after,
      delta: d.real.delta,
      unitCostBefore: d.unitCost.before,
      unitCostAfter: d.unitCost.after,
    })),
    transactions: audit.transactions.docs.map((tx) => transactionLine(reader, tx)),
  };
}

export async function loadAuditSheet(api: Pick<ApiClient, 'call'>, reader: PrintReader, id: string): Promise<AuditSheet> {
  return auditSheetOf(reader, await fetchAudit(api, id));
}
