/**
 * Planner-parity cases (parity.test.ts) of the order transitions that move no money: each moves an
 * order of the partner's there through the API first, as users would.
 */
import type { RouteName } from '../../../src-shared/routes/index.js';
import { orderOf } from './parity-cases-routing.js';
import type { ParityCase } from './parity-cases.js';

export const TRANSITION_PARITY_CASES: { readonly [N in RouteName]?: readonly ParityCase[] } = {
  'order.confirm': [
    {
      name: 'a pending order confirmed for a day: its stock reserved',
      as: 'admin',
      input: async (world) => ({ params: { id: await orderOf(world) }, body: { date: '2026-03-09' } }),
    },
    {
      name: 'a delivery time given as an instant is kept in UTC',
      as: 'partner',
      input: async (world) => ({ params: { id: await orderOf(world) }, body: { date: '2026-03-09T11:30:00-03:00' } }),
    },
  ],
  'order.prepare': [
    {
      name: 'a confirmed order prepared',
      as: 'admin',
      input: async (world) => ({ params: { id: await orderOf(world, ['confirm']) } }),
    },
    {
      name: 'a pending order cannot be prepared',
      as: 'admin',
      refused: true,
      input: async (world) => ({ params: { id: await orderOf(world) } }),
    },
  ],
  'order.rollbackPrepare': [
    {
      name: 'a prepared order back to confirmed',
      as: 'admin',
      input: async (world) => ({ params: { id: await orderOf(world, ['confirm', 'prepare']) } }),
    },
  ],
  'order.suspend': [
    {
      name: 'a prepared order suspended: its reservation released',
      as: 'admin',
      input: async (world) => ({ params: { id: await orderOf(world, ['confirm', 'prepare']) } }),
    },
    {
      name: 'a delivered order cannot be suspended',
      as: 'admin',
      refused: true,
      input: async (world) => ({ params: { id: await orderOf(world, ['confirm', 'prepare', 'deliver']) } }),
    },
  ],
  'order.cancel': [
    {
      name: 'a partner cancels its pending order',
      as: 'partner',
      input: async (world) => ({ params: { id: await orderOf(world) } }),
    },
    {
      name: 'a confirmed order cancelled: its reservation released',
      as: 'admin',
      input: async (world) => ({ params: { id: await orderOf(world, ['confirm']) } }),
    },
  ],
};
