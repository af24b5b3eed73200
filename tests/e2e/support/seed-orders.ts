/**
 * A shared server's database with the demo data and many orders, made before the server starts:
 * each order is taken by the server's own `createOrder` (its schema, pricing and numbering), a few
 * hundred to a write transaction, as the admin. The app then pulls them through the real sync.
 */
import { openDatabase } from '../../../src-server/db/connect.js';
import { migrateToLatest } from '../../../src-server/db/migrate.js';
import { runWrite } from '../../../src-server/db/write.js';
import { createOrder } from '../../../src-server/features/orders/service.js';
import type { Caller } from '../../../src-server/http/context.js';
import { loadDemoData } from '../../../src-server/setup/demo.js';
import { createFirstAdmin, ensureReferenceData } from '../../../src-server/setup/seed.js';
import { orderCreateBody, orderCreateQuery } from '../../../src-shared/schemas/order.js';

const BATCH = 500;

interface Row {
  id: string;
}

export async function seedServerWithOrders(path: string, admin: { username: string; password: string }, count: number): Promise<void> {
  const database = openDatabase(`sqlite:${path}`);
  try {
    const now = new Date();
    await migrateToLatest(database);
    await ensureReferenceData(database, now);
    const first = await createFirstAdmin(database, now, admin.username, admin.password);
    if (!first) throw new Error('the database already had users');
    // The catalog alone: the orders counted are this seed's.
    await loadDemoData(database, now, { history: false });
    const products = (await database.db
      .selectFrom('products' as never)
      .select('id' as never)
      .limit(60)
      .execute()) as unknown as Row[];
    const customers = (await database.db
      .selectFrom('customers' as never)
      .select('id' as never)
      .execute()) as unknown as Row[];
    if (products.length === 0 || customers.length === 0) throw new Error('the demo data has no products or customers');
    const caller: Caller = { kind: 'user', id: first.user._id, role: 'ADMIN', providerId: null, tokenHash: '', device: null };
    const query = orderCreateQuery.parse({});
    for (let start = 0; start < count; start += BATCH) {
      await runWrite(database, { actor: caller.id, now: new Date() }, async (tx) => {
        for (let i = start; i < Math.min(count, start + BATCH); i += 1) {
          const items = [0, 1, 2].slice(0, 1 + (i % 3)).map((k) => ({ product: products[(i * 7 + k * 13) % products.length]!.id, quantity: 1 + ((i + k) % 4) }));
          const body = orderCreateBody.parse({
            customer: customers[i % customers.length]!.id,
            cart: { items },
            delivery: { phone: '+54 11 44445555', contactEmail: '', address: { label: 'Local', street: 'Av. Mitre 1200', city: 'Avellaneda', province: 'Buenos Aires' }, charged: false },
            paymentMethod: i % 5 === 0 ? 'BANCO' : 'EFECTIVO',
          });
          await createOrder(tx, caller, query, body);
        }
      });
    }
  } finally {
    await database.close();
  }
}
