/** Tracker alerts (domain §5): held until a user acknowledges them; one open alert per kind, product and garage. */
import { planTrackerAcknowledge } from '../../../src-shared/planners/tracker-writes.js';
import { chunks, docs, insertDocs, rowToDoc, type Doc } from '../../db/documents.js';
import type { WriteTx } from '../../db/write.js';
import type { Writer } from '../crud.js';
import { serverPlanContext, serverPlanReads } from '../plan-reads.js';
import { storePlan } from '../planned-write.js';
import { TRACKERS, type TrackerFields } from './collections.js';

export type AlertInput = Pick<TrackerFields, 'kind' | 'product' | 'message'> & Partial<Pick<TrackerFields, 'garage' | 'before' | 'after'>>;

const alertKey = (alert: { kind: string; product: string; garage?: string | null | undefined }): string => `${alert.kind}|${alert.product}|${alert.garage ?? ''}`;

/**
 * Raises several alerts with one read of the open ones and one insert. A cost change is news each
 * time; a stock alert is raised only when no alert of its kind, product and garage is open (nor
 * raised earlier in the same batch).
 */
export async function raiseAlerts(tx: WriteTx, alerts: readonly AlertInput[]): Promise<void> {
  const stockAlerts = alerts.filter((alert) => alert.kind !== 'COST_CHANGED');
  const open = new Set<string>();
  for (const chunk of chunks([...new Set(stockAlerts.map((alert) => alert.product))])) {
    const rows = await docs(tx.trx)
      .selectFrom(TRACKERS.table)
      .select(['doc', 'status', 'number'])
      .where('product', 'in', chunk)
      .where('kind', 'in', [...new Set(stockAlerts.map((alert) => alert.kind))])
      .where('acknowledged', '=', 0)
      .execute();
    // The table has no garage column, so the garage is compared on the documents: negative stock
    // in a second garage is news even while the first garage's alert is open.
    for (const row of rows) open.add(alertKey(rowToDoc<TrackerFields>(row)));
  }
  const raised = alerts.filter((alert) => {
    if (alert.kind === 'COST_CHANGED') return true;
    if (open.has(alertKey(alert))) return false;
    open.add(alertKey(alert));
    return true;
  });
  await insertDocs(
    tx,
    TRACKERS,
    raised.map((alert) => ({ garage: null, before: null, after: null, ...alert, acknowledged: false })),
  );
}

export function raiseAlert(tx: WriteTx, alert: AlertInput): Promise<void> {
  return raiseAlerts(tx, [alert]);
}

/** Planned as the desktop plans it (src-shared/planners/tracker-writes.ts). */
export async function acknowledgeAlert(tx: WriteTx, caller: Writer, id: string): Promise<Doc<TrackerFields>> {
  return (await storePlan(tx, await planTrackerAcknowledge(id, serverPlanReads(tx.trx), serverPlanContext(tx, caller)))).doc;
}
