/**
 * The invariant checks' view (`InvariantWorld`) of a database the demo loaded: its products,
 * garages, providers and partners read back from the tables, so the stock and money invariants
 * written for the random run check the demo's six months too.
 */
import { docs, rowToDoc } from '../../src-server/db/documents.js';
import { HOUSE_PARTNER_USERNAME } from '../../src-shared/constants/house.js';
import { PARTNER_ROLE } from '../../src-shared/constants/roles.js';
import type { InvariantWorld, Unit } from './invariants-world.js';
import type { TestServer } from './server.js';

export async function demoWorld(server: TestServer, admin: string): Promise<InvariantWorld> {
  const all = async <F extends object>(table: string) =>
    (await docs(server.database.db).selectFrom(table).select(['doc', 'status', 'number']).orderBy('number').execute()).map((row) => rowToDoc<F>(row));
  const products = await all<{ name: string; unit: Unit }>('products');
  const garages = await all<object>('garages');
  const providers = await all<object>('providers');
  const users = await all<{ username: string; role: string }>('users');
  const house = users.find((u) => u.username === HOUSE_PARTNER_USERNAME)?._id ?? '';
  return {
    server,
    url: server.url,
    admin,
    operators: [admin],
    providers: providers.map((p) => p._id),
    products: products.map((p) => ({ id: p._id, name: p.name, unit: p.unit, split: false, components: null })),
    garages: garages.map((g) => g._id),
    partners: users.filter((u) => u.role === PARTNER_ROLE && u._id !== house).map((u) => u._id),
    house,
    customers: [],
    delivery: '',
    withdrawal: '',
    third: '',
  };
}
