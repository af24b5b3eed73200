/**
 * The printouts as HTML, in plain Node: Spanish labels, money as `$ 1.234,56`, weights in kg,
 * the right totals, user text escaped, and both layouts (A4 sheets, 80 mm rolls without the wide
 * columns).
 */
import { describe, expect, it } from 'vitest';
import { renderBuySheet, type BuySheet } from '../../../../src-main/printing/buy-sheet.js';
import { renderCashSlip, type CashSlip } from '../../../../src-main/printing/cash-slip.js';
import { renderOrderReceipt, type OrderReceipt } from '../../../../src-main/printing/order-receipt.js';
import { renderRoadmapSheet, type RoadmapSheet } from '../../../../src-main/printing/roadmap-sheet.js';
import { buildRoadmapSheet, type BuyStopSource, type OrderStopSource } from '../../../../src-shared/roadmap-sheet.js';
import { printedText as text } from '../../../support/printed-text.js';
import { printContext } from '../../../../src-main/printing/words.js';
import { ES } from '../../../support/print-context.js';

const ORDER: OrderReceipt = {
  number: 12,
  createdAt: '2026-03-05T17:07:00.000Z', // 14:07 in Buenos Aires, the business's zone
  deliveryDate: '2026-03-06',
  customer: { name: 'Almacén <Don Pepe> & Hijos', phone: '+54 11 4000-0000', address: 'Mitre 10, Lanús, Buenos Aires', taxIdKind: 'CUIT', taxId: '30500000003', ivaCondition: 'RI' },
  lines: [
    { product: 'Queso rallado 150 g', productId: 'p1', quantity: 3, unit: 'UNITY', amount: 3703.68 },
    { product: 'Jamón cocido', productId: 'p2', quantity: 1500, unit: 'WEIGHT', amount: 21000 },
  ],
  subtotal: 24703.68,
  discountAmount: 120.5,
  deliveryMethod: 'Envío en el día',
  delivery: { name: 'Envío en el día', price: 3500 },
  total: 28083.18,
  paymentMethod: 'EFECTIVO',
  notes: 'Tocar timbre <2>',
};

