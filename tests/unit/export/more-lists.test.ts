/**
 * Export cells of the lists wired after the first ones: products priced by the shared list pricing
 * (the number the products list shows), stock ledger quantities in the unit of the product a row
 * names and its reasons worded as the ledger words them, alerts' detail and state, a partner's
 * standing, an address line, a delivery's roles, aliquots as percentages; rows a screen sends;
 * and where an audit's headline figure lives in its summary.
 */
import { describe, expect, it } from 'vitest';
import { figureField } from '../../../src-shared/audit-figures.js';
import { exportCell } from '../../../src-shared/export/cells.js';
import type { ExportColumn } from '../../../src-shared/export/columns.js';
import type { DeriveContext } from '../../../src-shared/export/derived.js';
import { formatMoment, formatQuantity } from '../../../src-shared/format.js';
import { listPrices } from '../../../src-shared/pricing/list-prices.js';
import { csvLine } from '../../../src-main/export/csv-writer.js';
import { sourcePages, type ListReader } from '../../../src-main/export/rows.js';
import { numberFormat } from '../../../src-main/export/xlsx-writer.js';

const HAM = {
  _id: 'ham',
  name: 'Jamón cocido',
  unit: 'WEIGHT',
  taxBase: 9800,
  taxes: ['ivaC', 'ivaV'],
  margins: [
    { quantity: 0, value: 1.2 },
    { quantity: 100, value: 1.5 },
    { quantity: 1000, value: 1.4 },
  ],
  contributions: 8,
  wholesalerContributions: 4,
  inventory: { real: -1500, committed: 0, pending: 0, theoretical: 2500, critical: 3000 },
};
const DOCS: Record<string, Record<string, Record<string, unknown>>> = {
  taxes: {
    ivaC: { _id: 'ivaC', name: 'IVA 21% compras', type: 'C', aliquot: 0.21 },
    ivaV: { _id: 'ivaV', name: 'IVA 21% ventas', type: 'V', aliquot: 0.21 },
  },
  products: { ham: HAM, milk: { _id: 'milk', name: 'Leche', unit: 'UNITY' }, rice: { _id: 'rice', name: 'Arroz', unit: 'UNITY', inventory: { real: 12 } } },
  users: { u1: { name: 'Lucía Fernández' } },
};
const TZ = 'America/Argentina/Buenos_Aires';
const context = (locale: 'es-AR' | 'en' = 'es-AR'): DeriveContext => ({
  get: (collection, id) => DOCS[collection]?.[id],
  name: (collection, id) => DOCS[collection]?.[id]?.name as string | undefined,
  locale,
  timeZone: TZ,
});
const cell = (column: Omit<ExportColumn, 'header'>, doc: Record<string, unknown>, ctx = context()) => exportCell({ header: 'x', ...column }, doc, ctx, TZ);

describe('product prices', () => {
  it('are the list prices the shared pricing gives, with the taxes the replica holds', () => {
    const shown = listPrices({ ...HAM, unit: 'WEIGHT' }, Object.values(DOCS.taxes!) as never);
    // 9800 × 1.21 = 11858 a kg; the 100 g tier × 1.5 quotes 17787 a kg, the wholesaler × 1.2 14229.60.
    expect(shown).toEqual({ retail: 17787, wholesaler: 14229.6 });
    expect(cell({ kind: 'money', derived: 'productRetailPrice' }, HAM)).toEqual({ type: 'money', value: 17787 });
    expect(cell({ kind: 'money', derived: 'productWholesalerPrice' }, HAM)).toEqual({ type: 'money', value: 14229.6 });
  });

  it('are "—" when the product cannot be priced: a tax the replica lacks, no tiers', () => {
    expect(cell({ kind: 'money', derived: 'productRetailPrice', empty: '—' }, { ...HAM, _id: 'other', taxes: ['gone'] })).toEqual({ type: 'text', value: '—' });
    expect(cell({ kind: 'money', derived: 'productWholesalerPrice', empty: '—' }, { ...HAM, _id: 'bare', margins: [] })).toEqual({ type: 'text', value: '—' });
  });
});

