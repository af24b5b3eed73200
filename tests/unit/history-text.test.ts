/**
 * How the change history timeline words an entry (src-renderer/components/history/historyText.ts):
 * entries made by the real diff of src-shared/history.ts, read in Spanish and English.
 */
import { describe, expect, it } from 'vitest';
import { minimumPurchaseWarnings } from '../../src-shared/documents/buy-figures.js';
import { diffDocs, UNLISTED_ON_UPDATE } from '../../src-shared/history.js';
import { actionLabel, changesText, changeText, fieldLabel, listsWholeDocument, valueText } from '../../src-renderer/components/history/historyText.js';
import { makeI18n } from '../../src-renderer/i18n/i18n.js';

const es = makeI18n('es-AR');
const en = makeI18n('en');

const item = (number: number, quantity: number, price: number) => ({ number, product: `p${number}`, quantity, isWholesaler: false, price });

const before = {
  total: 15474.69,
  discount: 0,
  state: 'PENDIENTE',
  notes: null,
  date: null,
  cart: { items: [item(1, 900, 15474.69), item(2, 6, 11020.68), item(3, 1, 500)], total: 26995.37 },
  delivery: { name: 'Envío en el día', customerPrice: 3500, charged: false, address: { street: 'Mitre 1', city: 'Lomas' } },
  updatedAt: '2026-03-01T10:00:00.000Z',
};
const after = {
  total: 19209.96,
  discount: 10,
  state: 'CONFIRMADO',
  notes: 'Tocar timbre',
  date: '2026-03-05',
  cart: { items: [item(1, 1200, 19209.96), item(2, 6, 11020.68), item(3, 1, 500), item(4, 2, 800)], total: 31530.64 },
  delivery: { name: 'Envío en el día', customerPrice: 4000, charged: true, address: { street: 'Mitre 1', city: 'Adrogué' } },
  updatedAt: '2026-03-02T10:00:00.000Z',
};
const changes = diffDocs(before, after, UNLISTED_ON_UPDATE);
const byPath = (i18n = es) => new Map(changesText({ changes }, i18n).map((c) => [c.path, c]));

describe("a buy's warnings", () => {
  it("read in the user's language, the amounts as money, never in the English the API carries beside them", () => {
    const warned = minimumPurchaseWarnings(1210, { name: 'Mayorista Grande', minimumPurchase: 5000 });
    expect(warned).toEqual([
      { message: "the buy's cost 1210.00 is under Mayorista Grande's minimum purchase of 5000.00", key: 'buy.underMinimum', params: { provider: 'Mayorista Grande', cost: 1210, minimum: 5000 } },
    ]);
    const change = changeText('warnings', { before: [], after: warned }, es);
    expect([change.label, change.after]).toEqual(['Avisos', '1 ítem']);
    expect(change.detail?.after).toEqual([`El costo de la compra (${es.money(1210)}) queda por debajo de la compra mínima de Mayorista Grande (${es.money(5000)})`]);
    expect(changeText('warnings', { before: warned, after: [] }, en).detail?.before).toEqual([`The buy's cost (${en.money(1210)}) is under Mayorista Grande's minimum purchase (${en.money(5000)})`]);
  });
});

