/**
 * The desk's reads for an audit's planner (src-main/replica/plan-reads.ts, ledger-queries.ts): a
 * ledger's figures and entries come summed and filtered by SQL over a replica that holds the
 * collection whole for the signed-in role, placed by creation or delivery in the period [from, to);
 * where the role does not pull them whole, the read answers nothing and the audit is shown as sent,
 * never summed from a part. A real replica file.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withPlan, type PlanSources } from '../../../../src-main/ipc/handlers/plan-queued.js';
import { createDocumentWriter, createReplicaReader, openReplica, type Replica, type ReplicaDoc, type ReplicaReader } from '../../../../src-main/replica/index.js';
import { replicaPlanReads } from '../../../../src-main/replica/plan-reads.js';
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

const sale = (delivered: boolean, deliveredAt: string | null) => ({
  partner: P1,
  stored: false,
  total: 100.1,
  cost: 50.05,
  contribution: 4.4,
  logistic: 3,
  toPay: 80.2,
  profit: 20.3,
  delivery: { delivered, deliveredAt },
});

const STORED = [
  doc('cashflows', 3, { partner: P1, type: 'commercial.partner', concept: 'INGRESS', amount: 30.5, linked: null }),
  doc('cashflows', 1, { partner: P1, type: 'commercial.partner', concept: 'INGRESS', amount: 10, linked: null }),
  doc('cashflows', 2, { partner: P2, type: 'commercial.partner', concept: 'EGRESS', amount: 20, linked: null }),
  doc('cashflows', 13, { partner: P1, type: 'commercial.partner', concept: 'EGRESS', amount: 5, linked: null, status: false }),
  doc('cashflows', 12, { type: 'internal.transfer', concept: 'INGRESS', amount: 7, linked: '65f0a1b2c3d4e5f6a7b8d099' }),
  doc('orders', 4, sale(true, '2026-03-06T10:00:00.000Z')),
  doc('orders', 5, sale(false, null)),
  doc('audits', 6, { kind: 'partner', partner: P1, to: '2026-03-02T00:00:00.000Z' }),
  doc('audits', 7, { kind: 'partner', partner: P1, to: '2026-03-04T00:00:00.000Z', status: false }),
  doc('products', 8, { name: 'Queso' }),
];

let dir: string;
let replica: Replica;
let reader: ReplicaReader;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'plan-audits-'));
  replica = openReplica(join(dir, 'replica.db'));
  const writer = createDocumentWriter(replica.db);
  STORED.forEach(({ collection, ...stored }, seq) => writer.applyServer(collection, stored._id, seq + 1, stored, 0));
  reader = createReplicaReader(replica.db);
});
afterAll(() => {
  replica.close();
  rmSync(dir, { recursive: true, force: true });
});

const party = { column: 'partner', id: P1 } as const;
const ids = (docs: ReadonlyArray<{ id?: string; _id?: string }> | undefined) => docs?.map((d) => (d.id ?? d._id ?? '').slice(-3));

describe('an audit’s ledgers over the replica', () => {
  it('sums the party’s enabled documents of the period per split, the period’s start in and its end out', async () => {
    const reads = replicaPlanReads(reader, 'ADMIN');
    const whole = await reads.ledgerSums('partnerCash', { party, period: { from: null, to: '2026-03-04T00:00:00.000Z' } });
    expect([...(whole ?? [])]).toEqual([['INGRESS', { count: 2, sums: { amount: 40.5 } }]]);
    const fromThird = await reads.ledgerSums('partnerCash', { party, period: { from: '2026-03-03T10:00:00.000Z', to: '2026-03-04T00:00:00.000Z' } });
    expect(fromThird?.get('INGRESS')).toEqual({ count: 1, sums: { amount: 30.5 } });
    const beforeThird = await reads.ledgerSums('partnerCash', { party, period: { from: null, to: '2026-03-03T10:00:00.000Z' } });
    expect(beforeThird?.get('INGRESS')).toEqual({ count: 1, sums: { amount: 10 } });
    expect(reads.missedAny()).toBe(false);
  });

  it('lists the entries oldest first, leaving out transfers and disabled entries', async () => {
    const reads = replicaPlanReads(reader, 'ADMIN');
    const entries = await reads.ledgerEntries('cashMoved', { period: { from: null, to: '2026-04-01T00:00:00.000Z' } });
    expect(ids(entries)).toEqual(['001', '002', '003']);
    expect(entries?.[1]).toEqual({ id: STORED[2]?._id, at: '2026-03-02T10:00:00.000Z', amount: 20, split: 'EGRESS' });
  });

  it('places an order by its delivery: every sale figure summed, an order never delivered in no period', async () => {
    const reads = replicaPlanReads(reader, 'ADMIN');
    const sales = await reads.ledgerSums('sales', { party, period: { from: '2026-03-05T00:00:00.000Z', to: '2026-03-07T00:00:00.000Z' } });
    expect(sales?.get('')).toEqual({ count: 1, sums: { total: 100.1, cost: 50.05, contribution: 4.4, logistic: 3, toPay: 80.2, profit: 20.3 } });
    expect(ids(await reads.ledgerDocs('openSales', { party, period: { from: null, to: '2026-03-07T00:00:00.000Z' } }))).toEqual(['004']);
    expect(await reads.ledgerDocs('openSales', { party, period: { from: null, to: '2026-03-06T10:00:00.000Z' } })).toEqual([]);
  });

  it('takes the latest enabled audit of the kind and party as the previous one, and none when there is none', async () => {
    const reads = replicaPlanReads(reader, 'ADMIN');
    expect((await reads.lastAudit('partner', party))?.number).toBe(6);
    expect(await reads.lastAudit('partner', { column: 'partner', id: P2 })).toBeNull();
    expect(reads.missedAny()).toBe(false);
  });

  it('finds products by number with one query, and counts a number it does not hold as missed', async () => {
    const reads = replicaPlanReads(reader, 'ADMIN');
    const found = await reads.productsNumbered([8, 8]);
    expect([...found.keys()]).toEqual([8]);
    expect(reads.missedAny()).toBe(false);
    await reads.productsNumbered([8, 404]);
    expect(reads.missedAny()).toBe(true);
  });

  it.each<Role>(['AV', 'CUSTOMER'])('answers nothing to a %s, whose replica does not hold every entry', async (role) => {
    const reads = replicaPlanReads(reader, role);
    expect(await reads.ledgerSums('cash', { period: { from: null, to: '2026-04-01T00:00:00.000Z' } })).toBeUndefined();
    expect(reads.missedAny()).toBe(true);
  });
});

describe('an audit planned on a desk that lacks what it sums', () => {
  const sent: Mutation = { method: 'POST', path: '/audit/partner', body: { partner: P1 }, collection: 'audits', docId: P2, optimistic: { _id: P2 } };
  const sources = (role: Role): PlanSources => ({
    replica: reader,
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
