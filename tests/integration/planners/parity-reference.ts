/**
 * Parity cases of reference data's planners (src-shared/planners/reference-routes.ts): each
 * collection's create with its defaults, update, status changes and removals, and the refusals its
 * rules make. What a case writes to is made through the API in its input, as users would.
 */
import { routeByName, type RouteName } from '../../../src-shared/routes/index.js';
import { expectStatus, type PageOf } from '../../support/actors.js';
import { createProduct, createProvider, seededTaxes, uniqueName } from '../../support/orders.js';
import { call } from '../../support/server.js';
import type { CaseInput, ParityCase, World } from './parity-cases.js';

/** A client-made id for a create, apart from the other tables' (0x100 on). */
const clientId = (n: number) => `6b0a00000000000000000${(0x100 + n).toString(16).padStart(3, '0')}`;

const post = async (world: World, path: string, body: object, token = world.admin): Promise<string> => (await expectStatus(call<{ _id: string }>(world.url, 'POST', path, { token, body }), 201))._id;
const byId = (id: string, body?: object): CaseInput => ({ params: { id }, ...(body === undefined ? {} : { body }) });

/** Runs `route` on document `id` as the admin, through its own method and path. */
async function run(world: World, route: RouteName, id: string, body: object = {}): Promise<void> {
  const def = routeByName(route);
  await expectStatus(call(world.url, def.method, def.path.replace('{id}', id), { token: world.admin, body }));
}

/** A document made through `path`, then disabled by `route` (the replica then holds it no more). */
async function disabled(world: World, path: string, body: object, route: RouteName): Promise<string> {
  const id = await post(world, path, body);
  await run(world, route, id);
  return id;
}

/** Create, update, disable and enable of a small catalog (`path` its REST root), as the admin. */
function catalogCases(kind: 'category' | 'provider' | 'garage', body: () => object, update: object, n: number): { readonly [N in RouteName]?: readonly ParityCase[] } {
  const path = `/${kind}`;
  return {
    [`${kind}.create`]: [{ name: 'made with its defaults', as: 'admin', input: async () => ({ body: { _id: clientId(n), ...body() } }) }],
    [`${kind}.update`]: [{ name: 'sent fields over the stored ones', as: 'admin', input: async (world: World) => byId(await post(world, path, body()), update) }],
    [`${kind}.disable`]: [{ name: 'disabled', as: 'admin', input: async (world: World) => byId(await post(world, path, body())) }],
    [`${kind}.enable`]: [{ name: 'a disabled one enabled again', as: 'admin', unheld: true, input: async (world: World) => byId(await disabled(world, path, body(), `${kind}.disable`)) }],
  };
}

/** Create, update and removal (a disable, domain §2) of an option or a method. */
function removableCases(kind: 'delivery' | 'withdrawal' | 'chargeMethod' | 'payMethod', body: () => object, update: object, n: number): { readonly [N in RouteName]?: readonly ParityCase[] } {
  const path = `/${kind}`;
  return {
    [`${kind}.create`]: [{ name: 'made with its defaults', as: 'admin', input: async () => ({ body: { _id: clientId(n), ...body() } }) }],
    [`${kind}.update`]: [{ name: 'sent fields over the stored ones', as: 'admin', input: async (world: World) => byId(await post(world, path, body()), update) }],
    [`${kind}.remove`]: [{ name: 'removed by disabling it', as: 'admin', input: async (world: World) => byId(await post(world, path, body())) }],
  };
}

async function defaultGarage(world: World): Promise<string> {
  const garages = await expectStatus(call<PageOf<{ _id: string; isDefault?: boolean }>>(world.url, 'GET', '/garage', { token: world.admin }));
  const main = garages.docs.find((g) => g.isDefault);
  if (!main) throw new Error('no default garage');
  return main._id;
}

async function adminId(world: World): Promise<string> {
  return (await expectStatus(call<{ user: { _id: string } }>(world.url, 'GET', '/auth/me', { token: world.admin }))).user._id;
}

/** An open alert: stock of a new product taken below zero. */
async function openAlert(world: World): Promise<string> {
  const product = await createProduct(world.url, world.admin, { provider: await createProvider(world.url, world.admin), unit: 'UNITY' });
  await run(world, 'product.adjustment', product._id, { quantity: -3, reason: 'rotura' });
  const open = await expectStatus(call<PageOf<{ _id: string }>>(world.url, 'GET', `/tracker?product=${product._id}&acknowledged=false`, { token: world.admin }));
  return open.docs[0]?._id ?? '';
}

