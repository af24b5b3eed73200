/** Tracker alerts (domain §5): held until a user acknowledges them; one open alert per kind, product and garage. */
import { docs, insertDoc, requireDoc, rowToDoc, saveDoc, type Doc } from '../../db/documents.js';
import type { WriteTx } from '../../db/write.js';
import { TRACKERS, type TrackerFields } from './collections.js';

export type AlertInput = Pick<TrackerFields, 'kind' | 'product' | 'message'> & Partial<Pick<TrackerFields, 'garage' | 'before' | 'after'>>;

export async function raiseAlert(tx: WriteTx, alert: AlertInput): Promise<void> {
  // A cost change is news each time; stock alerts repeat only once the last one was acknowledged.
  if (alert.kind !== 'COST_CHANGED') {
    const open = await docs(tx.trx)
      .selectFrom(TRACKERS.table)
      .select(['doc', 'status', 'number'])
      .where('product', '=', alert.product)
      .where('kind', '=', alert.kind)
      .where('acknowledged', '=', 0)
      .execute();
    // The table has no garage column, so the garage is compared on the documents: negative stock
    // in a second garage is news even while the first garage's alert is open.
    const garage = alert.garage ?? null;
    if (open.some((row) => (rowToDoc<TrackerFields>(row).garage ?? null) === garage)) return;
  }
  await insertDoc(tx, TRACKERS, { garage: null, before: null, after: null, ...alert, acknowledged: false });
}

export async function acknowledgeAlert(tx: WriteTx, id: string): Promise<Doc<TrackerFields>> {
  const alert = await requireDoc(tx.trx, TRACKERS, id);
  if (alert.acknowledged) return alert;
  return saveDoc(tx, TRACKERS, alert, { ...alert, acknowledged: true, acknowledgedBy: tx.actor, acknowledgedAt: tx.now });
}