describe('order receipt (remito)', () => {
  it('shows the customer with its fiscal identity, every line and the totals in Spanish, with money as $ 1.234,56', () => {
    const page = text(renderOrderReceipt(ORDER, 'A4', ES));
    expect(page).toContain('REMITO N.º 12 Fecha: 05/03/2026 14:07');
    expect(page).toContain('Cliente: Almacén <Don Pepe> & Hijos CUIT: 30-50000000-3 Condición frente al IVA: Responsable Inscripto');
    expect(page).toContain('Dirección: Mitre 10, Lanús, Buenos Aires');
    expect(page).toContain('Entrega: Envío en el día Fecha de entrega: 06/03/2026 Medio de pago: Efectivo');
    expect(page).toContain('3 Queso rallado 150 g $ 1.234,56 $ 3.703,68');
    expect(page).toContain('1,5 kg Jamón cocido $ 14.000,00 /kg $ 21.000,00');
    expect(page).toContain('Subtotal $ 24.703,68 Descuento -$ 120,50 Envío (Envío en el día) $ 3.500,00 Total $ 28.083,18');
    expect(page).toContain('Observaciones: Tocar timbre <2>');
    expect(page).toContain('Recibí conforme Firma: Aclaración: DNI:');
  });

  it('keeps every amount in one piece: "$" joined to its figure by a no-break space, so a narrow column never breaks after the sign', () => {
    const html = renderOrderReceipt(ORDER, '80mm', ES);
    expect(html).toContain('Total');
    expect(html).toContain('$\u00a028.083,18');
    expect(html).toContain('-$\u00a0120,50');
    // Whatever the amount, nothing but a no-break space follows the sign.
    expect(html).not.toMatch(/\$\s(?<!\u00a0)/u);
    expect(html.match(/\$\u00a0\d/gu)?.length).toBeGreaterThanOrEqual(6);
  });

  it('prints a DNI with dots, Consumidor Final, and a pick-up as such', () => {
    const customer = { ...ORDER.customer, taxIdKind: 'DNI' as const, taxId: '20123456', ivaCondition: 'CONSUMIDOR_FINAL' as const };
    const page = text(renderOrderReceipt({ ...ORDER, customer, deliveryMethod: null, delivery: null }, 'A4', ES));
    expect(page).toContain('DNI: 20.123.456 Condición frente al IVA: Consumidor Final');
    expect(page).toContain('Entrega: Retira el cliente');
  });

  it('follows the app’s language', () => {
    const page = text(renderOrderReceipt(ORDER, 'A4', printContext('en', null)));
    expect(page).toContain('DELIVERY NOTE No. 12');
    expect(page).toContain('VAT status: VAT registered (Responsable Inscripto)');
    expect(page).toContain('Received in good order');
    expect(page).not.toContain('Recibí');
  });

  it('heads the page with the company: razón social, CUIT, IVA condition, address, phone and logo', () => {
    const logo = 'data:image/png;base64,iVBORw0KGgo=';
    const company = {
      companyName: 'Distribuidora <Sur> SRL',
      cuit: '30500000003',
      ivaCondition: 'RI' as const,
      address: { street: 'Mitre 1', city: 'Temperley', province: 'Buenos Aires' },
      phone: '4244-0000',
      logo,
    };
    const html = renderOrderReceipt(ORDER, 'A4', printContext('es-AR', company));
    expect(text(html)).toContain('Distribuidora <Sur> SRL CUIT: 30-50000000-3 Responsable Inscripto Mitre 1, Temperley, Buenos Aires Tel.: 4244-0000 REMITO');
    expect(html).toContain(`<img class="logo" alt="" src="${logo}">`);
    // Only an image data URL reaches the page.
    expect(renderOrderReceipt(ORDER, 'A4', printContext('es-AR', { ...company, logo: 'https://x/y.png' }))).not.toContain('<img');
  });

  it('escapes what users typed, so a name cannot inject markup', () => {
    const html = renderOrderReceipt({ ...ORDER, customer: { ...ORDER.customer, name: '<img src=x onerror=alert(1)>' } }, 'A4', ES);
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).not.toMatch(/<script/i);
  });

  it('leaves out what is not there: no discount, no delivery charge, no delivery date', () => {
    const page = text(renderOrderReceipt({ ...ORDER, discountAmount: 0, delivery: null, deliveryDate: null, total: 24703.68 }, 'A4', ES));
    expect(page).not.toContain('Descuento');
    expect(page).not.toContain('Envío (');
    expect(page).not.toContain('Fecha de entrega');
    expect(page).toContain('Subtotal $ 24.703,68 Total $ 24.703,68');
  });

  it('has an A4 layout with unit prices and an 80 mm layout without them', () => {
    const a4 = renderOrderReceipt(ORDER, 'A4', ES);
    const roll = renderOrderReceipt(ORDER, '80mm', ES);
    expect(a4).toContain('size: A4');
    expect(roll).toContain('size: 80mm');
    expect(text(a4)).toContain('Precio unit.');
    expect(text(roll)).not.toContain('Precio unit.');
    expect(text(roll)).toContain('3 Queso rallado 150 g $ 3.703,68');
    expect(text(roll)).toContain('Total $ 28.083,18');
  });

  it('is a self-contained page: no script, no outside resource', () => {
    const html = renderOrderReceipt(ORDER, 'A4', ES);
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).toContain(`content="default-src 'none'; style-src 'unsafe-inline'; img-src data:"`);
    expect(html).not.toMatch(/<script|src=|href=/);
  });
});

/** A delivery as the shared roadmap builder reads it. */
function order(
  number: number,
  customer: string,
  name: string,
  street: string | null,
  phone: string | null,
  items: Array<[string, number]>,
  total: number,
  paymentMethod: 'EFECTIVO' | 'BANCO',
  notes: string | null = null,
  option: string | null = 'envio',
): OrderStopSource {
  const address = { label: 'Local', street, unit: null, city: street ? 'Lanús' : null, province: null };
  const cart = { items: items.map(([product, quantity], i) => ({ number: i + 1, product, quantity })), total };
  return {
    _id: `o${number}`,
    number,
    customer,
    customerName: name,
    delivery: { _id: option, phone, delivered: false, address },
    cart,
    total,
    paymentMethod,
    roadmapNotes: notes,
  } as unknown as OrderStopSource;
}

const PICKUP = {
  _id: 'b4',
  number: 4,
  provider: 'p1',
  providerName: 'Lácteos del Sur',
  cart: { items: [{ number: 1, product: 'leche', quantity: 24 }], total: 90000 },
  total: 90000,
  committed: false,
  notes: null,
} as unknown as BuyStopSource;

