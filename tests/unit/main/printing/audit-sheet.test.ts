/**
 * The printed audit (A4): the period and party, the summary's figures in Spanish with money as
 * `$ 1.234,56`, an inventory count's changed products with their quantities, the transactions by
 * number, user text escaped — built from the audit as the server lists it and names from a real
 * replica, and found by id across the lists' pages.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ApiClient, ApiResult } from '../../../../src-main/api/client.js';
import { auditSheetOf, fetchAudit } from '../../../../src-main/printing/audit-load.js';
import { renderAuditSheet, type AuditSheet } from '../../../../src-main/printing/audit-sheet.js';
import { renderAudit } from '../../../../src-main/printing/print-document.js';
import { createDocumentWriter, createReplicaReader, openReplica, type Replica, type ReplicaDoc } from '../../../../src-main/replica/index.js';
import { auditFigures } from '../../../../src-shared/audit-figures.js';
import { printedText as text } from '../../../support/printed-text.js';
import { ES } from '../../../support/print-context.js';

const id = (n: number) => `65f0a1b2c3d4e5f6a7b8${String(n).padStart(4, '0')}`;
const at = '2026-03-05T12:00:00.000Z';
const base = (n: number, number: number) => ({ _id: id(n), number, status: true, createdAt: at, updatedAt: at, createdBy: null });

const PARTNER_AUDIT: AuditSheet = {
  number: 4,
  kind: 'partner',
  from: '2026-02-01T12:00:00.000Z',
  to: '2026-03-05T15:30:00.000Z',
  party: 'Lucía <Fernández>',
  garage: null,
  notes: 'Cierre de febrero',
  groups: auditFigures('partner', {
    balance: { toPay: 30755.2, collected: 20000, paid: 0, balance: 10755.2 },
    period: { orders: 2, toPay: 30755.2, profit: 2733.59, collected: 20000, paid: 0 },
  }),
  differences: [],
  transactions: [
    { at: '2026-03-01T13:00:00.000Z', collection: 'orders', number: 12, amount: 30755.2, unit: null },
    { at: '2026-03-02T13:00:00.000Z', collection: 'cashflows', number: 7, amount: -20000, unit: null },
  ],
};

describe('audit sheet', () => {
  it('shows the period, the partner, the figures and each transaction in Spanish', () => {
    const page = text(renderAuditSheet(PARTNER_AUDIT, 'A4', ES));
    expect(page).toContain('Auditoría de socio N.º 4');
    expect(page).toContain('Desde: 01/02/2026');
    expect(page).toContain('Hasta: 05/03/2026');
    expect(page).toContain('Socio: Lucía <Fernández>');
    expect(page).toContain('Notas: Cierre de febrero');
    expect(page).toContain('Saldo al cierre A pagar (pedidos entregados) $ 30.755,20 Cobrado $ 20.000,00 Pagado al socio $ 0,00 Saldo $ 10.755,20');
    expect(page).toContain('Movimientos del período Pedidos entregados 2 A pagar $ 30.755,20 Ganancia $ 2.733,59');
    expect(page).toContain('Transacciones (2)');
    expect(page).toContain('Pedido N.º 12 $ 30.755,20');
    expect(page).toContain('Movimiento de caja N.º 7 -$ 20.000,00');
    expect(page).toContain('Auditó');
    expect(renderAuditSheet(PARTNER_AUDIT, 'A4', ES)).toContain('size: A4');
  });

  it('escapes what users typed', () => {
    const html = renderAuditSheet({ ...PARTNER_AUDIT, notes: '<img src=x onerror=alert(1)>' }, 'A4', ES);
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;Fernández&gt;');
  });

  it('says when the period had no transactions and starts at the beginning when there is no previous audit', () => {
    const page = text(renderAuditSheet({ ...PARTNER_AUDIT, from: null, transactions: [] }, 'A4', ES));
    expect(page).toContain('Desde: el inicio');
    expect(page).toContain('El período no tuvo transacciones.');
  });
});

describe('an inventory audit from the server, named from the replica', () => {
  let replica: Replica;
  let reader: ReturnType<typeof createReplicaReader>;
  const DOCS: Array<[string, ReplicaDoc]> = [
    ['garages', { ...base(1, 1), name: 'Temperley' }],
    ['products', { ...base(2, 1), name: 'Jamón cocido', unit: 'WEIGHT' }],
    ['products', { ...base(3, 2), name: 'Leche entera 1 l', unit: 'UNITY' }],
    ['records', { ...base(4, 31), product: id(2), delta: 1500 }],
  ];
  const difference = (row: number, product: number, number: number, name: string, before: number, after: number) => ({
    row,
    number,
    product: id(product),
    name,
    real: { before, after, delta: after - before },
    theoretical: { before, counted: after, after },
    unitCost: { before: 11858, after: 12000 },
    margins: { before: { wholesaler: 1.18, m100: 1.45, m500: null, m1000: 1.35 }, after: { wholesaler: 1.18, m100: 1.45, m500: 1.4, m1000: 1.35 } },
  });
  const AUDIT = {
    ...base(9, 3),
    kind: 'inventory' as const,
    partner: null,
    customer: null,
    provider: null,
    from: null,
    to: '2026-03-05T15:30:00.000Z',
    notes: null,
    name: 'Auditoría de inventario 2026-03-05',
    summary: { garage: id(1), rows: 2, changed: 2, differences: [difference(0, 2, 1, 'Jamón cocido', 0, 1500), difference(1, 3, 2, 'Leche entera 1 l', 30, 24)] },
    transactions: { docs: [{ collection: 'records', id: id(4), amount: 1500, at: '2026-03-05T15:30:00.000Z' }], total: 1, page: 1, limit: 1, pages: 1 },
  };

  beforeEach(() => {
    replica = openReplica(':memory:');
    const writer = createDocumentWriter(replica.db);
    DOCS.forEach(([collection, doc], seq) => writer.applyServer(collection, doc._id, seq + 1, doc, 0));
    reader = createReplicaReader(replica.db);
  });
  afterEach(() => replica.close());

  it('lists each changed product with its stock before and counted, in kg or units, and the garage', () => {
    const sheet = auditSheetOf(reader, AUDIT);
    expect(sheet.garage).toBe('Temperley');
    const doc = renderAudit(sheet, 'A4', ES);
    expect(doc).toMatchObject({ title: 'Auditoría de inventario N.º 3', slug: 'auditoria-inventory-3' });
    const page = text(doc.html);
    expect(page).toContain('Depósito: Temperley');
    expect(page).toContain('Conteo Filas contadas 2 Productos con cambios 2');
    expect(page).toContain('Productos con cambios (2)');
    expect(page).toContain('1 Jamón cocido 0 g 1,5 kg +1,5 kg $ 11.858,00 $ 12.000,00');
    expect(page).toContain('2 Leche entera 1 l 30 24 -6');
    expect(page).toContain('Registro de stock N.º 31 1,5 kg');
  });
});

describe('finding an audit by id', () => {
  it('reads the lists of each kind page by page, then every page of its transactions', async () => {
    const wanted = id(77);
    const calls: string[] = [];
    const audit = (n: number, txPage: number) => ({
      _id: id(n),
      number: n,
      kind: 'customer',
      transactions: { docs: [{ collection: 'orders', id: id(100 + txPage), amount: txPage }], total: 2, page: txPage, limit: 1, pages: 2 },
    });
    const api: Pick<ApiClient, 'call'> = {
      call: <T>(name: string, input?: { query?: Record<string, unknown> }): Promise<ApiResult<T>> => {
        const query = input?.query ?? {};
        calls.push(`${name}:${String(query.page)}:${String(query.transactionsPage ?? 1)}`);
        const page = Number(query.page);
        const txPage = Number(query.transactionsPage ?? 1);
        const docs = name === 'audit.customerList' ? (page === 2 ? [audit(76, txPage), audit(77, txPage)] : [audit(1, txPage)]) : [];
        return Promise.resolve({ ok: true, status: 200, body: { docs, pages: name === 'audit.customerList' ? 2 : 1 } as T });
      },
    };
    const found = await fetchAudit(api, wanted);
    expect(found._id).toBe(wanted);
    expect(found.transactions.docs.map((t) => t.amount)).toEqual([1, 2]);
    expect(calls).toEqual([
      'audit.commercialList:1:1',
      'audit.partnerList:1:1',
      'audit.providerList:1:1',
      'audit.customerList:1:1',
      'audit.customerList:2:1',
      'audit.customerList:2:1',
      'audit.customerList:2:2',
    ]);
    await expect(fetchAudit(api, id(5))).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});
