/**
 * A long list's pages deep in 50,000 orders, on a real replica file: every page holds exactly the
 * rows the list's order puts there (newest number first, ties by arrival; oldest first for the
 * printouts), with a state tab's filter too, rows removed optimistically left out, and the total
 * following the replica's writes (it is counted once per filter set, so a stale one would show
 * here). A replica made before the list indexes is migrated forward and pages the same.
 */
import Sqlite from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPLICA_MIGRATIONS } from '../../../migrations/replica/index.js';
import { createDocumentWriter, createReplicaReader, migrateReplica, openReplica, type DocumentWriter, type Replica, type ReplicaDoc, type ReplicaReader } from '../../../src-main/replica/index.js';

const ORDERS = 50_000;
const LIMIT = 200;
const STATES = ['PENDIENTE', 'CONFIRMADO', 'PREPARADO', 'CANCELADO'] as const;

let dir: string;
let replica: Replica;
let writer: DocumentWriter;
let reader: ReplicaReader;

interface Row {
  id: string;
  number: number;
  /** Arrival order: the replica's rowid, the tie-break of equal numbers. */
  arrival: number;
  state: string;
}
const rows: Row[] = [];

/** A made-up order; numbers are shuffled against arrival and every 1,000th one repeats its neighbour's. */
function order(i: number): ReplicaDoc {
  const number = i % 1000 === 999 ? ((i - 1) * 7919) % ORDERS : (i * 7919) % ORDERS;
  const at = new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString();
  const state = STATES[(i * 13) % STATES.length] ?? 'PENDIENTE';
  rows.push({ id: `order-${i}`, number, arrival: i, state });
  return {
    _id: `order-${i}`,
    number,
    status: true,
    createdAt: at,
    updatedAt: at,
    state,
    customer: `customer-${i % 500}`,
    customerName: `Cliente ${i % 500}`,
    cart: { items: [{ number: 1, product: `product-${i % 300}`, quantity: 1 + (i % 5), price: 1000 + (i % 500) }], total: 1000 + (i % 500) },
    total: 1000 + (i % 500),
  };
}

const newestFirst = (a: Row, b: Row) => b.number - a.number || b.arrival - a.arrival;
const oldestFirst = (a: Row, b: Row) => a.number - b.number || a.arrival - b.arrival;
const ids = (docs: readonly ReplicaDoc[]) => docs.map((d) => d._id);
const expectedPage = (list: readonly Row[], page: number) => list.slice((page - 1) * LIMIT, page * LIMIT).map((r) => r.id);

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'replica-deep-'));
  replica = openReplica(join(dir, 'replica.db'));
  writer = createDocumentWriter(replica.db);
  reader = createReplicaReader(replica.db);
  replica.db.transaction(() => {
    // Arrival i is rowid i: the table starts empty.
    for (let i = 1; i <= ORDERS; i += 1) {
      const doc = order(i);
      writer.applyServer('orders', doc._id, i, doc, 0);
    }
  })();
});

