/**
 * What an audits list exports: every audit of its kind that its search and party filter find (the
 * server's list, read page after page), with the columns the list shows — number, closing, start,
 * party, the kind's headline figure (money or a count, from `src-shared/audit-figures.ts`) and how
 * many transactions it holds.
 */
import { figureField } from '../../../src-shared/audit-figures.js';
import { MAX_LIMIT } from '../../../src-shared/constants/paging.js';
import type { ExportAs } from '../../../src-shared/export/columns.js';
import type { ExportableServerRead, ExportSource } from '../../../src-shared/ipc/export.js';
import type { ExportableColumn } from '../../components/exportColumns.js';
import type { Translate } from '../../i18n/i18n.js';
import type { AuditKind } from './documents.js';
import { HEADLINE, PARTY_OF, type AuditListQuery } from './kinds.js';

/** Each kind's list, with its party as a record (so its name is there to write). */
const LIST: Readonly<Record<AuditKind, { call: ExportableServerRead; populate: Record<string, boolean> }>> = {
  commercial: { call: 'audit.commercialList', populate: {} },
  partner: { call: 'audit.partnerList', populate: { populatePartner: true } },
  provider: { call: 'audit.providerList', populate: { populateProvider: true } },
  customer: { call: 'audit.customerList', populate: { populateCustomer: true } },
  inventory: { call: 'audit.inventoryList', populate: {} },
};

function headline(kind: AuditKind): ExportAs | undefined {
  const field = figureField(kind, HEADLINE[kind]);
  return field ? { kind: field.format === 'money' ? 'money' : 'number', field: field.path, empty: '—' } : undefined;
}

export function auditExport(kind: AuditKind, query: AuditListQuery, t: Translate): { source: ExportSource; columns: ExportableColumn[]; title: string } {
  const partyField = PARTY_OF[kind];
  const { call, populate } = LIST[kind];
  const input = {
    ...(query.query ? { query: query.query } : {}),
    ...(partyField && query.party ? { [partyField]: query.party } : {}),
    ...populate,
    limit: MAX_LIMIT,
    // Only the count of transactions is listed: the page of them is left small.
    transactionsLimit: 1,
  };
  const columns: ExportableColumn[] = [
    { header: t('audits.col.number'), exportAs: { kind: 'number', field: 'number' } },
    { header: t('audits.col.closedAt'), exportAs: { kind: 'datetime', field: 'to' } },
    { header: t('audits.col.from'), exportAs: { kind: 'datetime', field: 'from', empty: t('audits.fromStart') } },
    ...(partyField ? [{ header: t(`audits.party.${partyField}`), exportAs: { kind: 'text' as const, field: `${partyField}.name`, empty: '—' } }] : []),
    { header: t(`audits.headline.${kind}`), exportAs: headline(kind) },
    { header: t('audits.col.transactions'), exportAs: { kind: 'number', field: 'transactions.total' } },
  ];
  return { source: { kind: 'server', call, input }, columns, title: `${t('audits.title')} · ${t(`audits.kind.${kind}`)}` };
}
