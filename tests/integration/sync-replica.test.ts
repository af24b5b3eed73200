/**
 * The replica on a real SQLite file: migrations (tracked, forward-only, a prefix of the known
 * list), the screens' reads (filters on indexed columns, paging, sorts, accent-insensitive
 * full-text search) and how optimistic rows live beside the server's versions.
 */
import Sqlite from 'better-sqlite3';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { REPLICA_MIGRATIONS } from '../../migrations/replica/index.js';
import { newId } from '../../src-shared/ids.js';
import {
  appliedReplicaMigrations,
  COLLECTION_FIELDS,
  createDocumentWriter,
  createReplicaReader,
  migrateReplica,
  openReplica,
  ReplicaMigrationError,
  SORT_FIELDS,
  type DocumentWriter,
  type Replica,
  type ReplicaDoc,
  type ReplicaReader,
} from '../../src-main/replica/index.js';

let dir: string;
let replica: Replica;
let writer: DocumentWriter;
let reader: ReplicaReader;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'sync-replica-'));
  replica = openReplica(join(dir, 'replica.db'));
  writer = createDocumentWriter(replica.db);
  reader = createReplicaReader(replica.db);
});

afterEach(() => {
  replica.close();
  rmSync(dir, { recursive: true, force: true });
});

let number = 0;
function doc(fields: Record<string, unknown>): ReplicaDoc {
  number += 1;
  const at = `2026-03-${String((number % 28) + 1).padStart(2, '0')}T10:00:00.000Z`;
  return { _id: newId(), number, status: true, createdAt: at, updatedAt: at, createdBy: null, ...fields };
}

const put = (collection: string, d: ReplicaDoc, seq = d.number as number) => writer.applyServer(collection, d._id, seq, d, 0);

describe('replica migrations', () => {
  it('lists exactly the numbered files of migrations/replica, in order', () => {
    const files = readdirSync(join(import.meta.dirname, '../../migrations/replica'))
      .filter((f) => /^\d{4}_.+\.ts$/.test(f))
      .map((f) => f.replace(/\.ts$/, ''))
      .sort();
    expect(REPLICA_MIGRATIONS.map((m) => m.id)).toEqual(files);
  });

  it('applies each migration once, records it, and opens WAL', () => {
    expect(appliedReplicaMigrations(replica.db)).toEqual(REPLICA_MIGRATIONS.map((m) => m.id));
    expect(migrateReplica(replica.db)).toEqual([]);
    expect(replica.db.pragma('journal_mode', { simple: true })).toBe('wal');
    replica.close();
    replica = openReplica(join(dir, 'replica.db'));
    writer = createDocumentWriter(replica.db);
    expect(appliedReplicaMigrations(replica.db)).toEqual(REPLICA_MIGRATIONS.map((m) => m.id));
  });

  it('refuses a replica whose applied migrations are not a prefix of this build’s', () => {
    const db = new Sqlite(join(dir, 'newer.db'));
    migrateReplica(db);
    db.prepare('INSERT INTO replica_migrations (id, applied_at) VALUES (?, ?)').run('9999_from_the_future', new Date().toISOString());
    expect(() => migrateReplica(db)).toThrow(ReplicaMigrationError);
    db.close();
  });

  it('rolls back a migration that fails, leaving it unrecorded', () => {
    const db = new Sqlite(join(dir, 'broken.db'));
    const broken = [...REPLICA_MIGRATIONS, { id: '0002_broken', up: (d: Sqlite.Database) => d.exec('CREATE TABLE half (x); SELECT no_such_function();') }];
    expect(() => migrateReplica(db, broken)).toThrow();
    expect(appliedReplicaMigrations(db)).toEqual(REPLICA_MIGRATIONS.map((m) => m.id));
    expect(db.prepare(`SELECT name FROM sqlite_master WHERE name = 'half'`).get()).toBeUndefined();
    db.close();
  });
});

