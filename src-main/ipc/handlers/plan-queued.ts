/**
 * A queued write of a route that has a shared planner (src-shared/planners): the planner runs over
 * the replica with the same input the server will get, and the queued row shows what it returns —
 * the document as the server will store it, and the other documents it changes. A refusal for want
 * of an input the replica lacks, or a read the replica cannot answer at all (a collection the role
 * does not read), leaves the write shown as sent (the server's answer settles it); a refusal with
 * every input at hand is the server's own, so the write is refused at once.
 */
import { AppError } from '../../../src-shared/errors.js';
import type { AnyRouteArgs } from '../../../src-shared/ipc/route-input.js';
import { isRecord } from '../../../src-shared/records.js';
import type { AnyRoutePlanner, PlanActor, PlanContext, PlannedDoc } from '../../../src-shared/planners/index.js';
import { refuseMovesPastLimit } from '../../../src-shared/planners/stock-limit.js';
import { replicaPlanReads, UnansweredRead, type ReplicaSource } from '../../replica/plan-reads.js';
import type { ReplicaDoc } from '../../replica/index.js';
import type { LinkedChange, Mutation } from '../../sync/index.js';

/** Who writes, and their own document as the session holds it (a partner's replica lacks the users). */
export interface SignedIn {
  actor: PlanActor;
  user: ReplicaDoc;
}

export interface PlanSources {
  replica: ReplicaSource;
  /** Null when no one is signed in. */
  signedIn(): SignedIn | null;
  now(): Date;
  newId(): string;
}

/** A planned document as the screens see it until the server answers: without the number the server gives it. */
export function shownDoc(planned: PlannedDoc, ctx: PlanContext): ReplicaDoc {
  if (planned.before !== null) return { ...planned.before, ...planned.fields, _id: planned._id, updatedAt: ctx.now };
  return { status: true, ...planned.fields, _id: planned._id, createdAt: ctx.now, updatedAt: ctx.now, createdBy: ctx.actor.id };
}

/**
 * `sent` is the write as queued without a plan (its request, its document id, the document shown as
 * sent); the answer is the same write showing the plan instead. A create (`creates`) is planned
 * under the id its queued request already carries.
 */
export async function withPlan(sent: Mutation, args: AnyRouteArgs, planner: AnyRoutePlanner, sources: PlanSources, creates: boolean): Promise<Mutation> {
  const session = sources.signedIn();
  if (session === null) return sent;
  const { actor, user } = session;
  const reads = replicaPlanReads(sources.replica, actor.role, [{ collection: actor.role === 'CUSTOMER' ? 'customers' : 'users', doc: user }]);
  // A create whose request names its id plans under that id (createdId); else under the one queued.
  let first = creates && !(isRecord(args.body) && typeof args.body._id === 'string');
  const minted = new Set<string>();
  const newId = (): string => {
    if (!first) {
      const id = sources.newId();
      minted.add(id);
      return id;
    }
    first = false;
    return sent.docId;
  };
  const ctx: PlanContext = { actor, now: sources.now().toISOString(), newId };
  try {
    const plan = await planner(args, reads, ctx);
    // A move past what a stock figure holds is refused here, offline, as the server would refuse it on sync.
    await refuseMovesPastLimit(reads, plan.stock);
    // A new document under an id the server will make itself (a delivery's cash entry, a confirmed
    // draft's order) is shown as planned until the write is answered, then the pull brings the server's.
    const linked: LinkedChange[] = plan.linked.map((doc) => ({
      collection: doc.collection,
      docId: doc._id,
      optimistic: shownDoc(doc, ctx),
      ...(doc.before === null && minted.has(doc._id) ? { provisional: true as const } : {}),
    }));
    const { linked: _unplanned, ...request } = sent;
    // A removal shows its document gone until the server answers.
    return { ...request, optimistic: plan.removes ? null : shownDoc(plan.doc, ctx), ...(linked.length > 0 ? { linked } : {}) };
  } catch (error) {
    if (error instanceof UnansweredRead || (error instanceof AppError && reads.missedAny())) return sent;
    throw error;
  }
}
