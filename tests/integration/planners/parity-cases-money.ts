/**
 * Planner-parity cases (parity.test.ts) of the purchasing and money writes: buys and their
 * transitions, receipts, cash flow entries and customer accounts. Each case makes what it needs
 * through the API as the admin, as users would.
 */
import type { RouteName } from '../../../src-shared/routes/index.js';
import { createCustomer, expectStatus } from '../../support/actors.js';
import { createProvider, uniqueName } from '../../support/orders.js';
import { call } from '../../support/server.js';
import type { ParityCase, World } from './parity-cases.js';

/** A client-made id, as the desktop sends with every create. */
const clientId = (n: number) => `6b0b00000000000000000${n.toString(16).padStart(3, '0')}`;

async function post<T = { _id: string }>(world: World, path: string, body: unknown, method = 'POST', status = 201): Promise<T> {
  return expectStatus(call<T>(world.url, method, path, { token: world.admin, body }), status);
}

const cartOf = (world: World) => ({
  items: [
    { product: world.products.weight, quantity: 2000 },
    { product: world.products.unity, quantity: 10, unitCost: 150.5 },
    { product: world.products.mixed, quantity: 2 },
  ],
});

const pickUpOption = async (world: World) => (await post(world, '/withdrawal', { name: uniqueName('Retiro '), fee: 800 }))._id;

/** A buy of a new provider's, with the test products; `actions` move it on. */
async function buyOf(world: World, options: { pickUp?: boolean; actions?: readonly string[] } = {}): Promise<{ buy: string; provider: string }> {
  const provider = await createProvider(world.url, world.admin);
  const withdrawal = options.pickUp ? { _id: await pickUpOption(world), date: '2026-03-10', charged: true } : { date: null, charged: false };
  const buy = (await post(world, '/buy', { provider, cart: cartOf(world), withdrawal, notes: 'Semanal' }))._id;
  for (const action of options.actions ?? []) await post(world, `/buy/${action}/${buy}`, undefined, 'PUT', 200);
  return { buy, provider };
}

async function driverOf(world: World): Promise<string> {
  return (await post(world, '/user', { name: 'Chofer Paridad', username: uniqueName('chofer'), role: 'OPERACION', isDriver: true }))._id;
}

async function garages(world: World): Promise<{ main: string; other: string }> {
  const page = await expectStatus(call<{ docs: Array<{ _id: string; isDefault?: boolean }> }>(world.url, 'GET', '/garage', { token: world.admin }));
  const main = page.docs.find((garage) => garage.isDefault)?._id ?? page.docs[0]?._id ?? '';
  return { main, other: (await post(world, '/garage', { name: uniqueName('Depósito ') }))._id };
}

/** A transfer between two garages: its origin entry's id, and the other half's. */
async function transfer(world: World): Promise<{ origin: string; other: string }> {
  const { main, other } = await garages(world);
  const origin = await post<{ _id: string; linked: string }>(world, '/cashflow/internal', {
    garage: main,
    destination: other,
    amount: 12_345.67,
    concept: 'EGRESS',
    paymentMethod: 'CASH',
    description: 'Cambio',
  });
  return { origin: origin._id, other: origin.linked };
}

/** A new customer's open account, carrying `balance`. */
async function accountOf(world: World, balance: number): Promise<{ account: string; customer: string }> {
  const customer = (await createCustomer(world.url, world.admin, { name: uniqueName('Cliente cuenta ') }))._id;
  return { account: (await post(world, '/account', { customer, balance }))._id, customer };
}

