/**
 * Printouts built from a real replica (SQLite in memory, documents as a pull writes them): the
 * names a document points at are looked up, the roadmap finds its stops, and documents that
 * cannot be printed yet are refused with a reason.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDocumentWriter, createReplicaReader, openReplica, type Replica, type ReplicaDoc } from '../../../../src-main/replica/index.js';
import { loadCashSlip, loadOrderReceipt, loadRoadmapSheet } from '../../../../src-main/printing/load.js';
import { loadPaymentReceipt } from '../../../../src-main/printing/payment-load.js';
import { companyOf } from '../../../../src-main/printing/company.js';
import { printDocument, renderDocument } from '../../../../src-main/printing/print-document.js';
import { createBrowserPrintService } from '../../../../src-main/printing/service.js';
import { BUSINESS_SETTINGS_ID } from '../../../../src-shared/business-settings.js';
import { settingsSchema } from '../../../../src-shared/ipc/settings.js';
import { ES } from '../../../support/print-context.js';
import { printedText as text } from '../../../support/printed-text.js';

const id = (n: number) => `65f0a1b2c3d4e5f6a7b8${String(n).padStart(4, '0')}`;
const at = '2026-03-05T12:00:00.000Z';
const base = (n: number, number: number) => ({ _id: id(n), number, status: true, createdAt: at, updatedAt: at, createdBy: null });

const DOCS: Array<[string, ReplicaDoc]> = [
  ['customers', { ...base(1, 1), name: 'Almacén Don Pepe', phone: '+54 11 40000000', address: { label: 'Local', street: 'Mitre 10', city: 'Lanús', province: 'Buenos Aires' } }],
  ['products', { ...base(2, 1), name: 'Jamón cocido', unit: 'WEIGHT' }],
  ['products', { ...base(3, 2), name: 'Queso rallado', unit: 'UNITY' }],
  ['users', { ...base(4, 2), name: 'Raúl Chofer', username: 'raul', role: 'OPERACION', isDriver: true }],
  ['roadmaps', { ...base(5, 3), driver: id(4), date: '2026-03-06', notes: null }],
  ['providers', { ...base(6, 1), name: 'Lácteos del Sur', cuit: '30500000001', phone: '4222-2222', address: { street: 'Ruta 4 km 2', city: 'Lanús' } }],
  [
    'orders',
    {
      ...base(10, 12),
      customer: id(1),
      customerName: 'Almacén Don Pepe',
      roadmap: id(5),
      date: '2026-03-06',
      cart: {
        items: [
          { number: 1, product: id(2), quantity: 1500, price: 21000 },
          { number: 2, product: id(99), quantity: 2, price: 1000 },
        ],
        total: 22000,
      },
      delivery: {
        // The option it names: an order a driver takes has one (without, the customer picks it up).
        _id: id(20),
        name: 'Envío en el día',
        customerPrice: 3500,
        charged: true,
        phone: '4000-0000',
        address: { label: 'Local', street: 'Mitre 10', city: 'Lanús', province: 'Buenos Aires' },
      },
      discountAmount: 0,
      total: 25500,
      paymentMethod: 'BANCO',
      notes: null,
      roadmapNotes: 'Portón verde',
      state: 'CONFIRMADO',
    },
  ],
  [
    'buys',
    {
      ...base(11, 4),
      provider: id(6),
      providerName: 'Lácteos del Sur',
      roadmap: id(5),
      state: 'APROBADA',
      cart: { items: [{ number: 1, product: id(3), quantity: 24, unitCost: 100, price: 2400 }], total: 2400 },
      withdrawal: { _id: id(7), name: 'Flete propio', date: '2026-03-06', charged: true, fee: 400 },
      logistic: 400,
      total: 2000,
      receipts: [],
    },
  ],
  ['cashflows', { ...base(12, 7), type: 'commercial.provider', amount: 2000, concept: 'EGRESS', paymentMethod: 'CASH', provider: id(6), description: 'Pago compra 4' }],
  ['cashflows', { ...base(15, 8), type: 'commercial.partner', amount: 5000, concept: 'INGRESS', paymentMethod: 'BANK', partner: id(4), customer: id(1), payment: id(13) }],
  ['accountMovements', { ...base(13, 9), account: id(16), customer: id(1), partner: null, delta: -5000, kind: 'payment', refId: id(15), balance: 1200.5 }],
  ['accountMovements', { ...base(14, 10), account: id(16), customer: id(1), partner: null, delta: 2500, kind: 'order', refId: id(10), balance: 3700.5 }],
];

describe('printouts from the replica', () => {
  let replica: Replica;
  let reader: ReturnType<typeof createReplicaReader>;

  beforeEach(() => {
    replica = openReplica(':memory:');
    const writer = createDocumentWriter(replica.db);
    DOCS.forEach(([collection, doc], seq) => writer.applyServer(collection, doc._id, seq + 1, doc, 0));
    reader = createReplicaReader(replica.db);
  });
  afterEach(() => replica.close());

  it('builds the receipt with the customer and product names, and the delivery charged', () => {
    const receipt = loadOrderReceipt(reader, id(10));
    expect(receipt).toMatchObject({
      number: 12,
      customer: { name: 'Almacén Don Pepe', phone: '4000-0000', address: 'Mitre 10, Lanús, Buenos Aires' },
      delivery: { name: 'Envío en el día', price: 3500 },
      total: 25500,
      paymentMethod: 'BANCO',
    });
    expect(receipt.lines).toEqual([
      { product: 'Jamón cocido', productId: id(2), quantity: 1500, unit: 'WEIGHT', amount: 21000 },
      // Disabled products leave the replica; the line still prints.
      { product: null, productId: id(99), quantity: 2, unit: 'UNITY', amount: 1000 },
    ]);
    expect(text(renderDocument(reader, 'order', id(10), 'A4', ES).html)).toContain(`2 Producto dado de baja (${id(99)})`);
  });

  it('names the customer on the remito by its fiscal identity, Consumidor Final when it has none', () => {
    expect(loadOrderReceipt(reader, id(10)).customer).toMatchObject({ taxIdKind: null, taxId: null, ivaCondition: 'CONSUMIDOR_FINAL' });
    const writer = createDocumentWriter(replica.db);
    writer.applyServer('customers', id(1), 100, { ...DOCS[0]![1], taxIdKind: 'CUIT', taxId: '30500000003', ivaCondition: 'RI' }, 0);
    expect(loadOrderReceipt(reader, id(10)).customer).toMatchObject({ taxIdKind: 'CUIT', taxId: '30500000003', ivaCondition: 'RI' });
    const page = text(renderDocument(reader, 'order', id(10), 'A4', ES).html);
    expect(page).toContain('Cliente: Almacén Don Pepe CUIT: 30-50000000-3 Condición frente al IVA: Responsable Inscripto');
  });

  it('builds a payment’s receipt from its account movement, its cash entry and the customer', () => {
    expect(loadPaymentReceipt(reader, id(13))).toMatchObject({
      number: 9,
      amount: 5000,
      paymentMethod: 'BANK',
      balanceAfter: 1200.5,
      collectedBy: 'Raúl Chofer',
      customer: { name: 'Almacén Don Pepe', ivaCondition: 'CONSUMIDOR_FINAL' },
    });
    const printed = renderDocument(reader, 'payment', id(13), 'A4', ES);
    expect(printed).toMatchObject({ title: 'Recibo N.º 9', slug: 'recibo-9' });
    const page = text(printed.html);
    expect(page).toContain('RECIBO N.º 9');
    expect(page).toContain('Recibimos de Almacén Don Pepe la suma de $ 5.000,00');
    expect(page).toContain('Medio de pago: Banco');
    expect(page).toContain('Importe $ 5.000,00 Saldo de la cuenta después del pago $ 1.200,50');
    expect(() => loadPaymentReceipt(reader, id(14))).toThrow(
      expect.objectContaining({ code: 'CONFLICT', message: expect.stringMatching(/not a payment/), key: 'print.notPayment', params: { id: id(14) } }),
    );
  });

  it('finds the roadmap’s stops (its orders, then its pick-ups) and its driver', () => {
    const sheet = loadRoadmapSheet(reader, id(5));
    expect(sheet).toMatchObject({ number: 3, driver: 'Raúl Chofer', date: '2026-03-06' });
    expect(sheet.stops.map((s) => [s.kind, s.number, s.party.name, s.amount, s.toCollect])).toEqual([
      ['delivery', 12, 'Almacén Don Pepe', 25500, 25500],
      ['pickup', 4, 'Lácteos del Sur', 2000, 0],
    ]);
    expect(sheet.stops[0]).toMatchObject({ notes: 'Portón verde', phone: '4000-0000', paymentMethod: 'BANCO' });
    expect(sheet.stops[0]?.items[0]).toMatchObject({ name: 'Jamón cocido', quantity: 1500, unit: 'WEIGHT' });
    expect(sheet.stops[1]).toMatchObject({ addressLine: 'Ruta 4 km 2, Lanús', phone: '4222-2222' });
  });

  it('names the parties of a cash entry', () => {
    expect(loadCashSlip(reader, id(12)).parties).toEqual([['provider', 'Lácteos del Sur']]);
  });

  it('renders every kind with its title and a file name', () => {
    expect(renderDocument(reader, 'order', id(10), 'A4', ES)).toMatchObject({ title: 'Remito N.º 12', slug: 'remito-12' });
    expect(renderDocument(reader, 'roadmap', id(5), '80mm', ES)).toMatchObject({ title: 'Hoja de ruta N.º 3', slug: 'hoja-de-ruta-3' });
    expect(renderDocument(reader, 'buy', id(11), 'A4', ES).html).toContain('Flete propio');
    expect(renderDocument(reader, 'cashflow', id(12), '80mm', ES).title).toBe('Comprobante de egreso N.º 7');
  });

  it('heads every print with the company from the replica’s business settings', async () => {
    const settings = settingsSchema.parse({});
    const input = { kind: 'order', id: id(10), target: 'printer' } as const;
    const bare = await printDocument(reader, createBrowserPrintService(), settings, input);
    expect(bare.kind === 'html' && text(bare.html)).toContain('Mostrador REMITO');
    const company = {
      companyName: 'Distribuidora Sur SRL',
      cuit: '30500000003',
      ivaCondition: 'RI',
      address: { street: 'Mitre 1', city: 'Temperley', province: 'Buenos Aires' },
      phone: '4244-0000',
      logo: null,
      timeZone: 'America/Argentina/Buenos_Aires',
    };
    createDocumentWriter(replica.db).applyServer('settings', BUSINESS_SETTINGS_ID, 200, { ...base(30, 1), _id: BUSINESS_SETTINGS_ID, ...company }, 0);
    expect(companyOf(reader)).toMatchObject({ companyName: 'Distribuidora Sur SRL', cuit: '30500000003' });
    const headed = await printDocument(reader, createBrowserPrintService(), settings, input);
    expect(headed.kind === 'html' && text(headed.html)).toContain('Distribuidora Sur SRL CUIT: 30-50000000-3 Responsable Inscripto Mitre 1, Temperley, Buenos Aires Tel.: 4244-0000 REMITO N.º 12');
    // In English the words change; amounts keep the Argentine form.
    const english = await printDocument(reader, createBrowserPrintService(), { ...settings, locale: 'en' }, input);
    expect(english.kind === 'html' && text(english.html)).toContain('DELIVERY NOTE No. 12');
    expect(english.kind === 'html' && text(english.html)).toContain('Total $ 25.500,00');
  });

  it('refuses an unknown id, a document still in the outbox, and a document of another shape', () => {
    expect(() => loadOrderReceipt(reader, id(98))).toThrow(expect.objectContaining({ code: 'NOT_FOUND' }));
    const writer = createDocumentWriter(replica.db);
    writer.applyOptimistic('orders', id(20), { _id: id(20), customer: id(1), cart: { items: [] } }, 0);
    expect(() => loadOrderReceipt(reader, id(20))).toThrow(expect.objectContaining({ code: 'CONFLICT', message: expect.stringMatching(/synced/) }));
    writer.applyServer('orders', id(21), 99, { ...base(21, 30), customer: id(1) }, 0);
    expect(() => loadOrderReceipt(reader, id(21))).toThrow(expect.objectContaining({ code: 'INTERNAL', message: expect.stringMatching(/cart/) }));
  });

  it('refuses a document whose queued edit the server has not priced yet, and the roadmap it rides on', () => {
    const writer = createDocumentWriter(replica.db);
    const order = reader.get('orders', id(10));
    // An edit of the items shows them as sent (product and quantity) until the server answers.
    writer.applyOptimistic('orders', id(10), { ...order, _id: id(10), cart: { items: [{ product: id(2), quantity: 2000 }], total: 22000 } }, 0);
    const unsynced = expect.objectContaining({ code: 'CONFLICT', message: expect.stringMatching(/changes that have not reached the server yet/), key: 'print.changesNotSynced' });
    expect(() => loadOrderReceipt(reader, id(10))).toThrow(unsynced);
    expect(() => loadRoadmapSheet(reader, id(5))).toThrow(unsynced);
  });
});
