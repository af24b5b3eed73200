/**
 * A queued internal cash movement as the server writes it (src-shared `internalEntries`): one entry
 * at the garage, or for a transfer between garages the EGRESS it sends (the queued document) and
 * the INGRESS at the destination, under the id the server gives it (`pairedId`), each naming the other.
 */
import { internalEntries } from '../../../src-shared/documents/money.js';
import { pairedId } from '../../../src-shared/ids.js';
import { cashflowInternalBody } from '../../../src-shared/schemas/cashflow.js';
import type { ReplicaDoc } from '../../replica/index.js';

/** The queued entry and, for a transfer, the other half; null when the body is not one the server takes. */
export function internalMovement(doc: ReplicaDoc, body: unknown): { origin: ReplicaDoc; destination: ReplicaDoc | null } | null {
  const request = cashflowInternalBody.safeParse(body);
  if (!request.success) return null;
  const base = { status: doc.status ?? true, createdAt: doc.createdAt, updatedAt: doc.updatedAt };
  const otherId = pairedId(doc._id);
  const [origin, destination] = internalEntries(request.data, [doc._id, otherId]);
  if (!origin) return null;
  return { origin: { ...base, ...origin, _id: doc._id }, destination: destination ? { ...base, ...destination, _id: otherId } : null };
}
