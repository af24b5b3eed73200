/**
 * Planner-parity cases (parity.test.ts) of deliver and its roll back, which settle the order's
 * money (domain §6, issues 18 and 19): on a current account with part collected, without one with
 * the whole collected by another method, a part collected without an account refused, and the roll
 * back of each. Every case takes a new customer of the partner's, so no other case's account or
 * order is in the way.
 */
import type { RouteName } from '../../../src-shared/routes/index.js';
import { createCustomer, expectStatus } from '../../support/actors.js';
import { createOrder, deliveryTo, moveOrder, uniqueName } from '../../support/orders.js';
import { call } from '../../support/server.js';
import type { ParityCase, World } from './parity-cases.js';

interface Prepared {
  id: string;
  total: number;
}

/** A prepared order, paid EFECTIVO, of a new customer of the partner's; the customer's account opened first when `balance` is given. */
async function preparedOrder(world: World, balance?: number): Promise<Prepared> {
  const customer = (await createCustomer(world.url, world.partner.token, { name: uniqueName('Cliente entrega ') }))._id;
  if (balance !== undefined) await expectStatus(call(world.url, 'POST', '/account', { token: world.admin, body: { customer, balance } }), 201);
  const items = [
    { product: world.products.weight, quantity: 1500 },
    { product: world.products.unity, quantity: 3 },
  ];
  const order = await createOrder(world.url, world.partner.token, { customer, items, delivery: deliveryTo(world.options.near), paymentMethod: 'EFECTIVO' });
  const prepared = await moveOrder(world.url, world.admin, order._id, ['confirm', 'prepare']);
  return { id: prepared._id, total: prepared.total };
}

/** Part of the total, collected by bank transfer. */
const partOf = (total: number) => ({ amount: Math.round(total * 40) / 100, paymentMethod: 'BANCO' as const });

async function deliver(world: World, order: Prepared, collected?: { amount: number; paymentMethod: 'EFECTIVO' | 'BANCO' }): Promise<void> {
  await expectStatus(call(world.url, 'PUT', `/order/deliver/${order.id}`, { token: world.admin, body: collected ? { collected } : {} }));
}

interface Movement {
  _id: string;
  kind: string;
  refId: string | null;
}

/** The account's movements, oldest first, as the server stored them. */
async function movementsOf(world: World, account: unknown): Promise<Movement[]> {
  return (await expectStatus(call<{ movements: Movement[] }>(world.url, 'GET', `/account/${String(account)}`, { token: world.admin }))).movements;
}

const settlementOf = (stored: Record<string, unknown>) => stored.settlement as { kind: string; ref: string; payment?: string };

export const DELIVERY_PARITY_CASES: { readonly [N in RouteName]?: readonly ParityCase[] } = {
  'order.deliver': [
    {
      name: 'on a current account with part collected: the total charged, the part paid on the account at once',
      as: 'admin',
      input: async (world) => {
        const order = await preparedOrder(world, 1500);
        return { params: { id: order.id }, body: { collected: partOf(order.total) } };
      },
      // The plan's new documents: the order's charge, the payment, the payment's INGRESS.
      madeIds: async (stored, world) => {
        const settlement = settlementOf(stored);
        const movements = await movementsOf(world, settlement.ref);
        const charge = movements.find((movement) => movement.kind === 'order' && movement.refId === stored._id);
        const payment = movements.find((movement) => movement._id === settlement.payment);
        return [String(charge?._id), String(payment?._id), String(payment?.refId)];
      },
    },
    {
      name: 'without an account the whole total collected by another method than the order’s',
      as: 'admin',
      input: async (world) => {
        const order = await preparedOrder(world);
        return { params: { id: order.id }, body: { collected: { amount: order.total, paymentMethod: 'BANCO' } } };
      },
      madeIds: (stored) => [settlementOf(stored).ref],
    },
    {
      name: 'a part collected without an account is refused on the amount',
      as: 'admin',
      refused: true,
      input: async (world) => {
        const order = await preparedOrder(world);
        return { params: { id: order.id }, body: { collected: partOf(order.total) } };
      },
    },
  ],
  'order.rollbackDeliver': [
    {
      name: 'a delivery on account with part collected rolled back: both reversed, the INGRESS removed',
      as: 'admin',
      input: async (world) => {
        const order = await preparedOrder(world, 1500);
        await deliver(world, order, partOf(order.total));
        return { params: { id: order.id } };
      },
      // The plan's new documents: the payment's reversal, then the order's.
      madeIds: async (stored, world) => {
        const account = await expectStatus(call<{ docs: Array<{ _id: string }> }>(world.url, 'GET', `/account?customer=${String(stored.customer)}`, { token: world.admin }));
        const movements = await movementsOf(world, account.docs[0]?._id);
        const reversal = (kind: string) => String(movements.find((movement) => movement.kind === kind && movement.refId === stored._id)?._id);
        return [reversal('paymentReversal'), reversal('orderReversal')];
      },
    },
    {
      name: 'a delivery collected without an account rolled back: its INGRESS removed',
      as: 'admin',
      input: async (world) => {
        const order = await preparedOrder(world);
        await deliver(world, order, { amount: order.total, paymentMethod: 'BANCO' });
        return { params: { id: order.id } };
      },
    },
  ],
};