const staffBody = (role = 'OPERACION') => ({ name: 'Marta Caja', username: uniqueName('marta'), role });
const margins = [
  { quantity: 0, value: 1.3 },
  { quantity: 5, value: 1.2 },
];

export const REFERENCE_PARITY_CASES: { readonly [N in RouteName]?: readonly ParityCase[] } = {
  ...catalogCases('category', () => ({ name: 'Quesos Duros', slug: uniqueName('quesos-duros-'), splitPackage: true }), { icon: 'cheese' }, 1),
  ...catalogCases('provider', () => ({ name: uniqueName('Fiambres Lanús ') }), { phone: '+54 11 4000 1000' }, 2),
  ...catalogCases('garage', () => ({ name: uniqueName('Sucursal ') }), { inventory: false }, 3),
  ...removableCases('delivery', () => ({ name: 'Retiro en depósito' }), { name: 'Retiro', customerPrice: 1500, partnerPrice: 500, contributes: true }, 4),
  ...removableCases('withdrawal', () => ({ name: 'Flete propio', fee: 12000 }), { fee: 13000 }, 5),
  ...removableCases('chargeMethod', () => ({ name: 'Mercado Pago' }), { name: 'Mercado Pago QR' }, 6),
  ...removableCases('payMethod', () => ({ name: 'Transferencia' }), { name: 'Transferencia inmediata' }, 7),
  'garage.disable': [
    { name: 'disabled', as: 'admin', input: async (world) => byId(await post(world, '/garage', { name: uniqueName('Sucursal ') })) },
    { name: 'the default garage is refused', as: 'admin', refused: true, input: async (world) => byId(await defaultGarage(world)) },
  ],
  'garage.update': [
    { name: 'sent fields over the stored ones', as: 'admin', input: async (world) => byId(await post(world, '/garage', { name: uniqueName('Sucursal ') }), { inventory: false }) },
    { name: 'the default garage keeps its stock', as: 'admin', refused: true, input: async (world) => byId(await defaultGarage(world), { inventory: false }) },
  ],
  'third.create': [{ name: 'no user’s', as: 'admin', input: async () => ({ body: { _id: clientId(8), name: 'Edesur', tag: 'servicios' } }) }],
  'third.replace': [
    { name: 'restated, its user kept', as: 'admin', input: async (world) => byId(await post(world, '/third', { name: 'Edesur', tag: 'servicios' }), { name: 'Edesur SA', tag: 'luz' }) },
  ],
  'customer.create': [
    {
      name: 'a partner’s own, its tax id read as a CUIT, a final consumer',
      as: 'partner',
      input: async () => ({ body: { _id: clientId(9), name: 'Kiosco Vera', address: { label: 'Local', street: 'Mitre 10', city: 'Lanús', province: 'Buenos Aires' }, taxId: '20123456786' } }),
    },
  ],
  'customer.update': [
    { name: 'address parts merged, the tax id cleared', as: 'partner', input: async (world) => byId(world.customer, { address: { street: 'Alsina 20' }, taxId: null }) },
    {
      name: 'another’s customer is missing to a partner',
      as: 'partner',
      refused: true,
      unheld: true,
      input: async (world) => byId(await post(world, '/customer', { name: 'De la casa', address: { label: 'Local', street: 'Mitre 1', city: 'Lanús', province: 'Buenos Aires' } }), { name: 'Ajeno' }),
    },
  ],
  'customer.disable': [
    {
      name: 'a partner’s own disabled',
      as: 'partner',
      input: async (world) =>
        byId(await post(world, '/customer', { name: 'Kiosco Dos', address: { label: 'Local', street: 'Mitre 2', city: 'Lanús', province: 'Buenos Aires' } }, world.partner.token)),
    },
  ],
  'product.create': [
    {
      name: 'its stored cost from the C taxes, an empty inventory',
      as: 'admin',
      input: async (world) => {
        const taxes = await seededTaxes(world.url, world.admin);
        return {
          body: {
            _id: clientId(10),
            name: 'Queso Cremoso',
            provider: await createProvider(world.url, world.admin),
            unit: 'WEIGHT',
            taxBase: 4000,
            taxes: [taxes.c21, taxes.v21],
            margins,
            contributions: 10,
            wholesalerContributions: 5,
          },
        };
      },
    },
    {
      name: 'a mixed one costs its components',
      as: 'admin',
      input: async (world) => ({
        body: {
          _id: clientId(11),
          name: 'Picada',
          provider: await createProvider(world.url, world.admin),
          unit: 'UNITY',
          taxBase: 0,
          margins,
          contributions: 0,
          wholesalerContributions: 0,
          mixed: {
            components: [
              { product: world.products.weight, quantity: 150 },
              { product: world.products.unity, quantity: 2 },
            ],
          },
        },
      }),
    },
    {
      name: 'a mixed component is refused',
      as: 'admin',
      refused: true,
      input: async (world) => ({
        body: {
          _id: clientId(12),
          name: 'Doble',
          provider: await createProvider(world.url, world.admin),
          unit: 'UNITY',
          taxBase: 0,
          margins,
          contributions: 0,
          wholesalerContributions: 0,
          mixed: { components: [{ product: world.products.mixed, quantity: 1 }] },
        },
      }),
    },
  ],
  'product.update': [
    {
      name: 'the unit cost follows the new tax base, the stock kept',
      as: 'admin',
      input: async (world) => {
        const taxes = await seededTaxes(world.url, world.admin);
        return byId(world.products.unity, { taxBase: 120, taxes: [taxes.c21], wholesalerContributions: 10 });
      },
    },
  ],
  'product.disable': [
    { name: 'disabled', as: 'admin', input: async (world) => byId((await createProduct(world.url, world.admin, { provider: await createProvider(world.url, world.admin), unit: 'UNITY' }))._id) },
  ],
  'product.enable': [
    {
      name: 'a disabled one enabled again',
      as: 'admin',
      unheld: true,
      input: async (world) => {
        const product = await createProduct(world.url, world.admin, { provider: await createProvider(world.url, world.admin), unit: 'UNITY' });
        await run(world, 'product.disable', product._id);
        return byId(product._id);
      },
    },
  ],
  'user.create': [
    {
      name: 'a supplier user reading for its provider, its username in normal form',
      as: 'admin',
      input: async (world) => ({
        body: { _id: clientId(13), name: 'Pedro Proveedor', username: uniqueName('Pedro.Lacteos'), role: 'PROVEEDOR', provider: await createProvider(world.url, world.admin) },
      }),
    },
  ],
  'user.update': [{ name: 'a new role, its provider dropped', as: 'admin', input: async (world) => byId(await post(world, '/user', staffBody()), { role: 'COMPRAS' }) }],
  'user.disable': [
    { name: 'disabled', as: 'admin', input: async (world) => byId(await post(world, '/user', staffBody())) },
    { name: 'oneself is refused', as: 'admin', refused: true, input: async (world) => byId(await adminId(world)) },
  ],
  'user.enable': [{ name: 'a disabled one enabled again', as: 'admin', unheld: true, input: async (world) => byId(await disabled(world, '/user', staffBody(), 'user.disable')) }],
  'user.thirdAdd': [
    { name: 'a new third made for the user', as: 'admin', input: async (world) => byId(await post(world, '/user', staffBody()), {}), madeIds: (stored) => [String(stored.third)] },
    {
      name: 'the user’s third restated with a new tag',
      as: 'admin',
      input: async (world) => {
        const user = await post(world, '/user', staffBody());
        await run(world, 'user.thirdAdd', user);
        return byId(user, { tag: 'cajera' });
      },
    },
  ],
  'user.thirdRemove': [
    {
      name: 'the third disabled and unlinked',
      as: 'admin',
      input: async (world) => {
        const user = await post(world, '/user', staffBody());
        await run(world, 'user.thirdAdd', user);
        return byId(user);
      },
    },
    { name: 'a user with no third is left as it is', as: 'admin', input: async (world) => byId(await post(world, '/user', staffBody())) },
  ],
  'user.profile': [
    { name: 'a partner’s own name and phone', as: 'partner', input: async () => ({ body: { name: 'Ana Paridad Gómez', phone: '+54 11 4555 0101' } }) },
    { name: 'the admin’s colour cleared, its picture set', as: 'admin', input: async () => ({ body: { avatarColor: null, picture: 'https://example.com/ana.png' } }) },
  ],
  'tracker.acknowledge': [
    {
      name: 'an alert acknowledged again changes nothing',
      as: 'admin',
      input: async (world) => {
        const alert = await openAlert(world);
        await run(world, 'tracker.acknowledge', alert);
        return byId(alert);
      },
    },
    { name: 'a missing alert', as: 'admin', refused: true, unheld: true, input: async () => byId('6b0a0000000000000000ffff') },
  ],
  'settings.update': [{ name: 'sent fields over the defaults', as: 'admin', input: async () => ({ body: { companyName: 'Distribuidora del Sur SA', timeZone: 'America/Argentina/Cordoba' } }) }],
};
