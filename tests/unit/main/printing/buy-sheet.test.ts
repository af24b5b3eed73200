/**
 * The buy sheet printed from a real replica (SQLite in memory, documents as a pull writes them), on
 * both papers: the provider and its contact, each line at cost, the pick-up and whether its fee is
 * deducted, the state as users say it, and the totals the server computed.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadBuySheet } from '../../../../src-main/printing/load.js';
import { renderDocument } from '../../../../src-main/printing/print-document.js';
import { createDocumentWriter, createReplicaReader, openReplica, type Replica, type ReplicaDoc } from '../../../../src-main/replica/index.js';
import { printedText as text } from '../../../support/printed-text.js';
import { ES } from '../../../support/print-context.js';

const id = (n: number) => `65f0a1b2c3d4e5f6a7b8${String(n).padStart(4, '0')}`;
const at = '2026-03-05T12:00:00.000Z';
const base = (n: number, number: number) => ({ _id: id(n), number, status: true, createdAt: at, updatedAt: at, createdBy: null });

const BUY = {
  ...base(11, 4),
  provider: id(6),
  providerName: 'Lácteos del Sur',
  garage: id(8),
  state: 'APROBADA',
  committed: false,
  cart: {
    items: [
      { number: 1, product: id(3), quantity: 24, unitCost: 100, price: 2400 },
      { number: 2, product: id(2), quantity: 2500, unitCost: 8000, price: 20000 },
    ],
    total: 22400,
  },
  withdrawal: { _id: id(7), name: 'Flete propio', date: '2026-03-06', charged: true, fee: 400 },
  cost: 22400,
  logistic: 400,
  total: 22000,
  notes: 'Pedir <factura A>',
  receipts: [],
};

describe('buy sheet', () => {
  let replica: Replica;
  let reader: ReturnType<typeof createReplicaReader>;
  let seq = 0;
  const put = (collection: string, doc: ReplicaDoc) => createDocumentWriter(replica.db).applyServer(collection, doc._id, (seq += 1), doc, 0);

  beforeEach(() => {
    replica = openReplica(':memory:');
    put('products', { ...base(2, 1), name: 'Jamón cocido', unit: 'WEIGHT' });
    put('products', { ...base(3, 2), name: 'Queso rallado', unit: 'UNITY' });
    put('providers', { ...base(6, 1), name: 'Lácteos <del> Sur', cuit: '30500000001', phone: '4222-2222', address: { street: 'Ruta 4 km 2', city: 'Lanús' } });
    put('garages', { ...base(8, 1), name: 'Temperley' });
    put('buys', BUY);
    reader = createReplicaReader(replica.db);
  });
  afterEach(() => replica.close());

  it('prints an A4 sheet with the provider, each line at cost, the pick-up fee deducted and the total', () => {
    const printed = renderDocument(reader, 'buy', id(11), 'A4', ES);
    expect(printed).toMatchObject({ title: 'Orden de compra N.º 4', slug: 'compra-4' });
    const page = text(printed.html);
    expect(page).toContain('Estado: Aprobada Proveedor: Lácteos <del> Sur CUIT: 30-50000000-1 Teléfono: 4222-2222 Dirección: Ruta 4 km 2, Lanús Depósito: Temperley');
    expect(page).toContain('Retiro: Flete propio Fecha de retiro: 06/03/2026 Costo del retiro: $ 400,00 (se descuenta del total)');
    expect(page).toContain('Cant. Producto Costo unit. Importe');
    expect(page).toContain('24 Queso rallado $ 100,00 $ 2.400,00');
    // A weight product's cost is per kg, beside the line's cost.
    expect(page).toContain('2,5 kg Jamón cocido $ 8.000,00 /kg $ 20.000,00');
    expect(page).toContain('Subtotal $ 22.400,00 Logística -$ 400,00 Total $ 22.000,00');
    expect(page).toContain('Observaciones: Pedir <factura A>');
    expect(printed.html).not.toContain('<del>');
    expect(printed.html).toContain('size: A4');
  });

  it('prints the 80 mm roll without the unit cost column, with the same totals', () => {
    const printed = renderDocument(reader, 'buy', id(11), '80mm', ES);
    const page = text(printed.html);
    expect(printed.html).toContain('size: 80mm');
    expect(page).not.toContain('Costo unit.');
    expect(page).toContain('24 Queso rallado $ 2.400,00');
    expect(page).toContain('Subtotal $ 22.400,00 Logística -$ 400,00 Total $ 22.000,00');
    expect(page).toContain('Firma del proveedor');
  });

  it('says when the fee is not charged, when there is no pick-up, and the state as users say it', () => {
    put('buys', { ...BUY, state: 'A APROBAR', withdrawal: { ...BUY.withdrawal, date: null, charged: false }, logistic: 0, total: 22400 });
    const free = text(renderDocument(reader, 'buy', id(11), 'A4', ES).html);
    expect(free).toContain('Estado: Pendiente de aprobación');
    expect(free).toContain('Fecha de retiro: A coordinar Costo del retiro: Sin cargo');
    expect(free).toContain('Subtotal $ 22.400,00 Total $ 22.400,00');
    expect(free).not.toContain('Logística');

    put('buys', { ...BUY, committed: true, withdrawal: { _id: null, name: null, date: null, charged: false, fee: 0 }, logistic: 0, total: 22400 });
    expect(loadBuySheet(reader, id(11))).toMatchObject({ received: true, withdrawal: null });
    const delivered = text(renderDocument(reader, 'buy', id(11), 'A4', ES).html);
    expect(delivered).toContain('Estado: Aprobada – recibida');
    expect(delivered).not.toContain('Retiro');
  });
});