describe('stock ledger and alerts', () => {
  const unitFrom = { collection: 'products', field: 'product' };
  it('give quantities in the unit of the product the row names', () => {
    expect(cell({ kind: 'quantity', field: 'delta', unitFrom }, { product: 'ham', delta: -1250 })).toEqual({ type: 'weight', value: -1.25 });
    expect(cell({ kind: 'quantity', field: 'delta', unitFrom }, { product: 'milk', delta: 6 })).toEqual({ type: 'number', value: 6 });
    expect(numberFormat({ header: 'x', kind: 'quantity', field: 'delta', unitFrom }, 'es-AR')).toBeUndefined();
  });

  it('leave a mixed product’s stock as the list does: "—", it keeps none of its own', () => {
    const real = { kind: 'quantity' as const, field: 'inventory.real', unitField: 'unit', emptyIf: 'mixed.components', empty: '—' };
    expect(cell(real, { ...HAM, mixed: { components: [{ product: 'milk', quantity: 2 }] } })).toEqual({ type: 'text', value: '—' });
    expect(cell(real, { ...HAM, mixed: { components: [] } })).toEqual({ type: 'weight', value: -1.5 });
    expect(cell(real, { ...HAM, mixed: null })).toEqual({ type: 'weight', value: -1.5 });
  });

  it('word a reason as the ledger does', () => {
    const labels = { critical: 'Nivel crítico fijado', buy: 'Compra #{number}', order: 'Pedido #{number}' };
    expect(cell({ kind: 'text', derived: 'stockReason', labels }, { reason: 'buy #12 commit', refKind: 'buy' })).toEqual({ type: 'text', value: 'Compra #12' });
    expect(cell({ kind: 'text', derived: 'stockReason', labels }, { reason: 'critical level set', refKind: 'adjustment' })).toEqual({ type: 'text', value: 'Nivel crítico fijado' });
    expect(cell({ kind: 'text', derived: 'stockReason', labels }, { reason: 'Rotura en el depósito', refKind: 'adjustment' })).toEqual({ type: 'text', value: 'Rotura en el depósito' });
    expect(cell({ kind: 'text', derived: 'stockReason', labels, empty: '—' }, { reason: '', refKind: 'adjustment' })).toEqual({ type: 'text', value: '—' });
  });

  it('say what an alert is about and who saw it, in the user’s formats', () => {
    const labels = {
      cost: 'Costo {before} → {after}',
      negative: 'Quedó en {figure} el {date} · real ahora {real}',
      recovered: 'Quedó en {figure} el {date} · ya hay {real}',
      negativeUnknown: 'Quedó en negativo el {date} · real ahora {real}',
      recoveredUnknown: 'Quedó en negativo el {date} · ya hay {real}',
      critical: 'Teórico ahora {theoretical} · crítico {critical}',
      open: 'Sin ver',
      seen: 'Vista por {user} {when}',
    };
    expect(cell({ kind: 'text', derived: 'alertDetail', labels }, { kind: 'COST_CHANGED', product: 'ham', before: 1000, after: 1234.5 })).toEqual({
      type: 'text',
      // Plain spaces, as a spreadsheet's search types them, where the screen keeps "$" and the figure joined.
      value: 'Costo $ 1.000,00 → $ 1.234,50',
    });
    // Negative stock is about a moment: what the garage was left at and on which day (Buenos Aires'
    // day: 01:30 UTC on the 13th is still the 12th there), beside the real stock now.
    const raised = '2026-11-13T01:30:00.000Z';
    expect(cell({ kind: 'text', derived: 'alertDetail', labels }, { kind: 'NEGATIVE_STOCK', product: 'ham', after: -250, createdAt: raised })).toEqual({
      type: 'text',
      value: `Quedó en ${formatQuantity(-250, 'WEIGHT', 'es-AR')} el 12/11 · real ahora ${formatQuantity(-1500, 'WEIGHT', 'es-AR')}`,
    });
    expect(cell({ kind: 'text', derived: 'alertDetail', labels }, { kind: 'NEGATIVE_STOCK', product: 'rice', after: -3, createdAt: raised })).toEqual({
      type: 'text',
      value: 'Quedó en -3 el 12/11 · ya hay 12',
    });
    // Alerts raised before the figure was kept say it went below zero, not to what.
    expect(cell({ kind: 'text', derived: 'alertDetail', labels }, { kind: 'NEGATIVE_STOCK', product: 'rice', after: null, createdAt: raised })).toEqual({
      type: 'text',
      value: 'Quedó en negativo el 12/11 · ya hay 12',
    });
    expect(cell({ kind: 'text', derived: 'alertDetail', labels }, { kind: 'CRITICAL_STOCK', product: 'ham' }, context('en'))).toEqual({
      type: 'text',
      value: `Teórico ahora ${formatQuantity(2500, 'WEIGHT', 'en')} · crítico ${formatQuantity(3000, 'WEIGHT', 'en')}`,
    });
    expect(cell({ kind: 'text', derived: 'alertState', labels }, { acknowledged: false })).toEqual({ type: 'text', value: 'Sin ver' });
    const at = '2026-03-02T01:30:00.000Z';
    expect(cell({ kind: 'text', derived: 'alertState', labels }, { acknowledged: true, acknowledgedBy: 'u1', acknowledgedAt: at })).toEqual({
      type: 'text',
      value: `Vista por Lucía Fernández ${formatMoment(at, 'es-AR', TZ)}`,
    });
  });
});

