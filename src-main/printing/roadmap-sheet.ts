/**
 * The roadmap (domain §7): the driver's sheet for one day, each stop in order — customer or
 * provider, address, phone, items, amount to collect and how — with the totals to hand in and a
 * signature line.
 */
import type { OrderPaymentMethod, Unit } from '../../src-shared/constants.js';
import type { PaperSize } from '../../src-shared/ipc/settings.js';
import { Decimal } from '../../src-shared/money.js';
import { day, fields, money, note, page, section, signature, table, totals, type Html } from './html.js';
import { ORDER_PAYMENT_LABEL, quantity } from './labels.js';

export interface StopItem {
  product: string;
  quantity: number;
  unit: Unit;
}

export type RoadmapStop =
  /** A delivery: the customer pays `amount` on receipt. */
  | { kind: 'order'; number: number; party: string; address: string | null; phone: string | null; items: StopItem[]; amount: number; paymentMethod: OrderPaymentMethod; notes: string | null }
  /** A pick-up at a provider (a buy with a withdrawal). */
  | { kind: 'buy'; number: number; party: string; address: string | null; phone: string | null; items: StopItem[]; amount: number; notes: string | null };

export interface RoadmapSheet {
  number: number;
  date: string;
  driver: string;
  notes: string | null;
  stops: RoadmapStop[];
}

export function roadmapTitle(roadmap: Pick<RoadmapSheet, 'number'>): string {
  return `Hoja de ruta N° ${roadmap.number}`;
}

function stop(s: RoadmapStop, index: number, paper: PaperSize): Html {
  const what = s.kind === 'order' ? `Pedido N° ${s.number}` : `Retiro – compra N° ${s.number}`;
  const info = fields([
    ['Dirección', s.address],
    ['Teléfono', s.phone],
    [s.kind === 'order' ? 'A cobrar' : 'Importe de la compra', money(s.amount)],
    ['Forma de pago', s.kind === 'order' ? ORDER_PAYMENT_LABEL[s.paymentMethod] : null],
  ]);
  const items = table(paper, [{ label: 'Cant.', align: 'right' }, { label: 'Producto' }], s.items.map((i) => [quantity(i.quantity, i.unit), i.product]));
  return section(`${index + 1}. ${what} – ${s.party}`, info, items, note('Notas', s.notes));
}

export function renderRoadmapSheet(roadmap: RoadmapSheet, paper: PaperSize): string {
  const orders = roadmap.stops.filter((s) => s.kind === 'order');
  const collect = (method: OrderPaymentMethod) => Decimal.sum(orders.filter((o) => o.paymentMethod === method).map((o) => o.amount));
  const body: Html[] = [
    fields([
      ['Fecha', day(roadmap.date)],
      ['Chofer', roadmap.driver],
      ['Paradas', String(roadmap.stops.length)],
    ]),
    note('Notas', roadmap.notes),
    ...roadmap.stops.map((s, i) => stop(s, i, paper)),
    totals([
      ['A cobrar en efectivo', collect('EFECTIVO')],
      ['A cobrar por banco', collect('BANCO')],
      ['Total a cobrar', Decimal.sum(orders.map((o) => o.amount))],
    ]),
    signature(['Firma del chofer', 'Recibió (caja)']),
  ];
  return page({ title: roadmapTitle(roadmap), heading: roadmapTitle(roadmap), paper, body });
}