describe('replica reads', () => {
  it('filters orders by state, partner, customer, delivery and date, pages and sorts', () => {
    const [ana, beto] = [newId(), newId()];
    const customer = newId();
    const orders = Array.from({ length: 30 }, (_, i) =>
      doc({
        state: i % 3 === 0 ? 'CONFIRMADO' : 'PENDIENTE',
        partner: i % 2 ? ana : beto,
        customer: i < 5 ? customer : newId(),
        date: i % 3 === 0 ? `2026-04-${String(i + 1).padStart(2, '0')}` : null,
        delivery: { delivered: i === 3 },
      }),
    );
    orders.forEach((o) => put('orders', o));
    const confirmed = reader.list('orders', { filters: { state: 'CONFIRMADO' }, limit: 4 });
    expect(confirmed).toMatchObject({ total: 10, page: 1, limit: 4, pages: 3 });
    expect(confirmed.docs.map((d) => d.number)).toEqual([27, 24, 21, 18].map((n) => orders[n]?.number as number));
    expect(reader.list('orders', { filters: { state: 'CONFIRMADO', partner: ana } }).total).toBe(5);
    expect(reader.list('orders', { filters: { customer }, sort: { field: 'number', direction: 'asc' } }).docs).toEqual(orders.slice(0, 5));
    expect(reader.list('orders', { filters: { 'delivery.delivered': true } }).docs).toEqual([orders[3]]);
    expect(reader.list('orders', { filters: { date: { from: '2026-04-04', to: '2026-04-10' } } }).docs.map((d) => d.date)).toEqual(['2026-04-10', '2026-04-07', '2026-04-04']);
    expect(reader.list('orders', { page: 2, limit: 25 }).docs).toHaveLength(5);
    expect(() => reader.list('orders', { filters: { colour: 'red' } })).toThrow(/cannot be filtered by colour/);
  });

  it('follows a pulled version into the columns and search entries it changes, and keeps the rest', () => {
    const [customer, other, product, another] = [newId(), newId(), newId(), newId()];
    const order = doc({ state: 'PENDIENTE', customer, customerName: 'Almacén Lucía', cart: { items: [{ product }] } });
    put('orders', order);
    const byState = (state: string) => reader.list('orders', { filters: { state } }).docs.map((d) => d._id);
    const found = (query: string) => reader.list('orders', { query }).docs.map((d) => d._id);
    // Only the state changes: the state tab follows, the search text and the items' products stay.
    const confirmed = { ...order, state: 'CONFIRMADO', updatedAt: '2026-04-01T10:00:00.000Z' };
    put('orders', confirmed, 500);
    expect(byState('PENDIENTE')).toEqual([]);
    expect(byState('CONFIRMADO')).toEqual([order._id]);
    expect(found('lucia')).toEqual([order._id]);
    expect(reader.get('orders', order._id)).toEqual(confirmed);
    // Another customer and other items: the customer filter and the searches move with them.
    const moved = { ...confirmed, customer: other, customerName: 'Autoservicio Sur', cart: { items: [{ product: another }] } };
    put('orders', moved, 501);
    expect(reader.list('orders', { filters: { customer } }).docs).toEqual([]);
    expect(reader.list('orders', { filters: { customer: other } }).docs).toEqual([moved]);
    expect(found('lucia')).toEqual([]);
    expect(found('sur')).toEqual([order._id]);
    expect(replica.db.prepare('SELECT product FROM document_products').pluck().all()).toEqual([another]);
    // The very same version pulled again changes nothing.
    put('orders', moved, 502);
    expect(reader.list('orders', { filters: { customer: other } }).docs).toEqual([moved]);
    expect(found('sur')).toEqual([order._id]);
  });

  it('files a roadmap under the business day of its date, whether kept as a day or as an instant', () => {
    const lateNight = doc({ driver: newId(), date: '2026-12-01T02:30:00.000Z' });
    const nextMorning = doc({ driver: newId(), date: '2026-12-01T03:30:00.000Z' });
    const dayOnly = doc({ driver: newId(), date: '2026-11-30' });
    for (const d of [lateNight, nextMorning, dayOnly]) put('roadmaps', d);
    const onDay = (day: string, zone: string) =>
      reader
        .list('roadmaps', { filters: { date: { from: day, to: day, zone } } })
        .docs.map((d) => d._id)
        .sort();
    // 23:30 on 30 November in Buenos Aires, though 1 December in UTC; in Madrid it is 1 December.
    expect(onDay('2026-11-30', 'America/Argentina/Buenos_Aires')).toEqual([lateNight._id, dayOnly._id].sort());
    expect(onDay('2026-12-01', 'America/Argentina/Buenos_Aires')).toEqual([nextMorning._id]);
    expect(onDay('2026-12-01', 'Europe/Madrid')).toEqual([lateNight._id, nextMorning._id].sort());
  });

  it('keeps every screen filter in an indexed column', () => {
    for (const [collection, specs] of Object.entries(COLLECTION_FIELDS)) {
      for (const spec of specs) {
        // As the lists ask (live rows only, `live = 1`): the state tabs' columns have live-rows indexes (replica migrations 0003, 0005).
        const plan = replica.db.prepare(`EXPLAIN QUERY PLAN SELECT doc FROM documents WHERE collection = ? AND live = 1 AND ${spec.column} = ?`).all(collection, 'x') as Array<{ detail: string }>;
        expect(plan.map((p) => p.detail).join(' '), `${collection}.${spec.name}`).toMatch(new RegExp(`USING (COVERING )?INDEX documents_(live_)?${spec.column} `));
      }
    }
  });

  it('reads every list order a list offers from its live-rows index, and keeps no index for an order none offers', () => {
    const indexes = (replica.db.prepare(`SELECT name FROM sqlite_master WHERE type = 'index' AND name LIKE 'documents_live_%'`).pluck().all() as string[]).sort();
    const sortIndexes = Object.values(SORT_FIELDS).map((column) => `documents_live_${column}`);
    // The state tabs' indexes (0003) serve a filter, not an order.
    expect(indexes).toEqual([...sortIndexes, 'documents_live_delivered', 'documents_live_state'].sort());
    for (const column of Object.values(SORT_FIELDS)) {
      const plan = replica.db.prepare(`EXPLAIN QUERY PLAN SELECT rowid FROM documents WHERE collection = ? AND live = 1 ORDER BY ${column} DESC, rowid DESC LIMIT 20`).all('orders') as Array<{
        detail: string;
      }>;
      const detail = plan.map((p) => p.detail).join(' ');
      expect(detail, column).toMatch(new RegExp(`USING (COVERING )?INDEX documents_live_${column} `));
      expect(detail, column).not.toMatch(/TEMP B-TREE/);
    }
  });

  it('searches products, customers and providers by word prefixes, without accents', () => {
    const jamon = doc({ name: 'Jamón Crudo Serrano', slug: 'jamon-crudo', provider: newId() });
    const queso = doc({ name: 'Queso Cremoso', title: 'Horma de campo', slug: 'queso-cremoso', provider: newId(), status: false });
    put('products', jamon);
    put('products', queso);
    put('customers', doc({ name: 'Almacén Ñandú', email: 'nandu@example.com' }));
    put('providers', doc({ name: 'Lácteos del Sur', cuit: '30712345678' }));
    expect(reader.search('products', 'jamon cru')).toEqual([jamon]);
    expect(reader.search('products', 'JAMÓN')).toEqual([jamon]);
    expect(reader.search('products', 'horma')).toEqual([queso]);
    expect(reader.search('products', 'horma', { status: true })).toEqual([]);
    expect(reader.search('products', '"crudo" -serrano*')).toEqual([jamon]);
    expect(reader.search('products', '  ')).toEqual([]);
    expect(reader.search('customers', 'nandu').map((c) => c.name)).toEqual(['Almacén Ñandú']);
    expect(reader.search('providers', '3071').map((c) => c.name)).toEqual(['Lácteos del Sur']);
    expect(reader.list('products', { query: 'queso', status: false }).docs).toEqual([queso]);
    expect(reader.list('products', { sort: { field: 'name', direction: 'asc' } }).docs.map((p) => p.name)).toEqual(['Jamón Crudo Serrano', 'Queso Cremoso']);

    const renamed = { ...jamon, name: 'Paleta Cocida', slug: 'paleta' };
    put('products', renamed, 100);
    expect(reader.search('products', 'jamon')).toEqual([]);
    expect(reader.search('products', 'paleta')).toEqual([renamed]);
    writer.applyServer('products', jamon._id, 101, null, 0);
    expect(reader.search('products', 'paleta')).toEqual([]);
    expect(reader.get('products', jamon._id)).toBeUndefined();
  });
});

