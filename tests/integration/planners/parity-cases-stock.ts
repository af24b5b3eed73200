/**
 * Planner-parity cases (parity.test.ts) of a product's stock set by hand: the critical level, an
 * adjustment and a count. The desk reads a garage's figures from the stock ledger it pulled; the
 * server from its stock table. Each case makes its product (and its stock) through the API first.
 */
import { routeByName, type RouteName } from '../../../src-shared/routes/index.js';
import { expectStatus } from '../../support/actors.js';
import { addStock, createOrder, createProduct, createProvider, deliveryTo, moveOrder, uniqueName } from '../../support/orders.js';
import { call } from '../../support/server.js';
import type { ParityCase, World } from './parity-cases.js';

/** A new product holding `quantity` units in the default garage (none: no ledger record yet). */
async function stocked(world: World, quantity: number): Promise<string> {
  const product = await createProduct(world.url, world.admin, { provider: await createProvider(world.url, world.admin), unit: 'UNITY', taxBase: 100 });
  if (quantity !== 0) await addStock(world.url, world.admin, product._id, quantity);
  return product._id;
}

/** A product with every figure moved: 40 on hand, then 6 committed to the partner's confirmed order. */
async function committed(world: World): Promise<string> {
  const product = await stocked(world, 40);
  const order = await createOrder(world.url, world.partner.token, { customer: world.customer, items: [{ product, quantity: 6 }], delivery: deliveryTo(world.options.near) });
  await moveOrder(world.url, world.admin, order._id, ['confirm']);
  return product;
}

const post = async (world: World, path: string, body: object): Promise<string> => (await expectStatus(call<{ _id: string }>(world.url, 'POST', path, { token: world.admin, body }), 201))._id;

async function otherGarage(world: World): Promise<string> {
  return post(world, '/garage', { name: uniqueName('Depósito ') });
}

async function disabledGarage(world: World): Promise<string> {
  const garage = await otherGarage(world);
  const def = routeByName('garage.disable');
  await expectStatus(call(world.url, def.method, def.path.replace('{id}', garage), { token: world.admin }));
  return garage;
}

const MISSING_PRODUCT = '6b0c0000000000000000ffff';

export const STOCK_PARITY_CASES: { readonly [N in RouteName]?: readonly ParityCase[] } = {
  'product.critical': [
    {
      name: 'a critical level set in the default garage: the move is the difference from the one held',
      as: 'admin',
      input: async (world) => {
        const product = await stocked(world, 20);
        await expectStatus(call(world.url, 'PUT', `/product/${product}/critical`, { token: world.admin, body: { critical: 4 } }));
        return { params: { id: product }, body: { critical: 15 } };
      },
    },
    {
      name: 'a critical level in a garage that never held the product',
      as: 'admin',
      input: async (world) => ({ params: { id: await stocked(world, 20) }, body: { critical: 3, garage: await otherGarage(world) } }),
    },
    {
      name: 'a mixed product keeps no stock of its own',
      as: 'admin',
      refused: true,
      input: async (world) => ({ params: { id: world.products.mixed }, body: { critical: 2 } }),
    },
  ],
  'product.adjustment': [
    {
      name: 'stock on hand lowered, for its reason',
      as: 'admin',
      input: async (world) => ({ params: { id: await stocked(world, 20) }, body: { quantity: -3, reason: 'rotura' } }),
    },
    {
      name: 'half a unit of a product that does not split packages',
      as: 'admin',
      refused: true,
      input: async (world) => ({ params: { id: await stocked(world, 20) }, body: { quantity: -3.5, reason: 'rotura' } }),
    },
    {
      name: 'the first stock of a product, in another garage',
      as: 'admin',
      input: async (world) => ({ params: { id: await stocked(world, 0) }, body: { quantity: 12, reason: 'traslado', garage: await otherGarage(world) } }),
    },
    {
      name: 'a missing product',
      as: 'admin',
      refused: true,
      input: async () => ({ params: { id: MISSING_PRODUCT }, body: { quantity: 1, reason: 'recuento' } }),
    },
    {
      name: 'a disabled garage is refused on its field',
      as: 'admin',
      refused: true,
      unheld: true,
      input: async (world) => ({ params: { id: await stocked(world, 5) }, body: { quantity: 1, reason: 'recuento', garage: await disabledGarage(world) } }),
    },
  ],
  'product.forceAdjustment': [
    {
      name: 'the counted real stock: the move is the difference',
      as: 'admin',
      input: async (world) => ({ params: { id: await stocked(world, 20) }, body: { real: 12, reason: 'recuento mensual' } }),
    },
    {
      name: 'the theoretical stock stated: real follows from what is committed',
      as: 'admin',
      input: async (world) => ({ params: { id: await committed(world) }, body: { theoretical: 30 } }),
    },
    {
      name: 'real and theoretical that disagree are refused',
      as: 'admin',
      refused: true,
      input: async (world) => ({ params: { id: await committed(world) }, body: { real: 30, theoretical: 30 } }),
    },
  ],
};
