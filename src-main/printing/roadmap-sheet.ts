/**
 * The roadmap (domain §7): the driver's sheet for one day, each stop in order — customer or
 * provider, address, phone, items, amount to collect and how, with blanks for what was actually
 * collected and who received — with the totals to hand in and a signature line. The stops and
 * their figures are the shared sheet (`src-shared/roadmap-sheet.ts`), the very one the server
 * answers with, so the printout lists exactly the server's stops.
 */
import type { PaperSize } from '../../src-shared/ipc/settings.js';
import type { RoadmapSheet as StopSheet, RoadmapStop } from '../../src-shared/roadmap-sheet.js';
import { blanks, day, fields, money, note, page, raw, section, signature, table, totals, warning, type Html } from './html.js';
import { quantity } from './labels.js';
import type { PrintContext, PrintT } from './words.js';

export type { RoadmapStop, StopItem } from '../../src-shared/roadmap-sheet.js';

/** The roadmap's own fields (the driver by name) and its sheet of stops. */
export interface RoadmapSheet extends StopSheet {
  number: number;
  date: string;
  driver: string;
  notes: string | null;
}

export function roadmapTitle(roadmap: Pick<RoadmapSheet, 'number'>, t: PrintT): string {
  return t('roadmap.title', { number: roadmap.number });
}

function collect(s: RoadmapStop, t: PrintT): Array<readonly [string, string | null]> {
  if (s.kind === 'pickup') return [[t('roadmap.buyAmount'), money(s.amount)]];
  if (s.onAccount)
    return [
      [t('roadmap.toCollect'), t('roadmap.onAccount')],
      [t('roadmap.orderAmount'), money(s.amount)],
    ];
  return [
    [t('roadmap.toCollect'), money(s.toCollect)],
    [t('field.paymentMethod'), s.paymentMethod ? t(`orderPayment.${s.paymentMethod}`) : null],
  ];
}

function stop(s: RoadmapStop, paper: PaperSize, t: PrintT): Html {
  const what = s.kind === 'delivery' ? t('roadmap.stopOrder', { number: s.number }) : t('roadmap.stopPickUp', { number: s.number });
  const info = fields([[t('field.address'), s.addressLine || null], [t('field.phone'), s.phone], ...collect(s, t)]);
  const items = table(
    paper,
    [{ label: t('column.quantity'), align: 'right' }, { label: t('column.product') }],
    s.items.map((i) => [quantity(i.quantity, i.unit ?? 'UNITY'), i.name]),
  );
  // What the driver actually collected is written in by hand, beside the signature of whoever received.
  const handwritten = blanks(s.kind === 'delivery' ? [t('page.collected'), t('roadmap.receivedBy')] : [t('roadmap.receivedBy')]);
  // An order its customer picks up, put on the roadmap before that was refused: operations takes it off.
  const off = s.customerPicksUp ? warning(t('roadmap.customerPicksUp')) : raw('');
  return section(`${s.position}. ${what} – ${s.party.name}`, off, info, items, note(t('roadmap.notes'), s.notes), handwritten);
}

export function renderRoadmapSheet(roadmap: RoadmapSheet, paper: PaperSize, print: PrintContext): string {
  const { t } = print;
  const byMethod = roadmap.totals.toCollectByPaymentMethod;
  const body: Html[] = [
    fields([
      [t('page.date'), day(roadmap.date, print)],
      [t('roadmap.driver'), roadmap.driver],
      [t('roadmap.stops'), String(roadmap.totals.stops)],
    ]),
    note(t('roadmap.notes'), roadmap.notes),
    ...roadmap.stops.map((s) => stop(s, paper, t)),
    totals([
      [t('roadmap.toCollectCash'), byMethod.EFECTIVO],
      [t('roadmap.toCollectBank'), byMethod.BANCO],
      [t('roadmap.toCollectTotal'), roadmap.totals.toCollect],
    ]),
    signature([t('roadmap.driverSignature'), t('roadmap.cashierReceived')]),
  ];
  return page({ title: roadmapTitle(roadmap, t), heading: roadmapTitle(roadmap, t), paper, body, print });
}
