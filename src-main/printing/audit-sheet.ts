/**
 * A printed audit (domain §6), A4: what period it closes and for whom, the figures of its summary
 * (the same groups the screen shows, from `src-shared/audit-figures.ts`), for an inventory count
 * each product it changed, and every transaction it covers, with signature lines.
 */
import { DEFAULT_LOCALE, type Unit } from '../../src-shared/constants.js';
import type { AuditFigureGroup, FigureGroupKey, FigureKey } from '../../src-shared/audit-figures.js';
import type { AuditKind } from '../../src-shared/documents/audits.js';
import { formatNumber } from '../../src-shared/format.js';
import type { PaperSize } from '../../src-shared/ipc/settings.js';
import { dayTime, fields, money, note, page, raw, section, signature, table, type Html } from './html.js';
import { quantity } from './labels.js';

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

const KIND_LABEL: Readonly<Record<AuditKind, string>> = {
  commercial: 'Auditoría comercial',
  partner: 'Auditoría de socio',
  provider: 'Auditoría de proveedor',
  customer: 'Auditoría de cliente',
  inventory: 'Auditoría de inventario',
};

const PARTY_LABEL: Readonly<Record<AuditKind, string | null>> = { commercial: null, partner: 'Socio', provider: 'Proveedor', customer: 'Cliente', inventory: null };

const GROUP_LABEL: Readonly<Record<FigureGroupKey, string>> = {
  sales: 'Ventas del período',
  purchases: 'Compras del período',
  cash: 'Caja del período',
  partnerBalance: 'Saldo al cierre',
  partnerPeriod: 'Movimientos del período',
  providerBalance: 'Saldo al cierre',
  providerPeriod: 'Movimientos del período',
  customerBalance: 'Saldo al cierre',
  customerPeriod: 'Movimientos del período',
  count: 'Conteo',
};

const FIGURE_LABEL: Readonly<Record<FigureKey, string>> = {
  'sales.orders': 'Pedidos entregados',
  'sales.total': 'Total vendido',
  'sales.cost': 'Costo',
  'sales.contribution': 'Aporte',
  'sales.logistic': 'Logística',
  'sales.toPay': 'A pagar por los socios',
  'sales.profit': 'Ganancia',
  'purchases.buys': 'Compras aprobadas',
  'purchases.total': 'Total comprado',
  'cash.in': 'Ingresos',
  'cash.out': 'Egresos',
  'cash.net': 'Neto',
  'cash.balance': 'Saldo de caja al cierre',
  'partnerBalance.toPay': 'A pagar (pedidos entregados)',
  'partnerBalance.collected': 'Cobrado',
  'partnerBalance.paid': 'Pagado al socio',
  'partnerBalance.balance': 'Saldo',
  'partnerPeriod.orders': 'Pedidos entregados',
  'partnerPeriod.toPay': 'A pagar',
  'partnerPeriod.profit': 'Ganancia',
  'partnerPeriod.collected': 'Cobrado',
  'partnerPeriod.paid': 'Pagado al socio',
  'providerBalance.invoiced': 'Facturado',
  'providerBalance.debitNotes': 'Notas de débito',
  'providerBalance.creditNotes': 'Notas de crédito',
  'providerBalance.paid': 'Pagado',
  'providerBalance.balance': 'Saldo',
  'providerPeriod.invoiced': 'Facturado',
  'providerPeriod.debitNotes': 'Notas de débito',
  'providerPeriod.creditNotes': 'Notas de crédito',
  'providerPeriod.paid': 'Pagado',
  'customerBalance.balance': 'Saldo de la cuenta corriente',
  'customerPeriod.orders': 'Pedidos entregados',
  'customerPeriod.sales': 'Ventas',
  'customerPeriod.charged': 'Cargado a la cuenta',
  'customerPeriod.credited': 'Acreditado en la cuenta',
  'count.rows': 'Filas contadas',
  'count.changed': 'Productos con cambios',
};

const COLLECTION_LABEL: Readonly<Record<string, string>> = {
  orders: 'Pedido',
  buys: 'Compra',
  cashflows: 'Movimiento de caja',
  receipts: 'Comprobante',
  accountMovements: 'Movimiento de cuenta',
  records: 'Registro de stock',
};

export function auditTitle(audit: Pick<AuditSheet, 'kind' | 'number'>): string {
  return `${KIND_LABEL[audit.kind]} N° ${audit.number}`;
}

const count = (value: number): string => formatNumber(value, undefined, DEFAULT_LOCALE);

function figures(groups: readonly AuditFigureGroup[]): Html[] {
  return groups.map((group) => {
    const rows = group.figures.map((f) => `<tr><td>${FIGURE_LABEL[f.key]}</td><td class="num">${f.format === 'money' ? money(f.value) : count(f.value)}</td></tr>`);
    return section(GROUP_LABEL[group.key], raw(`<table class="totals">${rows.join('')}</table>`));
  });
}

function differences(lines: readonly AuditDifferenceLine[], paper: PaperSize): Html {
  if (lines.length === 0) return raw('');
  const columns = [
    { label: 'N°', align: 'right' as const },
    { label: 'Producto' },
    { label: 'Stock antes', align: 'right' as const },
    { label: 'Contado', align: 'right' as const },
    { label: 'Diferencia', align: 'right' as const },
    { label: 'Costo antes', align: 'right' as const, wide: true },
    { label: 'Costo nuevo', align: 'right' as const, wide: true },
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
  return section(`Productos con cambios (${lines.length})`, table(paper, columns, rows));
}

function transactions(lines: readonly AuditTransactionLine[], paper: PaperSize): Html {
  if (lines.length === 0) return section('Transacciones', raw('<p>El período no tuvo transacciones.</p>'));
  const rows = lines.map((tx) => [
    tx.at ? dayTime(tx.at) : '',
    COLLECTION_LABEL[tx.collection] ?? tx.collection,
    tx.number === null ? '' : `N° ${tx.number}`,
    tx.amount === null ? '' : tx.unit ? quantity(tx.amount, tx.unit) : money(tx.amount),
  ]);
  const columns = [{ label: 'Fecha', wide: true }, { label: 'Tipo' }, { label: 'Número' }, { label: 'Importe', align: 'right' as const }];
  return section(`Transacciones (${lines.length})`, table(paper, columns, rows));
}

export function renderAuditSheet(audit: AuditSheet, paper: PaperSize): string {
  const partyLabel = PARTY_LABEL[audit.kind];
  const body: Html[] = [
    fields([
      ['Desde', audit.from ? dayTime(audit.from) : 'el inicio'],
      ['Hasta', dayTime(audit.to)],
      ...(partyLabel ? [[partyLabel, audit.party] as const] : []),
      ['Depósito', audit.garage],
    ]),
    note('Notas', audit.notes),
    ...figures(audit.groups),
    differences(audit.differences, paper),
    transactions(audit.transactions, paper),
    signature(['Auditó', 'Controló']),
  ];
  const title = auditTitle(audit);
  return page({ title, heading: title, paper, body });
}
