/**
 * How a queued write shows its planner's plan (plan-queued.ts): under the id its request carries,
 * with the linked documents (those the server stores under ids of its own as provisional), as sent
 * when the planner was refused for want of a document the replica lacks, and refused at once
 * otherwise.
 */
import { describe, expect, it } from 'vitest';
import { withPlan, type PlanSources } from '../../../../src-main/ipc/handlers/plan-queued.js';
import type { ReplicaDoc } from '../../../../src-main/replica/index.js';
import type { Mutation } from '../../../../src-main/sync/index.js';
import type { Role } from '../../../../src-shared/constants/roles.js';
import { said } from '../../../../src-shared/error-keys/index.js';
import { AppError } from '../../../../src-shared/errors.js';
import { readOne, type AnyRoutePlanner } from '../../../../src-shared/planners/index.js';
import { NO_LEDGER_READS } from '../../../support/replica-doubles.js';

const QUEUED = '65f0a1b2c3d4e5f6a7b8c9d0';
const HELD = '65f0a1b2c3d4e5f6a7b8c9d1';
const NOW = new Date('2026-03-05T12:00:00.000Z');
const held: ReplicaDoc = { _id: HELD, number: 3, status: true, name: 'Almacén' };

const sources = (docs: ReplicaDoc[] = [held], role: Role = 'ADMIN'): PlanSources => {
  let next = 0;
  return {
    replica: { getMany: (_c, ids) => docs.filter((d) => ids.includes(d._id)), listIds: () => docs.map((d) => d._id), ...NO_LEDGER_READS },
    signedIn: () => ({ actor: { id: 'u1', role }, user: { _id: 'u1' } }),
    now: () => NOW,
    newId: () => `65f0a1b2c3d4e5f6a7b8000${++next}`,
  };
};

const sent: Mutation = { method: 'POST', path: '/customer', body: { _id: QUEUED }, collection: 'customers', docId: QUEUED, optimistic: { _id: QUEUED } };
const args = { params: undefined, query: undefined, body: {} };

describe('a queued write planned over the replica', () => {
  it('shows the planned document under the queued id, and the linked ones: those under ids the server makes itself as provisional', async () => {
    const planner: AnyRoutePlanner = async (_args, reads, ctx) => {
      const before = await readOne(reads, 'customers', HELD);
      if (!before) throw new Error('held document not read');
      return {
        doc: { collection: 'customers', _id: ctx.newId(), before: null, fields: { name: 'Nuevo' } as never },
        linked: [
          { collection: 'customers', _id: HELD, before, fields: { name: 'Almacén 2' } as never },
          { collection: 'orders', _id: ctx.newId(), before: null, fields: {} as never },
        ],
        stock: [],
      };
    };
    const write = await withPlan(sent, args, planner, sources(), true);
    expect(write.optimistic).toEqual({ _id: QUEUED, status: true, name: 'Nuevo', createdAt: NOW.toISOString(), updatedAt: NOW.toISOString(), createdBy: 'u1' });
    expect(write.linked).toEqual([
      { collection: 'customers', docId: HELD, optimistic: { ...held, name: 'Almacén 2', updatedAt: NOW.toISOString() } },
      {
        collection: 'orders',
        docId: '65f0a1b2c3d4e5f6a7b80001',
        optimistic: { _id: '65f0a1b2c3d4e5f6a7b80001', status: true, createdAt: NOW.toISOString(), updatedAt: NOW.toISOString(), createdBy: 'u1' },
        provisional: true,
      },
    ]);
  });

  it('shows the write as sent when the planner is refused after a read the replica could not answer', async () => {
    const planner: AnyRoutePlanner = async (_args, reads) => {
      if (!(await readOne(reads, 'customers', '65f0a1b2c3d4e5f6a7b8ffff'))) throw AppError.invalid('customer', said('reference.notEnabled', { what: 'customer', id: 'x' }));
      throw new Error('unreachable');
    };
    expect(await withPlan(sent, args, planner, sources(), true)).toBe(sent);
  });

  it('refuses at once what the planner refuses with every input at hand', async () => {
    const refusal = AppError.invalid('customer', said('reference.notEnabled', { what: 'customer', id: HELD }));
    const planner: AnyRoutePlanner = async (_args, reads) => {
      await readOne(reads, 'customers', HELD);
      throw refusal;
    };
    await expect(withPlan(sent, args, planner, sources(), true)).rejects.toBe(refusal);
  });

  describe('a customer’s open account', () => {
    /** Settles in cash when the replica shows the customer no open account, as a delivery does. */
    const settles: AnyRoutePlanner = async (_args, reads, ctx) => {
      const account = await reads.activeAccount(HELD);
      return { doc: { collection: 'cashflows', _id: ctx.newId(), before: null, fields: { amount: 100, customer: HELD, account: account?._id ?? null } as never }, linked: [], stock: [] };
    };

    it('is known to be none on a desk whose role reads accounts: the write shows its plan', async () => {
      const write = await withPlan(sent, args, settles, sources([held], 'ADMIN'), true);
      expect(write.optimistic).toMatchObject({ _id: QUEUED, amount: 100, account: null });
    });

    it('cannot be told on a desk whose role reads no accounts: the write shows as sent, not as a guess', async () => {
      expect(await withPlan(sent, args, settles, sources([held], 'OPERACION'), true)).toBe(sent);
    });
  });
});
