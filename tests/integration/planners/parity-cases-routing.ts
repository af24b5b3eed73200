/**
 * Planner-parity cases (parity.test.ts) of routing: drivers and roadmaps for orders, and the
 * roadmaps themselves. Each case makes what it needs through the API, as users would.
 */
import type { RouteName } from '../../../src-shared/routes/index.js';
import { expectStatus } from '../../support/actors.js';
import { createOrder, deliveryTo, moveOrder, uniqueName } from '../../support/orders.js';
import { call } from '../../support/server.js';
import type { ParityCase, World } from './parity-cases.js';

async function post(world: World, path: string, body: unknown): Promise<string> {
  return (await expectStatus(call<{ _id: string }>(world.url, 'POST', path, { token: world.admin, body }), 201))._id;
}

const driverOf = (world: World, isDriver = true) => post(world, '/user', { name: 'Chofer Ruta', username: uniqueName('chofer'), role: 'OPERACION', isDriver });

const roadmapOf = async (world: World, date = '2026-03-10') => post(world, '/roadmap', { driver: await driverOf(world), date, notes: 'Zona norte' });

/** An order of the partner's, moved by `actions`. */
async function orderOf(world: World, actions: Parameters<typeof moveOrder>[3] = []): Promise<string> {
  const items = [{ product: world.products.weight, quantity: 1500 }, { product: world.products.unity, quantity: 2 }];
  const order = await createOrder(world.url, world.partner.token, { customer: world.customer, items, delivery: deliveryTo(world.options.near) });
  if (actions.length > 0) await moveOrder(world.url, world.admin, order._id, actions);
  return order._id;
}

export const ROUTING_PARITY_CASES: { readonly [N in RouteName]?: readonly ParityCase[] } = {
  'order.driver': [
    {
      name: 'a driver for a confirmed order',
      as: 'admin',
      input: async (world) => ({ params: { id: await orderOf(world, ['confirm']) }, body: { driver: await driverOf(world) } }),
    },
    {
      name: 'a user who does not drive is refused',
      as: 'admin',
      refused: true,
      input: async (world) => ({ params: { id: await orderOf(world) }, body: { driver: await driverOf(world, false) } }),
    },
    {
      name: 'a cancelled order takes no driver',
      as: 'admin',
      refused: true,
      input: async (world) => ({ params: { id: await orderOf(world, ['cancel']) }, body: { driver: await driverOf(world) } }),
    },
  ],
  'order.roadmap': [
    {
      name: 'a roadmap brings its driver to the order',
      as: 'admin',
      input: async (world) => ({ params: { id: await orderOf(world, ['confirm']) }, body: { roadmap: await roadmapOf(world) } }),
    },
  ],
};
