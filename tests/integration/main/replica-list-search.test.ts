/**
 * The orders, buys and cash flow lists' text filter on a real replica file: found the way the
 * server's lists find them (number, customer or provider name, notes; accents and case ignored,
 * anywhere in the text), and also by the names of the products they carry. A replica made before
 * the search existed is migrated forward and finds its old rows.
 */
import Sqlite from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { REPLICA_MIGRATIONS } from '../../../migrations/replica/index.js';
import { newId } from '../../../src-shared/ids.js';
import { appliedReplicaMigrations, createDocumentWriter, createReplicaReader, migrateReplica, openReplica, type Replica, type ReplicaDoc } from '../../../src-main/replica/index.js';

let dir: string;
let replica: Replica;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'replica-search-'));
  replica = openReplica(join(dir, 'replica.db'));
});

afterEach(() => {
  replica.close();
  rmSync(dir, { recursive: true, force: true });
});

let seq = 0;
const at = '2026-03-10T10:00:00.000Z';
const product = (name: string): ReplicaDoc => ({ _id: newId(), number: (seq += 1), name, unit: 'UNITY', status: true, createdAt: at, updatedAt: at });
const order = (number: number, customerName: string, products: ReplicaDoc[], notes: string | null = null): ReplicaDoc => ({
  _id: newId(),
  number,
  status: true,
  createdAt: at,
  updatedAt: at,
  state: 'PENDIENTE',
  customer: newId(),
  customerName,
  notes,
  cart: { items: products.map((p, i) => ({ number: i + 1, product: p._id, quantity: 1, price: 10 })), total: 10 * products.length },
});
const buy = (number: number, providerName: string, products: ReplicaDoc[]): ReplicaDoc => ({
  _id: newId(),
  number,
  status: true,
  createdAt: at,
  updatedAt: at,
  state: 'A APROBAR',
  provider: newId(),
  providerName,
  notes: null,
  cart: { items: products.map((p, i) => ({ number: i + 1, product: p._id, quantity: 2, unitCost: 5, price: 10 })), total: 10 },
});

describe('list search of orders, buys and cash flow', () => {
  it('finds orders by number, customer name and item names, without accents or case', () => {
    const writer = createDocumentWriter(replica.db);
    const reader = createReplicaReader(replica.db);
    const jamon = product('Jamón Crudo');
    const queso = product('Queso Cremoso');
    [jamon, queso].forEach((p) => writer.applyServer('products', p._id, p.number as number, p, 0));
    const orders = [order(7, 'Almacén Ñandú', [jamon]), order(112, 'Kiosco Pérez', [queso]), order(31, 'Despensa Sur', [queso, jamon], 'Entregar por la tarde')];
    orders.forEach((o) => writer.applyServer('orders', o._id, o.number as number, o, 0));
    const numbers = (query: string) => reader.list('orders', { query }).docs.map((d) => d.number);

    expect(numbers('nandu')).toEqual([7]);
    expect(numbers('ALMACÉN')).toEqual([7]);
    expect(numbers('perez')).toEqual([112]);
    expect(numbers('112')).toEqual([112]);
    // The server matches the number as text anywhere, as it does the names.
    expect(numbers('1')).toEqual([112, 31]);
    expect(numbers('tarde')).toEqual([31]);
    expect(numbers('jamon')).toEqual([31, 7]);
    expect(numbers('cremoso')).toEqual([112, 31]);
    expect(numbers('queso crem')).toEqual([112, 31]);
    expect(numbers('nada parecido')).toEqual([]);
    expect(numbers('100%')).toEqual([]);
    expect(reader.list('orders', { query: 'jamon', filters: { state: 'PENDIENTE' }, limit: 1 })).toMatchObject({ total: 2, pages: 2 });

    // An edit moves the document's text and items; a renamed product is found by its new name.
    const edited = { ...orders[0], customerName: 'Autoservicio Norte', cart: { items: [{ number: 1, product: queso._id, quantity: 1, price: 10 }], total: 10 } } as ReplicaDoc;
    writer.applyServer('orders', edited._id, 50, edited, 0);
    expect(numbers('nandu')).toEqual([]);
    expect(numbers('norte')).toEqual([7]);
    expect(numbers('jamon')).toEqual([31]);
    writer.applyServer('products', queso._id, 60, { ...queso, name: 'Queso Pategrás' }, 0);
    expect(numbers('pategras')).toEqual([112, 31, 7]);
    expect(numbers('cremoso')).toEqual([]);
    // A removed order leaves the search.
    writer.applyServer('orders', orders[2]!._id, 70, null, 0);
    expect(numbers('jamon')).toEqual([]);
  });

  it('finds buys by provider, number and items, and cash flow entries by description', () => {
    const writer = createDocumentWriter(replica.db);
    const reader = createReplicaReader(replica.db);
    const leche = product('Leche Entera 1 l');
    writer.applyServer('products', leche._id, leche.number as number, leche, 0);
    const buys = [buy(4, 'Lácteos del Sur', [leche]), buy(5, 'Fiambres Oeste', [])];
    buys.forEach((b) => writer.applyServer('buys', b._id, b.number as number, b, 0));
    const entry: ReplicaDoc = { _id: newId(), number: 9, status: true, createdAt: at, type: 'external', description: 'Pago de luz – Edesur', tag: 'Servicios' };
    writer.applyServer('cashflows', entry._id, 9, entry, 0);

    expect(reader.list('buys', { query: 'lacteos' }).docs.map((d) => d.number)).toEqual([4]);
    expect(reader.list('buys', { query: 'LECHE' }).docs.map((d) => d.number)).toEqual([4]);
    expect(reader.list('buys', { query: '5' }).docs.map((d) => d.number)).toEqual([5]);
    expect(reader.list('cashflows', { query: 'edesur' }).docs.map((d) => d.number)).toEqual([9]);
    expect(reader.list('cashflows', { query: 'servicios' }).docs.map((d) => d.number)).toEqual([9]);
  });

  it('migrates a replica made before the list search and finds its old rows', () => {
    replica.close();
    const path = join(dir, 'old.db');
    const old = new Sqlite(path);
    const first = REPLICA_MIGRATIONS.slice(0, 1);
    migrateReplica(old, first);
    expect(appliedReplicaMigrations(old)).toEqual(['0001_documents']);
    const jamon = product('Jamón Cocido');
    const o = order(21, 'Almacén Ñandú', [jamon]);
    const insert = old.prepare('INSERT INTO documents (collection, id, number, name_sort, doc) VALUES (?, ?, ?, ?, ?)');
    const row = insert.run('products', jamon._id, jamon.number, 'jamon cocido', JSON.stringify(jamon));
    old.prepare('INSERT INTO search_products (rowid, text) VALUES (?, ?)').run(row.lastInsertRowid, 'Jamón Cocido');
    insert.run('orders', o._id, 21, null, JSON.stringify(o));
    old.close();

    replica = openReplica(path);
    expect(appliedReplicaMigrations(replica.db)).toEqual(REPLICA_MIGRATIONS.map((m) => m.id));
    const reader = createReplicaReader(replica.db);
    expect(reader.list('orders', { query: 'nandu' }).docs.map((d) => d.number)).toEqual([21]);
    expect(reader.list('orders', { query: 'cocido' }).docs.map((d) => d.number)).toEqual([21]);
  });
});
