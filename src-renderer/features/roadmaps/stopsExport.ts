/**
 * A roadmap's stops as its table exports them: the stops the sheet worked out, in the driver's
 * order, sent as they are with the stop worded as the table words it ("Entrega N.º 12"), and a stop
 * whose customer picks the order up marked as the screen marks it.
 */
import { ORDER_PAYMENT_METHODS } from '../../../src-shared/constants/orders.js';
import type { ExportSource } from '../../../src-shared/ipc/export.js';
import { labelsOf, type ExportableColumn } from '../../components/exportColumns.js';
import type { Translate } from '../../i18n/i18n.js';
import type { RoadmapStop } from './documents.js';

export function stopsExport(stops: readonly RoadmapStop[], t: Translate): { source: ExportSource; columns: ExportableColumn[] } {
  const rows = stops.map((stop) => ({
    position: stop.position,
    stop: t('roadmaps.stop.numbered', { kind: t(`roadmaps.stop.${stop.kind}`), number: stop.number }),
    party: stop.party.name,
    addressLine: stop.addressLine,
    phone: stop.phone,
    toCollect: stop.toCollect,
    paymentMethod: stop.paymentMethod,
    customerPicksUp: stop.customerPicksUp ? t('roadmaps.stop.customerPicksUp') : null,
  }));
  const columns: ExportableColumn[] = [
    { header: t('roadmaps.col.position'), exportAs: { kind: 'number', field: 'position' } },
    { header: t('roadmaps.col.stop'), exportAs: { kind: 'text', field: 'stop' } },
    { header: t('roadmaps.col.party'), exportAs: { kind: 'text', field: 'party' } },
    { header: t('roadmaps.col.address'), exportAs: { kind: 'text', field: 'addressLine', empty: '—' } },
    { header: t('roadmaps.col.phone'), exportAs: { kind: 'text', field: 'phone', empty: '—' } },
    { header: t('roadmaps.col.toCollect'), exportAs: { kind: 'money', field: 'toCollect' } },
    { header: t('roadmaps.col.payment'), exportAs: { kind: 'text', field: 'paymentMethod', labels: labelsOf(ORDER_PAYMENT_METHODS, (m) => t(`roadmaps.payment.${m}`)), empty: '—' } },
    // The screen's and the printed sheet's mark: the order stays a stop, to be taken off the sheet.
    { header: t('roadmaps.col.customerPicksUp'), exportAs: { kind: 'text', field: 'customerPicksUp' } },
  ];
  return { source: { kind: 'rows', rows }, columns };
}
