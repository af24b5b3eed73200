/**
 * What a queued write changes besides its own document, as the server will change it
 * (src-server/features/receipts/service.ts): a receipt linked to a buy joins the buy's receipts,
 * and leaves them when it is removed — so the buy leaves (or rejoins) "sin comprobante" at once,
 * offline too; a transfer between garages writes its second entry (cashflow-prediction.ts). Only
 * what is certain: a buy the replica does not hold is left for the next pull.
 */
import { isRecord } from '../../../src-shared/records.js';
import type { RouteDef } from '../../../src-shared/routes/types.js';
import type { ReplicaDoc } from '../../replica/index.js';
import type { LinkedChange } from '../../sync/index.js';
import { internalMovement } from './cashflow-prediction.js';

type Lookup = (collection: string, id: string) => ReplicaDoc | undefined;

const receiptsOf = (buy: ReplicaDoc): string[] => (Array.isArray(buy.receipts) ? buy.receipts.filter((id): id is string => typeof id === 'string') : []);

function withReceipts(buy: ReplicaDoc, receipts: string[]): LinkedChange {
  return { collection: 'buys', docId: buy._id, optimistic: { ...buy, receipts } };
}

/** The buy a receipt names, when the replica holds it. */
function buyNamed(value: unknown, lookup: Lookup): ReplicaDoc | undefined {
  return typeof value === 'string' ? lookup('buys', value) : undefined;
}

/**
 * The other documents `route` changes: `docId` is the written document's id, `body` what is sent,
 * `before` the document as the replica holds it (none for a create), `written` as it will show.
 */
export function linkedChanges(route: RouteDef, docId: string, body: unknown, before: ReplicaDoc | undefined, written: ReplicaDoc | null, lookup: Lookup): LinkedChange[] {
  if (route.name === 'cashflow.createInternal' && written) {
    const other = internalMovement(written, body)?.destination;
    if (other) return [{ collection: 'cashflows', docId: other._id, optimistic: other }];
  }
  if (route.name === 'receipt.create' && isRecord(body)) {
    const buy = buyNamed(body.buy, lookup);
    if (buy && !receiptsOf(buy).includes(docId)) return [withReceipts(buy, [...receiptsOf(buy), docId])];
  }
  if (route.name === 'receipt.remove' && before && before.status !== false) {
    const buy = buyNamed(before.buy, lookup);
    if (buy && receiptsOf(buy).includes(docId)) return [withReceipts(buy, receiptsOf(buy).filter((id) => id !== docId))];
  }
  return [];
}