describe('reference lists and reports', () => {
  it('word a balance’s standing, an address, a list of roles and an aliquot', () => {
    const standing = { positive: 'Le debe a la empresa', negative: 'La empresa le debe', zero: 'Al día' };
    expect([1, -1, 0].map((balance) => cell({ kind: 'text', derived: 'balanceSign', labels: standing }, { balance }))).toEqual(Object.values(standing).map((value) => ({ type: 'text', value })));
    expect(cell({ kind: 'text', derived: 'addressLine', empty: '—' }, { address: { street: 'Av. Meeks 120', city: 'Temperley', province: 'Buenos Aires' } })).toEqual({
      type: 'text',
      value: 'Av. Meeks 120, Temperley, Buenos Aires',
    });
    expect(cell({ kind: 'text', derived: 'addressLine', empty: '—' }, {})).toEqual({ type: 'text', value: '—' });
    const roles = { labels: { AV: 'Socio', ADMIN: 'Administrador' }, empty: 'Todos' };
    expect(cell({ kind: 'text', field: 'roles', ...roles }, { roles: ['AV', 'ADMIN'] })).toEqual({ type: 'text', value: 'Socio, Administrador' });
    expect(cell({ kind: 'text', field: 'roles', ...roles }, { roles: [] })).toEqual({ type: 'text', value: 'Todos' });
    expect(cell({ kind: 'count', field: 'items' }, { items: [] })).toEqual({ type: 'number', value: 0 });
    expect(cell({ kind: 'percent', field: 'aliquot' }, { aliquot: 0.105 })).toEqual({ type: 'percent', value: 0.105 });
    expect(
      csvLine(
        [
          { type: 'percent', value: 0.105 },
          { type: 'percent', value: 0.21 },
        ],
        'es-AR',
      ),
    ).toBe('10,5%;21%\r\n');
    expect(csvLine([{ type: 'percent', value: 0.105 }], 'en')).toBe('10.5%\r\n');
  });

  it('find an audit’s headline figure in its summary', () => {
    expect(figureField('commercial', 'sales.total')).toEqual({ path: 'summary.sales.total', format: 'money' });
    expect(figureField('partner', 'partnerBalance.balance')).toEqual({ path: 'summary.balance.balance', format: 'money' });
    expect(figureField('customer', 'customerBalance.balance')).toEqual({ path: 'summary.balance', format: 'money' });
    expect(figureField('inventory', 'count.changed')).toEqual({ path: 'summary.changed', format: 'count' });
    expect(figureField('inventory', 'sales.total')).toBeNull();
  });

  it('write the rows a screen sent, in its order, page by page', () => {
    const lists: ListReader = { ids: () => [], docs: () => [] };
    const rows = Array.from({ length: 450 }, (_, i) => ({ _id: 'same', n: i }));
    const pages = [...(sourcePages({ kind: 'rows', rows }, lists, () => Promise.reject(new Error('no read'))) as Generator<{ rows: readonly Record<string, unknown>[]; total: number }>)];
    expect(pages.map((p) => p.rows.length)).toEqual([200, 200, 50]);
    expect(pages.every((p) => p.total === 450)).toBe(true);
    expect(pages.flatMap((p) => p.rows.map((r) => r.n))).toEqual(rows.map((r) => r.n));
  });
});
