/**
 * Planner-parity cases (parity.test.ts) of routing: drivers and roadmaps for orders, and the
 * roadmaps themselves. Each case makes what it needs through the API, as users would.
 */
import type { RouteName } from '../../../src-shared/routes/index.js';
import { expectStatus } from '../../support/actors.js';
import { createOrder, createProvider, deliveryTo, moveOrder, uniqueName } from '../../support/orders.js';
import { call } from '../../support/server.js';
import type { ParityCase, World } from './parity-cases.js';

async function post(world: World, path: string, body: unknown, method = 'POST', status = 201): Promise<string> {
  return (await expectStatus(call<{ _id: string }>(world.url, method, path, { token: world.admin, body }), status))._id;
}

/** A client-made id, as the desktop sends with every create. */
const clientId = (n: number) => `6b0c00000000000000000${n.toString(16).padStart(3, '0')}`;

const driverOf = (world: World, isDriver = true) => post(world, '/user', { name: 'Chofer Ruta', username: uniqueName('chofer'), role: 'OPERACION', isDriver });

const roadmapOf = async (world: World, date = '2026-03-10') => post(world, '/roadmap', { driver: await driverOf(world), date, notes: 'Zona norte' });

/** A buy its provider's goods are picked up for. */
async function pickUpBuy(world: World): Promise<string> {
  const provider = await createProvider(world.url, world.admin);
  const withdrawal = { _id: await post(world, '/withdrawal', { name: uniqueName('Retiro '), fee: 800 }), date: '2026-03-10', charged: true };
  return post(world, '/buy', { provider, cart: { items: [{ product: world.products.weight, quantity: 2000 }] }, withdrawal });
}

/** An order of the partner's, moved by `actions`. */
export async function orderOf(world: World, actions: Parameters<typeof moveOrder>[3] = []): Promise<string> {
  const items = [
    { product: world.products.weight, quantity: 1500 },
    { product: world.products.unity, quantity: 2 },
  ];
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
    {
      name: 'an order the customer picks up (no delivery option) goes on no roadmap',
      as: 'admin',
      refused: true,
      input: async (world) => {
        const order = await createOrder(world.url, world.partner.token, { customer: world.customer, items: [{ product: world.products.unity, quantity: 1 }], delivery: deliveryTo() });
        await moveOrder(world.url, world.admin, order._id, ['confirm']);
        return { params: { id: order._id }, body: { roadmap: await roadmapOf(world, '2026-03-13') } };
      },
    },
  ],
  'roadmap.create': [
    {
      name: 'a driver’s roadmap for a day',
      as: 'admin',
      input: async (world) => ({ body: { _id: clientId(1), driver: await driverOf(world), date: '2026-03-11', notes: 'Zona sur' } }),
    },
    {
      name: 'a second roadmap on the driver’s same business day, given as an instant, is refused',
      as: 'admin',
      refused: true,
      input: async (world) => {
        const driver = await driverOf(world);
        await post(world, '/roadmap', { driver, date: '2026-03-12' });
        return { body: { _id: clientId(2), driver, date: '2026-03-12T22:30:00.000Z' } };
      },
    },
    {
      name: 'a user who does not drive takes no roadmap',
      as: 'admin',
      refused: true,
      input: async (world) => ({ body: { _id: clientId(3), driver: await driverOf(world, false), date: '2026-03-11' } }),
    },
  ],
  'roadmap.remove': [
    {
      name: 'a roadmap removed: its order and its pick-up are left without one',
      as: 'admin',
      input: async (world) => {
        const roadmap = await roadmapOf(world);
        await post(world, `/order/${await orderOf(world, ['confirm'])}/roadmap`, { roadmap }, 'PATCH', 200);
        await post(world, `/buy/${await pickUpBuy(world)}/roadmap`, { roadmap }, 'PATCH', 200);
        return { params: { id: roadmap } };
      },
    },
  ],
};
