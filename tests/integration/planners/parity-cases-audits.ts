/**
 * Planner-parity cases (parity.test.ts) of the audits that close a period (domain §6): each sums
 * what the world's other cases left (orders, buys, cash, receipts, account movements) since the
 * previous audit of its kind and party, so both adapters must read the same documents. Each is
 * planned at the clock's time (`atClock`): its period ends there.
 */
import type { RouteName } from '../../../src-shared/routes/index.js';
import { createCustomer, expectStatus } from '../../support/actors.js';
import { createOrder, createProvider, deliveryTo, moveOrder, uniqueName } from '../../support/orders.js';
import { call } from '../../support/server.js';
import type { ParityCase, World } from './parity-cases.js';

/** A client-made id, as the desktop sends with every create. */
const clientId = (n: number) => `6b0e00000000000000000${n.toString(16).padStart(3, '0')}`;

async function post<T = { _id: string }>(world: World, path: string, body: unknown): Promise<T> {
  return expectStatus(call<T>(world.url, 'POST', path, { token: world.admin, body }), 201);
}

/** A delivered order of the partner's for its customer: what a partner audit closes and a commercial one sums. */
async function deliveredOrder(world: World): Promise<string> {
  const items = [
    { product: world.products.weight, quantity: 1250 },
    { product: world.products.unity, quantity: 3 },
  ];
  const order = await createOrder(world.url, world.partner.token, { customer: world.customer, items, delivery: deliveryTo(world.options.near) });
  await moveOrder(world.url, world.admin, order._id, ['confirm', 'prepare', 'deliver']);
  return order._id;
}

const otherId = '6b0eeeeeeeeeeeeeeeeeeeee';

/** The world's product by id, as the count sheet names it (by its number). */
async function productOf(world: World, id: string): Promise<{ number: number; name: string; unitCost: number }> {
  return expectStatus(call<{ number: number; name: string; unitCost: number }>(world.url, 'GET', `/product/${id}`, { token: world.admin }));
}

/** The audit's stock records, in its order: the ids the server made for those the plan names. */
const countRecords = (stored: Record<string, unknown>): string[] => (stored.transactions as Array<{ id: string }>).map((t) => t.id);

export const AUDIT_PARITY_CASES: { readonly [N in RouteName]?: readonly ParityCase[] } = {
  'audit.commercialCreate': [
    {
      name: 'the period’s sales, approved buys and cash, and the cash held',
      as: 'admin',
      atClock: true,
      input: async (world) => {
        await deliveredOrder(world);
        await post(world, '/cashflow/provider', { amount: 2500.5, concept: 'EGRESS', paymentMethod: 'CASH', provider: await createProvider(world.url, world.admin) });
        return { body: { _id: clientId(1), notes: 'Cierre de paridad' } };
      },
    },
    {
      name: 'a second one starts where the first ended',
      as: 'admin',
      atClock: true,
      input: async () => ({ body: { _id: clientId(2) } }),
    },
    {
      name: 'an id already used is refused',
      as: 'admin',
      atClock: true,
      refused: true,
      input: async (world) => ({ body: { _id: (await post(world, '/audit/commercial', {}))._id } }),
    },
  ],
  'audit.partnerCreate': [
    {
      name: 'a partner’s balance and period: its delivered orders closed',
      as: 'admin',
      atClock: true,
      input: async (world) => {
        await deliveredOrder(world);
        await post(world, '/cashflow', { partner: world.partner.user._id, customer: world.customer, amount: 1000.25, concept: 'INGRESS', paymentMethod: 'CASH' });
        return { body: { _id: clientId(3), partner: world.partner.user._id } };
      },
    },
    {
      name: 'a user who is not a partner is refused',
      as: 'admin',
      atClock: true,
      refused: true,
      input: async (world) => ({ body: { partner: (await post(world, '/user', { name: 'Caja Paridad', username: uniqueName('caja'), role: 'OPERACION' }))._id } }),
    },
  ],
  'audit.providerCreate': [
    {
      name: 'a provider’s invoices and payments',
      as: 'admin',
      atClock: true,
      input: async (world) => {
        const provider = await createProvider(world.url, world.admin);
        await post(world, '/cashflow/provider', { provider, amount: 300, concept: 'EGRESS', paymentMethod: 'BANK' });
        return { body: { _id: clientId(4), provider, notes: 'Conciliación' } };
      },
    },
    {
      name: 'a provider that does not exist is refused',
      as: 'admin',
      atClock: true,
      refused: true,
      input: async () => ({ body: { provider: otherId } }),
    },
  ],
  'audit.inventoryCreate': [
    {
      name: 'a count that moves the stock of two products and reprices one',
      as: 'admin',
      atClock: true,
      input: async (world) => {
        const weight = await productOf(world, world.products.weight);
        const unity = await productOf(world, world.products.unity);
        const rows = [
          { number: weight.number, name: weight.name, unitCost: weight.unitCost + 10.5, m100: null, m500: null, m1000: 1.5, wholesaler: 1.25, theoretical: 0, real: 41_250 },
          { number: unity.number, name: unity.name, unitCost: unity.unitCost, m100: null, m500: null, m1000: null, wholesaler: 1.1, theoretical: 0, real: 37 },
        ];
        return { body: { _id: clientId(7), rows, notes: 'Conteo de paridad' } };
      },
      madeIds: countRecords,
    },
    {
      name: 'rows naming a mixed product and no product are refused, all at once',
      as: 'admin',
      atClock: true,
      refused: true,
      input: async (world) => {
        const mixed = await productOf(world, world.products.mixed);
        const rows = [
          { number: mixed.number, name: mixed.name, unitCost: 1, m100: null, m500: null, m1000: null, wholesaler: 1.1, theoretical: 0, real: 3 },
          { number: 999_999, name: 'Nadie', unitCost: 1, m100: null, m500: null, m1000: null, wholesaler: 1.1, theoretical: 0, real: 3 },
        ];
        return { body: { rows } };
      },
    },
  ],
  'audit.customerCreate': [
    {
      name: 'a customer’s account and delivered orders',
      as: 'admin',
      atClock: true,
      input: async (world) => {
        const customer = (await createCustomer(world.url, world.admin, { name: uniqueName('Cliente auditado ') }))._id;
        await post(world, '/account', { customer, balance: 1500 });
        return { body: { _id: clientId(5), customer } };
      },
    },
    {
      name: 'the partner’s customer, with its delivered orders',
      as: 'admin',
      atClock: true,
      input: async (world) => ({ body: { _id: clientId(6), customer: world.customer } }),
    },
    {
      name: 'a customer that does not exist is refused',
      as: 'admin',
      atClock: true,
      refused: true,
      input: async () => ({ body: { customer: otherId } }),
    },
  ],
};