const ROADMAP: RoadmapSheet = {
  number: 3,
  date: '2026-03-06',
  driver: 'Raúl Chofer',
  notes: 'Salir 8 h',
  ...buildRoadmapSheet(
    [
      order(12, 'c1', 'Almacén Don Pepe', 'Mitre 10', '4000-0000', [['jamon', 1500]], 1000.1, 'EFECTIVO', 'Portón verde'),
      order(15, 'c2', 'Resto Lo de Tito', 'Alsina 20', null, [['queso', 2]], 2000.2, 'EFECTIVO'),
      order(16, 'c3', 'Autoservicio Sol', null, null, [], 500, 'BANCO'),
      order(17, 'c4', 'Kiosco a Cuenta', 'Sarmiento 5', null, [['queso', 1]], 800, 'EFECTIVO'),
    ],
    [PICKUP],
    {
      products: new Map([
        ['jamon', { name: 'Jamón cocido', unit: 'WEIGHT' }],
        ['queso', { name: 'Queso', unit: 'UNITY' }],
        ['leche', { name: 'Leche', unit: 'UNITY' }],
      ]),
      providers: new Map([['p1', { phone: '4222-2222', address: { street: 'Ruta 4 km 2', city: null, province: null } }]]),
      onAccount: new Set(['c4']),
    },
  ),
};

describe('roadmap (hoja de ruta)', () => {
  it('lists each stop in order with who, where, what and how much to collect', () => {
    const page = text(renderRoadmapSheet(ROADMAP, 'A4', ES));
    expect(page).toContain('Hoja de ruta N.º 3');
    expect(page).toContain('Fecha: 06/03/2026 Chofer: Raúl Chofer Paradas: 5');
    const first = page.indexOf('1. Pedido N.º 12 – Almacén Don Pepe');
    const second = page.indexOf('2. Pedido N.º 15 – Resto Lo de Tito');
    const pickup = page.indexOf('5. Retiro – compra N.º 4 – Lácteos del Sur');
    expect(first).toBeGreaterThan(0);
    expect(second).toBeGreaterThan(first);
    expect(pickup).toBeGreaterThan(second);
    expect(page).toContain('Dirección: Mitre 10, Lanús Teléfono: 4000-0000 A cobrar: $ 1.000,10 Medio de pago: Efectivo');
    expect(page).toContain('1,5 kg Jamón cocido');
    expect(page).toContain('Notas: Portón verde');
    expect(page).toContain('Importe de la compra: $ 90.000,00');
    // On the customer's current account: delivered, nothing collected.
    expect(page).toContain('4. Pedido N.º 17 – Kiosco a Cuenta Dirección: Sarmiento 5, Lanús A cobrar: Nada: va a la cuenta corriente Importe del pedido: $ 800,00');
  });

  it('keeps every amount to collect in one piece: "$" joined to its figure by a no-break space', () => {
    const html = renderRoadmapSheet(ROADMAP, '80mm', ES);
    expect(html).toContain('$\u00a03.500,30');
    expect(html).not.toMatch(/\$\s(?<!\u00a0)/u);
  });

  it('totals what the driver collects, by payment method, leaving pick-ups and accounts out', () => {
    const page = text(renderRoadmapSheet(ROADMAP, '80mm', ES));
    expect(page).toContain('A cobrar en efectivo $ 3.000,30 A cobrar por banco $ 500,00 Total a cobrar $ 3.500,30');
    expect(page).toContain('Firma del chofer');
    expect(renderRoadmapSheet(ROADMAP, '80mm', ES)).toContain('size: 80mm');
  });

  it('leaves each delivery a blank for what was collected and a signature for who received', () => {
    const page = text(renderRoadmapSheet(ROADMAP, 'A4', ES));
    expect(page).toContain('Notas: Portón verde Cobrado: Firma y aclaración de quien recibe:');
    // A pick-up collects nothing: only who handed the goods over signs.
    expect(page).toMatch(/5\. Retiro – compra N.º 4 – Lácteos del Sur .* Firma y aclaración de quien recibe:/);
    expect(page.match(/Cobrado:/g)).toHaveLength(4);
  });

  it('marks a stop whose customer picks the order up (no delivery option, on the roadmap from before) to be taken off, and only that one', () => {
    const { stops } = buildRoadmapSheet(
      [order(20, 'c1', 'Almacén Don Pepe', 'Mitre 10', null, [], 100, 'EFECTIVO'), order(21, 'c2', 'Kiosco Retira', 'Alsina 20', null, [], 200, 'EFECTIVO', null, null)],
      [PICKUP],
      { products: new Map(), providers: new Map(), onAccount: new Set() },
    );
    expect(stops.map((s) => s.customerPicksUp)).toEqual([false, true, false]);
    const page = text(renderRoadmapSheet({ ...ROADMAP, stops }, 'A4', ES));
    expect(page).toContain('2. Pedido N.º 21 – Kiosco Retira Retira el cliente: sacalo de la hoja Dirección: Alsina 20');
    expect(page.match(/sacalo de la hoja/g)).toHaveLength(1);
  });

  it('leaves a stop whose customer picks the order up out of what the driver collects, on the sheet and in its totals', () => {
    const sheet = buildRoadmapSheet(
      [order(20, 'c1', 'Almacén Don Pepe', 'Mitre 10', null, [], 100, 'EFECTIVO'), order(21, 'c2', 'Kiosco Retira', 'Alsina 20', null, [], 200, 'BANCO', null, null)],
      [],
      { products: new Map(), providers: new Map(), onAccount: new Set() },
    );
    expect(sheet.stops.map((s) => [s.amount, s.toCollect])).toEqual([
      [100, 100],
      [200, 0],
    ]);
    expect(sheet.totals).toMatchObject({ toCollect: 100, toCollectByPaymentMethod: { EFECTIVO: 100, BANCO: 0 } });
    const page = text(renderRoadmapSheet({ ...ROADMAP, ...sheet }, 'A4', ES));
    expect(page).toContain('A cobrar en efectivo $ 100,00 A cobrar por banco $ 0,00 Total a cobrar $ 100,00');
  });
});