describe('optimistic rows', () => {
  it('shows the optimistic version while pending, keeps the server’s aside and restores it on rejection', () => {
    const server = doc({ name: 'Cliente Uno', partner: null });
    put('customers', server);
    const mine = { ...server, name: 'Cliente Editado' };
    writer.applyOptimistic('customers', server._id, mine, 0);
    expect(reader.get('customers', server._id)).toEqual(mine);
    const newer = { ...server, segment: 'Almacén', updatedAt: '2026-05-01T00:00:00.000Z' };
    put('customers', newer, 500);
    expect(reader.get('customers', server._id)).toEqual(mine);
    writer.restore('customers', server._id);
    expect(reader.get('customers', server._id)).toEqual(newer);
    expect(reader.search('customers', 'editado')).toEqual([]);
  });

  it('takes the later of the answer and a version pulled meanwhile when accepted', () => {
    const server = doc({ name: 'Cliente Dos' });
    put('customers', server);
    writer.applyOptimistic('customers', server._id, { ...server, name: 'Optimista' }, 0);
    const answer = { ...server, name: 'Respuesta', updatedAt: '2026-06-01T00:00:00.000Z' };
    writer.acknowledge('customers', server._id, answer);
    expect(reader.get('customers', server._id)).toEqual(answer);

    writer.applyOptimistic('customers', server._id, { ...answer, name: 'Otra vez' }, 0);
    const later = { ...answer, name: 'Cambiado por otro', updatedAt: '2026-07-01T00:00:00.000Z' };
    put('customers', later, 900);
    writer.acknowledge('customers', server._id, answer);
    expect(reader.get('customers', server._id)).toEqual(later);
  });

  it('removes a refused optimistic create, and hides an optimistic removal until it is settled', () => {
    const created = doc({ name: 'Nunca Llegó' });
    writer.applyOptimistic('customers', created._id, created, 0);
    expect(reader.list('customers').total).toBe(1);
    writer.restore('customers', created._id);
    expect(reader.list('customers').total).toBe(0);
    expect(replica.db.prepare('SELECT count(*) AS n FROM documents').get()).toEqual({ n: 0 });

    const draft = doc({ state: 'OPEN', customer: newId() });
    put('drafts', draft);
    writer.applyOptimistic('drafts', draft._id, null, 0);
    expect(reader.get('drafts', draft._id)).toBeUndefined();
    writer.restore('drafts', draft._id);
    expect(reader.get('drafts', draft._id)).toEqual(draft);
  });

  it('settles a document a write changed besides its own: the prediction stays, unless a later server version was pulled meanwhile', () => {
    const buy = doc({ receipts: [] });
    put('buys', buy);
    const linked = { ...buy, receipts: ['r1'] };
    writer.applyOptimistic('buys', buy._id, linked, 0);
    writer.settle('buys', buy._id);
    // No pull since the prediction: it stays, no longer pending, until the next pull brings the server's.
    expect(reader.get('buys', buy._id)).toEqual(linked);
    put('buys', { ...buy, receipts: ['r1'], updatedAt: '2026-06-01T00:00:00.000Z' }, 800);
    expect(reader.get('buys', buy._id)?.updatedAt).toBe('2026-06-01T00:00:00.000Z');

    // The write reached the server, its answer was lost, and a pull brought the buy with it before the retry's answer.
    const current = reader.get('buys', buy._id)!;
    writer.applyOptimistic('buys', buy._id, { ...current, receipts: ['r1', 'r2'] }, 0);
    const pulled = { ...current, receipts: ['r1', 'r2'], notes: 'Recibido', updatedAt: '2026-07-01T00:00:00.000Z' };
    put('buys', pulled, 900);
    writer.settle('buys', buy._id);
    expect(reader.get('buys', buy._id)).toEqual(pulled);

    // A document the write created (a transfer's other half) stays; one the server removed meanwhile goes.
    const half = doc({ type: 'internal' });
    writer.applyOptimistic('cashflows', half._id, half, 0);
    writer.settle('cashflows', half._id);
    expect(reader.get('cashflows', half._id)).toEqual(half);
    writer.applyOptimistic('buys', buy._id, { ...pulled, receipts: [] }, 0);
    writer.applyServer('buys', buy._id, 950, null, 0);
    writer.settle('buys', buy._id);
    expect(reader.get('buys', buy._id)).toBeUndefined();
  });

  it('drops, after a rebuild, the rows the new server did not send, but keeps pending ones', () => {
    const old = doc({ name: 'Viejo' });
    const kept = doc({ name: 'Reenviado' });
    const pending = doc({ name: 'Pendiente' });
    [old, kept].forEach((d) => put('providers', d));
    writer.applyOptimistic('providers', pending._id, pending, 0);
    writer.applyServer('providers', kept._id, 1, kept, 1);
    writer.dropOlderThan(1);
    expect([...reader.list('providers', { sort: { field: 'name', direction: 'asc' } }).docs.map((d) => d.name)]).toEqual(['Pendiente', 'Reenviado']);
    expect(reader.search('providers', 'viejo')).toEqual([]);
  });
});
