/**
 * The replica's lists sorted by name, on a real replica file: a name before every longer name it
 * begins, as the server's lists now answer (its `name_search` joins the other fields with a
 * separator below every character; the replica's `name_sort` holds the folded name alone), for
 * products, customers and providers, whatever their other fields, with a text filter too.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { newId } from '../../../src-shared/ids.js';
import { createDocumentWriter, createReplicaReader, openReplica, type Replica, type ReplicaDoc } from '../../../src-main/replica/index.js';

let dir: string;
let replica: Replica;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'replica-name-order-'));
  replica = openReplica(join(dir, 'replica.db'));
});

afterEach(() => {
  replica.close();
  rmSync(dir, { recursive: true, force: true });
});

const at = '2026-03-10T10:00:00.000Z';
let seq = 0;
const doc = (fields: Record<string, unknown>): ReplicaDoc => ({ _id: newId(), number: (seq += 1), status: true, createdAt: at, updatedAt: at, ...fields });

describe('replica lists in name order', () => {
  it('put a name before every longer name it begins, for products, customers and providers', () => {
    const writer = createDocumentWriter(replica.db);
    const reader = createReplicaReader(replica.db);
    const put = (collection: string, docs: ReplicaDoc[]) => docs.forEach((d) => writer.applyServer(collection, d._id, d.number as number, d, 0));
    put('products', [
      doc({ name: 'Leche entera 1 l económico', slug: 'leche-entera-1-l-economico', unit: 'UNITY' }),
      doc({ name: 'Leche entera 1 l', slug: 'leche-entera-1-l', unit: 'UNITY' }),
      doc({ name: 'Leche entera 1 l (sachet)', slug: 'leche-entera-1-l-sachet', unit: 'UNITY' }),
      doc({ name: 'Leche entera', title: 'Leche larga vida', slug: 'leche-entera', unit: 'UNITY' }),
    ]);
    put('customers', [doc({ name: 'Almacén Don Pepe Hijos', phone: '+5491150001001' }), doc({ name: 'Almacén Don Pepe', email: 'zeta@pepe.com.ar', phone: '+5491150001002' })]);
    put('providers', [doc({ name: 'Distribuidora Sur 2' }), doc({ name: 'Distribuidora Sur', cuit: '30712345671' })]);
    const byName = { field: 'name', direction: 'asc' } as const;
    const names = (collection: string, options: Parameters<typeof reader.list>[1] = {}) => reader.list(collection, { sort: byName, ...options }).docs.map((d) => d.name);

    const leche = ['Leche entera', 'Leche entera 1 l', 'Leche entera 1 l (sachet)', 'Leche entera 1 l económico'];
    expect(names('products')).toEqual(leche);
    expect(names('products', { status: true })).toEqual(leche);
    expect(names('products', { query: 'entera' })).toEqual(leche);
    expect(names('products', { sort: { field: 'name', direction: 'desc' } })).toEqual([...leche].reverse());
    expect(names('customers')).toEqual(['Almacén Don Pepe', 'Almacén Don Pepe Hijos']);
    expect(names('providers')).toEqual(['Distribuidora Sur', 'Distribuidora Sur 2']);
  });
});