const BUY: BuySheet = {
  number: 4,
  createdAt: '2026-03-01T09:30:00',
  state: 'APROBADA',
  received: false,
  provider: { name: 'Lácteos del Sur', cuit: '30500000001', phone: '4222-2222', address: 'Ruta 4 km 2, Lanús' },
  garage: 'Temperley',
  lines: [{ product: 'Leche entera 1 l', productId: 'p1', quantity: 24, unit: 'UNITY', unitCost: 1250.5, amount: 30012 }],
  subtotal: 30012,
  withdrawal: { name: 'Retiro con flete propio', date: '2026-03-06', charged: true, fee: 15000 },
  logistic: 15000,
  total: 15012,
  notes: null,
};

describe('buy sheet', () => {
  it('shows the provider, the lines at cost and the total after the pick-up fee', () => {
    const a4 = text(renderBuySheet(BUY, 'A4', ES));
    expect(a4).toContain('Orden de compra N.º 4');
    expect(a4).toContain('Proveedor: Lácteos del Sur CUIT: 30-50000000-1');
    expect(a4).toContain('Retiro: Retiro con flete propio Fecha de retiro: 06/03/2026');
    expect(a4).toContain('24 Leche entera 1 l $ 1.250,50 $ 30.012,00');
    expect(a4).toContain('Subtotal $ 30.012,00 Logística -$ 15.000,00 Total $ 15.012,00');
    expect(text(renderBuySheet(BUY, '80mm', ES))).not.toContain('Costo unit.');
  });
});

const SLIP: CashSlip = {
  number: 7,
  createdAt: '2026-03-05T18:00:00',
  type: 'commercial.provider',
  concept: 'EGRESS',
  paymentMethod: 'CASH',
  amount: 1234.56,
  parties: [['provider', 'Lácteos del Sur']],
  garage: 'Temperley',
  tag: null,
  description: 'Pago factura 0001-00001234',
};

describe('cash slip', () => {
  it('says who was paid how much, how and why, for both to sign', () => {
    for (const paper of ['A4', '80mm'] as const) {
      const page = text(renderCashSlip(SLIP, paper, ES));
      expect(page).toContain('Comprobante de egreso N.º 7');
      expect(page).toContain('Tipo: Proveedor Concepto: Egreso Medio de pago: Efectivo Proveedor: Lácteos del Sur Depósito: Temperley');
      expect(page).toContain('Importe $ 1.234,56');
      expect(page).toContain('Descripción: Pago factura 0001-00001234');
      expect(page).toContain('Entregó');
    }
  });
});

describe('dates on paper', () => {
  it('are the business day, not the PC clock: 22:30 on 30 November in Buenos Aires stays in November', () => {
    const page = text(renderOrderReceipt({ ...ORDER, createdAt: '2026-12-01T01:30:00.000Z' }, 'A4', ES));
    expect(page).toContain('Fecha: 30/11/2026 22:30');
    const madrid = text(renderOrderReceipt({ ...ORDER, createdAt: '2026-12-01T01:30:00.000Z' }, 'A4', { ...ES, zone: 'Europe/Madrid' }));
    expect(madrid).toContain('Fecha: 01/12/2026 02:30');
  });
});