describe('the values of a change', () => {
  it('formats money, percentages, states, dates, booleans and empty values in Spanish', () => {
    const shown = byPath();
    expect(shown.get('total')).toMatchObject({ label: 'Total', before: '$\u00a015.474,69', after: '$\u00a019.209,96', detail: null, changedItems: null });
    expect(shown.get('discount')).toMatchObject({ label: 'Descuento', before: '0\u00a0%', after: '10\u00a0%' });
    expect(shown.get('state')).toMatchObject({ label: 'Estado', before: 'Pendiente', after: 'Confirmado' });
    expect(shown.get('notes')).toMatchObject({ before: 'vacío', after: 'Tocar timbre' });
    expect(shown.get('date')).toMatchObject({ label: 'Fecha', before: 'vacío', after: '05/03/2026' });
    expect(shown.get('delivery.customerPrice')).toMatchObject({ label: 'Entrega › Precio al cliente', before: '$\u00a03.500,00', after: '$\u00a04.000,00' });
    expect(shown.get('delivery.charged')).toMatchObject({ before: 'No', after: 'Sí' });
    expect(shown.get('delivery.address.city')).toMatchObject({ label: 'Entrega › Dirección › Localidad', before: 'Lomas', after: 'Adrogué' });
    // updatedAt is the entry's own time: an update never lists it.
    expect(shown.has('updatedAt')).toBe(false);
  });

  it('summarises a list as its count, and expands to the elements that changed', () => {
    const items = byPath().get('cart.items');
    expect(items).toMatchObject({ label: 'Carrito › Ítems', before: '3 ítems', after: '4 ítems', changedItems: 2 });
    expect(items?.detail?.before).toEqual(['N.º: 1 · Producto: p1 · Cantidad: 900 · Mayorista: No · Precio: $\u00a015.474,69']);
    expect(items?.detail?.after).toEqual([
      'N.º: 1 · Producto: p1 · Cantidad: 1.200 · Mayorista: No · Precio: $\u00a019.209,96',
      'N.º: 4 · Producto: p4 · Cantidad: 2 · Mayorista: No · Precio: $\u00a0800,00',
    ]);
    expect(valueText([1], 'items', es)).toBe('1 ítem');
  });

  it('reads an object by its name, or counts its fields, with the fields as its detail', () => {
    const option = changeText('withdrawal', { before: null, after: { name: 'Retiro en depósito', fee: 1500 } }, es);
    expect(option).toMatchObject({ before: 'vacío', after: 'Retiro en depósito' });
    expect(option.detail?.after).toEqual(['Nombre: Retiro en depósito', 'Tarifa: $\u00a01.500,00']);
    expect(valueText({ kind: 'cash', ref: 'x' }, 'settlement', es)).toBe('2 campos');
    // A field that appeared has no value before it.
    expect(changeText('tag', { after: 'Caja chica' }, es).before).toBe('sin valor');
  });

  it('writes the same entry in English with its own separators and date order', () => {
    const shown = byPath(en);
    expect(shown.get('total')).toMatchObject({ before: '$15,474.69', after: '$19,209.96' });
    expect(shown.get('state')).toMatchObject({ label: 'State', before: 'Pending', after: 'Confirmed' });
    expect(shown.get('date')?.after).toBe('03/05/2026');
    expect(shown.get('cart.items')).toMatchObject({ before: '3 items', after: '4 items' });
  });
});

describe('the action of an entry', () => {
  it("uses the route's words, the status side for enabling, and the store's action otherwise", () => {
    expect(actionLabel({ action: 'update', route: 'order.confirm', changes: {} }, es.t)).toBe('Confirmó el pedido');
    expect(actionLabel({ action: 'update', route: 'customer.update', changes: {} }, en.t)).toBe('Edited the customer');
    expect(actionLabel({ action: 'status', route: 'category.disable', changes: { status: { before: true, after: false } } }, es.t)).toBe('Deshabilitó');
    expect(actionLabel({ action: 'status', route: null, changes: { status: { before: false, after: true } } }, es.t)).toBe('Habilitó');
    expect(actionLabel({ action: 'update', route: 'some.unknownRoute', changes: {} }, es.t)).toBe('Modificó');
    expect(actionLabel({ action: 'baseline', route: null, changes: {} }, es.t)).toBe('Estado al empezar el historial');
  });

  it('folds a whole document (creation, baseline, deletion) and names unknown fields as they are', () => {
    expect(listsWholeDocument({ action: 'create' })).toBe(true);
    expect(listsWholeDocument({ action: 'delete' })).toBe(true);
    expect(listsWholeDocument({ action: 'update' })).toBe(false);
    expect(fieldLabel('address.geoHash', es.t)).toBe('Dirección › geoHash');
  });
});
