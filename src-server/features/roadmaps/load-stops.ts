/**
 * Reads what a roadmap's sheet needs from the database and hands it to the pure builder
 * (`stops.ts`): the orders and the buys with a withdrawal assigned to the roadmap, their products,
 * the providers' contacts and which customers buy on account.
 */
import { docs, rowToDoc, type AnyReader, type CollectionDef, type Doc } from '../../db/documents.js';
import { BUYS, type BuyFields } from '../buys/collection.js';
import { PROVIDERS, type ProviderFields } from '../catalog/collections.js';
import { ACCOUNTS } from '../customers/account-collections.js';
import { ORDERS, type OrderFields } from '../orders/collection.js';
import { PRODUCTS, type ProductFields } from '../products/collection.js';
import { buildRoadmapSheet, isBuyStop, isOrderStop, type RoadmapSheet } from './stops.js';

async function docsWhere<F extends object>(db: AnyReader, def: CollectionDef<F>, column: string, values: readonly string[]): Promise<Array<Doc<F>>> {
  if (values.length === 0) return [];
  const rows = await docs(db)
    .selectFrom(def.table)
    .select(['doc', 'status', 'number'])
    .where(column, 'in', [...values])
    .orderBy('number')
    .execute();
  return rows.map((row) => rowToDoc<F>(row));
}

/** Orders and buys a roadmap carries: its stops by the shared rule (cancelled ones are off the route; a buy without withdrawal is not picked up). */
export async function roadmapDocuments(db: AnyReader, roadmapId: string): Promise<{ orders: Array<Doc<OrderFields>>; buys: Array<Doc<BuyFields>> }> {
  const orders = await docsWhere<OrderFields>(db, ORDERS, 'roadmap', [roadmapId]);
  const buys = await docsWhere<BuyFields>(db, BUYS, 'roadmap', [roadmapId]);
  return {
    orders: orders.filter(isOrderStop),
    buys: buys.filter(isBuyStop),
  };
}

export async function loadRoadmapSheet(db: AnyReader, roadmapId: string): Promise<RoadmapSheet> {
  const { orders, buys } = await roadmapDocuments(db, roadmapId);
  const productIds = [...new Set([...orders, ...buys].flatMap((d) => d.cart.items.map((i) => i.product)))];
  const products = await docsWhere<ProductFields>(db, PRODUCTS, 'id', productIds);
  const providers = await docsWhere<ProviderFields>(db, PROVIDERS, 'id', [...new Set(buys.map((b) => b.provider))]);
  const accounts = await docsWhere(db, ACCOUNTS, 'customer', [...new Set(orders.map((o) => o.customer))]);
  return buildRoadmapSheet(orders, buys, {
    products: new Map(products.map((p) => [p._id, { name: p.name, unit: p.unit }])),
    providers: new Map(providers.map((p) => [p._id, { phone: p.phone ?? null, address: p.address ?? null }])),
    onAccount: new Set(accounts.filter((a) => a.status).map((a) => a.customer)),
  });
}
