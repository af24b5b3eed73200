/**
 * The roadmap (domain §7): the driver's sheet for one day, each stop in order — customer or
 * provider, address, phone, items, amount to collect and how — with the totals to hand in and a
 * signature line. The stops and their figures are the shared sheet (`src-shared/roadmap-sheet.ts`),
 * the very one the server answers with, so the printout lists exactly the server's stops.
 */
import type { PaperSize } from '../../src-shared/ipc/settings.js';
import type { RoadmapSheet as StopSheet, RoadmapStop } from '../../src-shared/roadmap-sheet.js';
import { day, fields, money, note, page, section, signature, table, totals, type Html } from './html.js';
import { ORDER_PAYMENT_LABEL, quantity } from './labels.js';

export type { RoadmapStop, StopItem } from '../../src-shared/roadmap-sheet.js';

/** The roadmap's own fields (the driver by name) and its sheet of stops. */
export interface RoadmapSheet extends StopSheet {
  number: number;
  date: string;
  driver: string;
  notes: string | null;
}

export function roadmapTitle(roadmap: Pick<RoadmapSheet, 'number'>): string {
  return `Hoja de ruta N° ${roadmap.number}`;
}

function collect(s: RoadmapStop): Array<readonly [string, string | null]> {
  if (s.kind === 'pickup') return [['Importe de la compra', money(s.amount)]];
  if (s.onAccount) return [['A cobrar', 'Nada: va a la cuenta corriente'], ['Importe del pedido', money(s.amount)]];
  return [
    ['A cobrar', money(s.toCollect)],
    ['Forma de pago', s.paymentMethod ? ORDER_PAYMENT_LABEL[s.paymentMethod] : null],
  ];
}

function stop(s: RoadmapStop, paper: PaperSize): Html {
  const what = s.kind === 'delivery' ? `Pedido N° ${s.number}` : `Retiro – compra N° ${s.number}`;
  const info = fields([['Dirección', s.addressLine || null], ['Teléfono', s.phone], ...collect(s)]);
  const items = table(paper, [{ label: 'Cant.', align: 'right' }, { label: 'Producto' }], s.items.map((i) => [quantity(i.quantity, i.unit ?? 'UNITY'), i.name]));
  return section(`${s.position}. ${what} – ${s.party.name}`, info, items, note('Notas', s.notes));
}

export function renderRoadmapSheet(roadmap: RoadmapSheet, paper: PaperSize): string {
  const byMethod = roadmap.totals.toCollectByPaymentMethod;
  const body: Html[] = [
    fields([
      ['Fecha', day(roadmap.date)],
      ['Chofer', roadmap.driver],
      ['Paradas', String(roadmap.totals.stops)],
    ]),
    note('Notas', roadmap.notes),
    ...roadmap.stops.map((s) => stop(s, paper)),
    totals([
      ['A cobrar en efectivo', byMethod.EFECTIVO],
      ['A cobrar por banco', byMethod.BANCO],
      ['Total a cobrar', roadmap.totals.toCollect],
    ]),
    signature(['Firma del chofer', 'Recibió (caja)']),
  ];
  return page({ title: roadmapTitle(roadmap), heading: roadmapTitle(roadmap), paper, body });
}
