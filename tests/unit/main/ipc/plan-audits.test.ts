/**
 * The desk's reads for an audit's planner (src-main/replica/plan-reads.ts): a period's documents
 * come from a replica that holds the collection whole for the signed-in role, placed by their
 * creation or delivery; where the role does not pull them whole, the read answers nothing and the
 * audit is shown as sent, never summed from a part.
 */
import { describe, expect, it } from 'vitest';
import { withPlan, type PlanSources } from '../../../../src-main/ipc/handlers/plan-queued.js';
import type { ReplicaDoc } from '../../../../src-main/replica/index.js';
import { replicaPlanReads, type ReplicaSource } from '../../../../src-main/replica/plan-reads.js';
import type { Mutation } from '../../../../src-main/sync/index.js';
import type { Role } from '../../../../src-shared/constants/roles.js';
import { plannerOf } from '../../../../src-shared/planners/index.js';

const P1 = '65f0a1b2c3d4e5f6a7b8c001';
const P2 = '65f0a1b2c3d4e5f6a7b8c002';

const doc = (collection: string, n: number, fields: Record<string, unknown>): ReplicaDoc & { collection: string; number: number } => ({
  collection,
  _id: `65f0a1b2c3d4e5f6a7b8d${String(n).padStart(3, '0')}`,
  number: n,
  status: true,
  createdAt: `2026-03-0${n % 9}T10:00:00.000Z`,
  ...fields,
});

const STORED = [
  doc('cashflows', 3, { partner: P1, type: 'commercial.partner', concept: 'INGRESS', amount: 30 }),
  doc('cashflows', 1, { partner: P1, type: 'commercial.partner', concept: 'INGRESS', amount: 10 }),
  doc('cashflows', 2, { partner: P2, type: 'commercial.partner', concept: 'EGRESS', amount: 20 }),
  doc('orders', 4, { partner: P1, delivery: { delivered: true, deliveredAt: '2026-03-06T10:00:00.000Z' } }),
  doc('orders', 5, { partner: P1, delivery: { delivered: false, deliveredAt: null } }),
  doc('audits', 6, { kind: 'partner', partner: P1, to: '2026-03-02T00:00:00.000Z' }),
  doc('audits', 7, { kind: 'partner', partner: P1, to: '2026-03-04T00:00:00.000Z', status: false }),
];

/** A replica holding `STORED`, filtered by equal fields and sorted by number as the real one. */
const replica: ReplicaSource = {
  listIds: (collection, options) =>
    STORED.filter((d) => d.collection === collection && Object.entries(options?.filters ?? {}).every(([name, value]) => d[name] === value))
      .sort((a, b) => (options?.sort?.direction === 'asc' ? a.number - b.number : b.number - a.number))
      .map((d) => d._id),
  getMany: (collection, ids) => ids.flatMap((id) => STORED.filter((d) => d.collection === collection && d._id === id)),
};

const ids = (docs: ReadonlyArray<{ _id: string }> | undefined) => docs?.map((d) => d._id.slice(-3));

describe('an audit’s reads over the replica', () => {
  it('answers the party’s documents of a period, oldest first, placed by creation or by delivery', async () => {
    const reads = replicaPlanReads(replica, 'ADMIN');
    expect(ids(await reads.covered('cashflows', { party: { column: 'partner', id: P1 }, at: 'createdAt', after: null }))).toEqual(['001', '003']);
    expect(ids(await reads.covered('cashflows', { party: { column: 'partner', id: P1 }, at: 'createdAt', after: '2026-03-01T10:00:00.000Z' }))).toEqual(['003']);
    expect(ids(await reads.covered('orders', { party: { column: 'partner', id: P1 }, at: 'deliveredAt', after: '2026-03-05T00:00:00.000Z' }))).toEqual(['004']);
    expect(ids(await reads.covered('cashflows', { at: 'createdAt', after: null }))).toEqual(['001', '002', '003']);
    expect(reads.missedAny()).toBe(false);
  });

  it('takes the latest enabled audit of the kind and party as the previous one, and none when there is none', async () => {
    const reads = replicaPlanReads(replica, 'ADMIN');
    expect((await reads.lastAudit('partner', { column: 'partner', id: P1 }))?.number).toBe(6);
    expect(await reads.lastAudit('partner', { column: 'partner', id: P2 })).toBeNull();
    expect(reads.missedAny()).toBe(false);
  });

  it.each<Role>(['AV', 'CUSTOMER'])('answers nothing to a %s, whose replica does not hold every entry', async (role) => {
    const reads = replicaPlanReads(replica, role);
    expect(await reads.covered('cashflows', { at: 'createdAt', after: null })).toBeUndefined();
    expect(reads.missedAny()).toBe(true);
  });
});

describe('an audit planned on a desk that lacks what it sums', () => {
  const sent: Mutation = { method: 'POST', path: '/audit/partner', body: { partner: P1 }, collection: 'audits', docId: P2, optimistic: { _id: P2 } };
  const sources = (role: Role): PlanSources => ({
    replica,
    signedIn: () => ({ actor: { id: P1, role }, user: { _id: P1, role, username: 'ana', name: 'Ana' } }),
    now: () => new Date('2026-03-09T12:00:00.000Z'),
    newId: () => P2,
  });

  it('is shown as sent, not summed from the part it holds', async () => {
    const planner = plannerOf('audit.partnerCreate');
    if (planner === undefined) throw new Error('audit.partnerCreate has no planner');
    const args = { params: undefined, query: undefined, body: { partner: P1 } };
    expect(await withPlan(sent, args, planner, sources('AV'), true)).toBe(sent);
  });
});