export const MONEY_PARITY_CASES: { readonly [N in RouteName]?: readonly ParityCase[] } = {
  'buy.create': [
    {
      name: 'a buy with an agreed cost, a mixed product and a charged pick-up',
      as: 'admin',
      input: async (world) => ({
        body: {
          _id: clientId(1),
          provider: await createProvider(world.url, world.admin),
          cart: cartOf(world),
          withdrawal: { _id: await pickUpOption(world), date: '2026-03-10', charged: true },
          isBudget: true,
        },
      }),
    },
    {
      name: 'an unknown product is refused on its item',
      as: 'admin',
      refused: true,
      input: async (world) => ({
        body: { _id: clientId(2), provider: await createProvider(world.url, world.admin), cart: { items: [{ product: clientId(3), quantity: 1 }] }, withdrawal: { date: null, charged: false } },
      }),
    },
  ],
  'buy.replace': [
    {
      name: 'a buy restated without its pick-up: notes left out go back to none',
      as: 'admin',
      input: async (world) => {
        const { buy, provider } = await buyOf(world, { pickUp: true });
        return { params: { id: buy }, body: { provider, cart: { items: [{ product: world.products.unity, quantity: 4 }] }, withdrawal: { date: null, charged: false } } };
      },
    },
  ],
  'buy.update': [
    {
      name: 'a new cart and notes',
      as: 'admin',
      input: async (world) => ({ params: { id: (await buyOf(world)).buy }, body: { cart: { items: [{ product: world.products.weight, quantity: 7000 }] }, notes: 'Cambió el pedido' } }),
    },
  ],
  'buy.withdrawal': [
    {
      name: 'a pick-up option set on an approved buy',
      as: 'admin',
      input: async (world) => ({ params: { id: (await buyOf(world, { actions: ['approve'] })).buy }, body: { _id: await pickUpOption(world), date: null, charged: true } }),
    },
  ],
  'buy.driver': [
    {
      name: 'a driver for a buy picked up',
      as: 'admin',
      input: async (world) => ({ params: { id: (await buyOf(world, { pickUp: true })).buy }, body: { driver: await driverOf(world) } }),
    },
    {
      name: 'a buy the provider delivers is refused',
      as: 'admin',
      refused: true,
      input: async (world) => ({ params: { id: (await buyOf(world)).buy }, body: { driver: await driverOf(world) } }),
    },
  ],
  'buy.roadmap': [
    {
      name: 'a roadmap for a buy picked up brings its driver',
      as: 'admin',
      input: async (world) => {
        const roadmap = (await post(world, '/roadmap', { driver: await driverOf(world), date: '2026-03-10' }))._id;
        return { params: { id: (await buyOf(world, { pickUp: true })).buy }, body: { roadmap } };
      },
    },
  ],
  'buy.approve': [{ name: 'approval resolves the mixed item into its components', as: 'admin', input: async (world) => ({ params: { id: (await buyOf(world)).buy } }) }],
  'buy.rollbackApprove': [{ name: 'an approval rolled back', as: 'admin', input: async (world) => ({ params: { id: (await buyOf(world, { actions: ['approve'] })).buy } }) }],
  'buy.commit': [
    { name: 'a commit makes the agreed cost the product’s', as: 'admin', input: async (world) => ({ params: { id: (await buyOf(world, { actions: ['approve'] })).buy } }) },
    { name: 'a committed buy cannot be committed again', as: 'admin', refused: true, input: async (world) => ({ params: { id: (await buyOf(world, { actions: ['approve', 'commit'] })).buy } }) },
  ],
  'buy.cancel': [{ name: 'an approved buy cancelled', as: 'admin', input: async (world) => ({ params: { id: (await buyOf(world, { actions: ['approve'] })).buy } }) }],
  'receipt.create': [
    {
      name: 'an invoice with a tax line joins its buy’s receipts',
      as: 'admin',
      input: async (world) => {
        const { buy, provider } = await buyOf(world);
        return {
          body: {
            _id: clientId(4),
            type: 'FC',
            grossTotal: 1000,
            total: 1210,
            code: '0001-00000001',
            provider,
            buy,
            taxes: [{ id: clientId(5), value: 210, name: 'IVA 21%', aliquot: 0.21, type: 'C' }],
          },
        };
      },
    },
    {
      name: 'another provider’s buy is refused',
      as: 'admin',
      refused: true,
      input: async (world) => ({
        body: { _id: clientId(6), type: 'FC', grossTotal: 1000, total: 1210, code: '0001-00000002', provider: await createProvider(world.url, world.admin), buy: (await buyOf(world)).buy },
      }),
    },
  ],
  'receipt.remove': [
    {
      name: 'a removed invoice leaves its buy',
      as: 'admin',
      input: async (world) => {
        const { buy, provider } = await buyOf(world);
        return { params: { id: (await post(world, '/receipt', { type: 'FC', grossTotal: 100, total: 121, code: '0001-00000003', provider, buy }))._id } };
      },
    },
  ],
  'cashflow.createPartner': [
    {
      name: 'money a partner collected from a customer',
      as: 'admin',
      input: async (world) => ({ body: { _id: clientId(7), amount: 5000.13, concept: 'INGRESS', paymentMethod: 'CASH', partner: world.partner.user._id, customer: world.customer } }),
    },
  ],
  'cashflow.createProvider': [
    {
      name: 'a payment to a provider, from the default garage',
      as: 'admin',
      input: async (world) => ({
        body: { _id: clientId(8), amount: 90_000, concept: 'EGRESS', paymentMethod: 'BANK', provider: await createProvider(world.url, world.admin), description: 'Pago FC 1' },
      }),
    },
  ],
  'cashflow.createExternal': [
    {
      name: 'money paid to a third party',
      as: 'admin',
      input: async (world) => ({
        body: { _id: clientId(9), amount: 3000, concept: 'EGRESS', paymentMethod: 'CASH', third: (await post(world, '/third', { name: uniqueName('Tercero '), tag: 'servicios' }))._id },
      }),
    },
  ],
  'cashflow.createInternal': [
    {
      name: 'a transfer between garages is two linked entries',
      as: 'admin',
      input: async (world) => {
        const { main, other } = await garages(world);
        return { body: { _id: clientId(10), garage: main, destination: other, amount: 15_000.5, concept: 'EGRESS', paymentMethod: 'CASH', tag: 'caja chica' } };
      },
    },
    {
      name: 'a transfer into the origin is refused',
      as: 'admin',
      refused: true,
      input: async (world) => {
        const { main, other } = await garages(world);
        return { body: { _id: clientId(11), garage: main, destination: other, amount: 100, concept: 'INGRESS', paymentMethod: 'CASH' } };
      },
    },
  ],
  'cashflow.update': [
    {
      name: 'a transfer half turned around moves its other half',
      as: 'admin',
      input: async (world) => ({ params: { id: (await transfer(world)).origin }, body: { amount: 20_000, concept: 'INGRESS', description: 'Devolución' } }),
    },
  ],
  'cashflow.remove': [
    {
      name: 'both halves of a transfer removed together',
      as: 'admin',
      input: async (world) => {
        const { origin, other } = await transfer(world);
        return { params: { id: origin, second: other } };
      },
    },
  ],
  'account.create': [
    {
      name: 'an account opened with a carried balance and its opening movement',
      as: 'admin',
      input: async (world) => ({ body: { _id: clientId(12), customer: (await createCustomer(world.url, world.admin, { name: uniqueName('Cliente nuevo ') }))._id, balance: 1234.57 } }),
    },
    {
      name: 'a second open account for the customer is refused',
      as: 'admin',
      refused: true,
      input: async (world) => ({ body: { _id: clientId(13), customer: (await accountOf(world, 0)).customer } }),
    },
  ],
  'account.update': [
    {
      name: 'a balance corrected with its reason',
      as: 'admin',
      input: async (world) => ({ params: { id: (await accountOf(world, 5000)).account }, body: { balance: 4200, reason: 'Nota de crédito olvidada' } }),
      madeIds: async (stored, world) => {
        const account = await expectStatus(call<{ movements: Array<{ _id: string; kind: string }> }>(world.url, 'GET', `/account/${String(stored._id)}`, { token: world.admin }));
        return account.movements.filter((movement) => movement.kind === 'correction').map((movement) => movement._id);
      },
    },
  ],
  'account.disable': [
    {
      name: 'an open account closed',
      as: 'admin',
      input: async (world) => ({ params: { id: (await accountOf(world, 700)).account } }),
    },
    {
      name: 'a closed account closed again changes nothing',
      as: 'admin',
      unheld: true,
      input: async (world) => {
        const { account } = await accountOf(world, 0);
        await post(world, `/account/${account}`, undefined, 'PUT', 200);
        return { params: { id: account } };
      },
    },
    {
      name: 'a missing account',
      as: 'admin',
      refused: true,
      input: async () => ({ params: { id: '6b0b0000000000000000ffff' } }),
    },
  ],
  'account.pay': [
    {
      name: 'a payment on account lowers the balance and records the INGRESS for the house',
      as: 'admin',
      input: async (world) => ({ body: { _id: clientId(14), customer: (await accountOf(world, 8000)).customer, amount: 2500.5, paymentMethod: 'BANK' } }),
      madeIds: (stored) => [String(stored.refId)],
    },
  ],
};