afterAll(() => {
  replica.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('deep pages of a long list', () => {
  it('pages through 50,000 orders newest first, every row where the order puts it', () => {
    const expected = [...rows].sort(newestFirst);
    const last = Math.ceil(ORDERS / LIMIT);
    for (const page of [1, 2, 125, last - 1, last]) {
      const answer = reader.list('orders', { page, limit: LIMIT });
      expect(answer).toMatchObject({ total: ORDERS, page, limit: LIMIT, pages: last });
      expect(ids(answer.docs)).toEqual(expectedPage(expected, page));
    }
    // Past the end: no rows, the same total.
    expect(reader.list('orders', { page: last + 1, limit: LIMIT })).toMatchObject({ docs: [], total: ORDERS });
    // Pages put together hold every order once.
    const seen = new Set<string>();
    for (let page = 1; page <= last; page += 1) for (const id of ids(reader.list('orders', { page, limit: LIMIT }).docs)) seen.add(id);
    expect(seen.size).toBe(ORDERS);
  });

  it('pages oldest first (the printouts) and within a state tab', () => {
    const oldest = [...rows].sort(oldestFirst);
    expect(ids(reader.list('orders', { page: 200, limit: LIMIT, sort: { field: 'number', direction: 'asc' } }).docs)).toEqual(expectedPage(oldest, 200));
    const confirmed = rows.filter((r) => r.state === 'CONFIRMADO').sort(newestFirst);
    const lastConfirmed = Math.ceil(confirmed.length / LIMIT);
    for (const page of [1, 40, lastConfirmed]) {
      const answer = reader.list('orders', { page, limit: LIMIT, filters: { state: 'CONFIRMADO' } });
      expect(answer.total).toBe(confirmed.length);
      expect(ids(answer.docs)).toEqual(expectedPage(confirmed, page));
    }
  });

  it('follows writes: a new order, a removal and an optimistic hide move the pages and the total', () => {
    const list = () => [...rows].sort(newestFirst);
    const deep = 180;
    expect(reader.list('orders', { page: deep, limit: LIMIT }).total).toBe(rows.length);

    // The newest order goes first and pushes every later row one place down.
    const added = order(ORDERS + 1);
    const top = rows.at(-1)!;
    top.number = ORDERS + 10;
    writer.applyServer('orders', added._id, ORDERS + 1, { ...added, number: top.number }, 0);
    let answer = reader.list('orders', { page: deep, limit: LIMIT });
    expect(answer.total).toBe(ORDERS + 1);
    expect(ids(answer.docs)).toEqual(expectedPage(list(), deep));
    expect(reader.list('orders', { page: 1, limit: 1 }).docs[0]?._id).toBe(added._id);

    // A removal from the server and a row hidden by a pending delete both leave the list.
    const removed = list()[deep * LIMIT - 50]!;
    writer.applyServer('orders', removed.id, ORDERS + 2, null, 0);
    rows.splice(rows.indexOf(removed), 1);
    const hidden = list()[10]!;
    writer.applyOptimistic('orders', hidden.id, null, 0);
    rows.splice(rows.indexOf(hidden), 1);
    answer = reader.list('orders', { page: deep, limit: LIMIT });
    expect(answer.total).toBe(ORDERS - 1);
    expect(ids(answer.docs)).toEqual(expectedPage(list(), deep));
    expect(reader.list('orders', { filters: { state: hidden.state }, limit: 1 }).total).toBe(rows.filter((r) => r.state === hidden.state).length);

    // A write through another connection to the file counts too.
    const other = new Sqlite(replica.path);
    const late = order(ORDERS + 3);
    createDocumentWriter(other).applyServer('orders', late._id, ORDERS + 3, late, 0);
    other.close();
    answer = reader.list('orders', { page: deep, limit: LIMIT });
    expect(answer.total).toBe(ORDERS);
    expect(ids(answer.docs)).toEqual(expectedPage(list(), deep));
  });

  it('migrates a replica made before the list indexes and pages it the same', () => {
    const old = new Sqlite(join(dir, 'old.db'));
    migrateReplica(old, REPLICA_MIGRATIONS.slice(0, 2));
    // Rows as that schema's writer stored them; every tenth one removed by a pending local delete.
    const insert = old.prepare('INSERT INTO documents (collection, id, number, status, created_at, updated_at, state, doc, base, pending, seq) VALUES (?, ?, ?, 1, ?, ?, ?, ?, ?, ?, ?)');
    const docs = Array.from({ length: 500 }, (_, i) => ({
      _id: `old-${i}`,
      number: (i * 37) % 500,
      status: true,
      createdAt: '2026-02-01T00:00:00.000Z',
      updatedAt: '2026-02-01T00:00:00.000Z',
      state: 'PENDIENTE',
    }));
    const removed = (i: number) => i % 10 === 0;
    old.transaction(() =>
      docs.forEach((d, i) => {
        const json = JSON.stringify(d);
        insert.run('orders', d._id, d.number, d.createdAt, d.updatedAt, d.state, removed(i) ? null : json, removed(i) ? json : null, removed(i) ? 1 : 0, i + 1);
      }),
    )();
    expect(migrateReplica(old)).toEqual(REPLICA_MIGRATIONS.slice(2).map((m) => m.id));
    const expected = docs
      .filter((_, i) => !removed(i))
      .sort((a, b) => b.number - a.number)
      .map((d) => d._id);
    const oldReader = createReplicaReader(old);
    expect(ids(oldReader.list('orders', { page: 3, limit: LIMIT }).docs)).toEqual(expected.slice(400));
    expect(oldReader.list('orders', { page: 3, limit: LIMIT }).total).toBe(450);
    expect(oldReader.list('orders', { filters: { state: 'PENDIENTE' }, limit: 1 }).total).toBe(450);
    old.close();
  });
});
