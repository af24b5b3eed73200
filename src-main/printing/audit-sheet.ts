/**
 * A printed audit (domain §6), A4: what period it closes and for whom, the figures of its summary
 * (the same groups the screen shows, from `src-shared/audit-figures.ts`), for an inventory count
 * each product it changed, and every transaction it covers, with signature lines.
 */
import { DEFAULT_LOCALE } from '../../src-shared/constants/locales.js';
import type { Unit } from '../../src-shared/constants/products.js';
import type { AuditFigureGroup } from '../../src-shared/audit-figures.js';
import type { AuditKind } from '../../src-shared/documents/audits.js';
import { formatNumber } from '../../src-shared/format.js';
import type { PaperSize } from '../../src-shared/ipc/settings.js';
import { dayTime, escapeHtml, fields, money, note, page, raw, section, signature, table, type Html } from './html.js';
import { quantity } from './labels.js';
import type { PrintContext, PrintKey, PrintT } from './words.js';

export interface AuditDifferenceLine {
  number: number;
  name: string;
  unit: Unit;
  realBefore: number;
  realAfter: number;
  delta: number;
  unitCostBefore: number;
  unitCostAfter: number;
}

export interface AuditTransactionLine {
  at: string | null;
  /** The collection the transaction is in (`orders`, `cashflows`...). */
  collection: string;
  /** Its number when the replica holds it. */
  number: number | null;
  amount: number | null;
  /** For stock records: the product's unit, so the amount reads as a quantity. */
  unit: Unit | null;
}

export interface AuditSheet {
  number: number;
  kind: AuditKind;
  from: string | null;
  to: string;
  party: string | null;
  garage: string | null;
  notes: string | null;
  groups: AuditFigureGroup[];
  differences: AuditDifferenceLine[];
  transactions: AuditTransactionLine[];
}

const PARTY_LABEL: Readonly<Record<AuditKind, PrintKey | null>> = {
  commercial: null,
  partner: 'audit.party.partner',
  provider: 'audit.party.provider',
  customer: 'audit.party.customer',
  inventory: null,
};

const COLLECTIONS = ['orders', 'buys', 'cashflows', 'receipts', 'accountMovements', 'records'] as const;
const collectionLabel = (collection: string, t: PrintT): string =>
  (COLLECTIONS as readonly string[]).includes(collection) ? t(`audit.collection.${collection as (typeof COLLECTIONS)[number]}`) : collection;

export function auditTitle(audit: Pick<AuditSheet, 'kind' | 'number'>, t: PrintT): string {
  return t('audit.title', { kind: t(`audit.kind.${audit.kind}`), number: audit.number });
}

const count = (value: number): string => formatNumber(value, undefined, DEFAULT_LOCALE);

function figures(groups: readonly AuditFigureGroup[], t: PrintT): Html[] {
  return groups.map((group) => {
    const rows = group.figures.map((f) => `<tr><td>${escapeHtml(t(`audit.figure.${f.key}`))}</td><td class="num">${f.format === 'money' ? money(f.value) : count(f.value)}</td></tr>`);
    return section(t(`audit.group.${group.key}`), raw(`<table class="totals">${rows.join('')}</table>`));
  });
}

function differences(lines: readonly AuditDifferenceLine[], paper: PaperSize, t: PrintT): Html {
  if (lines.length === 0) return raw('');
  const columns = [
    { label: t('audit.column.number'), align: 'right' as const },
    { label: t('column.product') },
    { label: t('audit.column.stockBefore'), align: 'right' as const },
    { label: t('audit.column.counted'), align: 'right' as const },
    { label: t('audit.column.difference'), align: 'right' as const },
    { label: t('audit.column.costBefore'), align: 'right' as const, wide: true },
    { label: t('audit.column.costAfter'), align: 'right' as const, wide: true },
  ];
  const rows = lines.map((d) => [
    String(d.number),
    d.name,
    quantity(d.realBefore, d.unit),
    quantity(d.realAfter, d.unit),
    `${d.delta > 0 ? '+' : ''}${quantity(d.delta, d.unit)}`,
    money(d.unitCostBefore),
    money(d.unitCostAfter),
  ]);
  return section(t('audit.changes', { count: lines.length }), table(paper, columns, rows));
}

function transactions(lines: readonly AuditTransactionLine[], paper: PaperSize, print: PrintContext): Html {
  const { t } = print;
  if (lines.length === 0) return section(t('audit.noTransactions'), raw(`<p>${escapeHtml(t('audit.noTransactionsText'))}</p>`));
  const rows = lines.map((tx) => [
    tx.at ? dayTime(tx.at, print) : '',
    collectionLabel(tx.collection, t),
    tx.number === null ? '' : t('audit.numbered', { number: tx.number }),
    tx.amount === null ? '' : tx.unit ? quantity(tx.amount, tx.unit) : money(tx.amount),
  ]);
  const columns = [{ label: t('audit.column.date'), wide: true }, { label: t('audit.column.kind') }, { label: t('audit.column.docNumber') }, { label: t('column.amount'), align: 'right' as const }];
  return section(t('audit.transactions', { count: lines.length }), table(paper, columns, rows));
}

export function renderAuditSheet(audit: AuditSheet, paper: PaperSize, print: PrintContext): string {
  const { t } = print;
  const partyLabel = PARTY_LABEL[audit.kind];
  const body: Html[] = [
    fields([
      [t('audit.from'), audit.from ? dayTime(audit.from, print) : t('audit.fromStart')],
      [t('audit.to'), dayTime(audit.to, print)],
      ...(partyLabel ? [[t(partyLabel), audit.party] as const] : []),
      [t('field.garage'), audit.garage],
    ]),
    note(t('audit.notes'), audit.notes),
    ...figures(audit.groups, t),
    differences(audit.differences, paper, t),
    transactions(audit.transactions, paper, print),
    signature([t('audit.audited'), t('audit.checked')]),
  ];
  const title = auditTitle(audit, t);
  return page({ title, heading: title, paper, body, print });
}
