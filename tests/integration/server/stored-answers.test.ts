/**
 * A write that answers the document it stored sends the text its row was written with
 * (db/row-text.ts, http/context.ts `asStored`) instead of serialising it again. The answer must
 * still be that document exactly as stored — running number final on PostgreSQL, every change of
 * the write in it — with or without an Idempotency-Key, and a kept answer replays the same bytes.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { insertDoc, saveDoc } from '../../../src-server/db/documents.js';
import { forgetRowText, rowTextOf } from '../../../src-server/db/row-text.js';
import { runWrite } from '../../../src-server/db/write.js';
import { asStored, JsonText } from '../../../src-server/http/context.js';
import { GARAGES } from '../../../src-server/features/catalog/collections.js';
import { ORDER_ACTIONS, type OrderAction } from '../../../src-shared/constants/orders.js';
import { createCustomer } from '../../support/actors.js';
import { FLAVOURS, openMigrated } from '../../support/databases.js';
import { ACTION_CALLS, addStock, createDeliveryOption, createProduct, createProvider, deliveryTo } from '../../support/orders.js';
import { ADMIN, call, signIn, startTestServer, type TestServer } from '../../support/server.js';

const LIFECYCLE: readonly OrderAction[] = ['confirm', 'prepare', 'deliver', 'rollbackDeliver', 'rollbackPrepare', 'suspend', 'cancel'];

describe.each(FLAVOURS)('answers sent as their stored text on %s', (flavour) => {
  let server: TestServer;
  let admin: string;
  let body: () => Record<string, unknown>;

  beforeAll(async () => {
    server = await startTestServer(flavour, inject('postgresUrl'));
    admin = await signIn(server.url, ADMIN.username, ADMIN.password);
    const provider = await createProvider(server.url, admin);
    const product = await createProduct(server.url, admin, {
      provider,
      unit: 'UNITY',
      taxBase: 1000,
      margins: [
        { quantity: 0, value: 1.2 },
        { quantity: 1, value: 1.5 },
      ],
    });
    await addStock(server.url, admin, product._id, 1000);
    const customer = await createCustomer(server.url, admin, { name: 'Cliente Respuestas' });
    const option = await createDeliveryOption(server.url, admin, { name: 'Envío Respuestas', customerPrice: 500, partnerPrice: 200 });
    body = () => ({ customer: customer._id, cart: { items: [{ product: product._id, quantity: 3 }] }, delivery: deliveryTo(option._id), discount: 5 });
  });
  afterAll(async () => {
    await server?.close();
  });

  /** One call as the client sees it: status, media type and the answer's bytes. */
  async function raw(method: string, path: string, payload: unknown, key?: string) {
    const headers: Record<string, string> = { authorization: `Bearer ${admin}`, ...(key ? { 'idempotency-key': key } : {}) };
    if (payload !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${server.url}${path}`, { method, headers, body: payload === undefined ? undefined : JSON.stringify(payload) });
    return { status: response.status, type: response.headers.get('content-type'), text: await response.text() };
  }

  /** The order as stored now, read back. */
  const storedOrder = async (id: string) => (await call<Record<string, unknown>>(server.url, 'GET', `/order/${id}`, { token: admin })).body;

  it.each([false, true])('answers every step of an order’s life as the order stored (keyed: %s)', async (keyed) => {
    const key = (step: string) => (keyed ? `${step}-${Math.random().toString(36).slice(2)}` : undefined);
    const createKey = key('create');
    const created = await raw('POST', '/order', body(), createKey);
    expect(created.status).toBe(201);
    expect(created.type).toBe('application/json; charset=utf-8');
    const order = JSON.parse(created.text) as { _id: string; number: number };
    expect(order).toEqual(await storedOrder(order._id));
    // The number the write took, not a provisional one (PostgreSQL numbers a new order in its closing statement).
    expect(order.number).toBeLessThan(1_000_000);
    for (const action of LIFECYCLE) {
      const { path, body: payload } = ACTION_CALLS[action];
      const stepKey = key(action);
      const answer = await raw('PUT', path(order._id), payload, stepKey);
      expect(answer.status, `${action}: ${answer.text}`).toBe(200);
      expect(answer.type).toBe('application/json; charset=utf-8');
      expect(JSON.parse(answer.text), action).toEqual(await storedOrder(order._id));
      // A kept answer replays the very bytes it answered the first time.
      if (stepKey) expect((await raw('PUT', path(order._id), payload, stepKey)).text).toBe(answer.text);
    }
    if (createKey) expect((await raw('POST', '/order', body(), createKey)).text).toBe(created.text);
  });

  it('takes the order through every action, each of whose routes answers so', () => {
    expect([...LIFECYCLE].sort()).toEqual([...ORDER_ACTIONS].sort());
  });
});

describe.each(FLAVOURS)('the text a document was stored with on %s', (flavour) => {
  let database: Awaited<ReturnType<typeof openMigrated>>;

  beforeAll(async () => {
    database = await openMigrated(flavour, inject('postgresUrl'));
  });
  afterAll(() => database?.cleanup());

  const now = new Date('2026-03-01T12:00:00Z');

  it('is the document as the write left it: created, then saved, its number final', async () => {
    const [made, saved] = await runWrite(database, { actor: null, now }, async (tx) => {
      const garage = await insertDoc(tx, GARAGES, { name: 'Depósito "Norte" \\ 🚚' });
      const first = asStored(garage);
      const next = await saveDoc(tx, GARAGES, garage, { ...garage, name: 'Depósito Sur' });
      return [first, asStored(next)] as const;
    });
    for (const answer of [made, saved]) expect(answer).toBeInstanceOf(JsonText);
    const row = await database.db
      .selectFrom('garages' as never)
      .select(['doc' as never, 'number' as never])
      .executeTakeFirstOrThrow();
    const stored = JSON.parse((row as { doc: string }).doc) as { number: number; name: string };
    const [first, second] = [made, saved].map((answer) => JSON.parse(String((answer as JsonText).json)) as { number: number; name: string });
    expect(first).toMatchObject({ name: 'Depósito "Norte" \\ 🚚', number: Number((row as { number: number }).number) });
    expect(second).toEqual({ ...stored, status: true });
  });

  it('is never stale: a document numbered after its row was built has none, and one forgotten is answered as it is', async () => {
    const made = await runWrite(database, { actor: null, now }, (tx) => insertDoc(tx, GARAGES, { name: 'Este' }));
    // PostgreSQL may number a new document after its row text was built (numbered-insert.ts), or
    // answer it with its final number in place of a provisional one: its text is then forgotten.
    expect([undefined, JSON.stringify(made)]).toContain(rowTextOf(made));
    const madeAndSaved = await runWrite(database, { actor: null, now }, async (tx) => {
      const garage = await insertDoc(tx, GARAGES, { name: 'Norte' });
      return saveDoc(tx, GARAGES, garage, { ...garage, name: 'Sur' });
    });
    expect([undefined, JSON.stringify(madeAndSaved)]).toContain(rowTextOf(madeAndSaved));
    const saved = await runWrite(database, { actor: null, now }, (tx) => saveDoc(tx, GARAGES, made, { ...made, name: 'Oeste' }));
    expect(rowTextOf(saved)).toBe(JSON.stringify(saved));
    forgetRowText(saved);
    expect(asStored(saved)).toBe(saved);
    const copy = { ...saved };
    expect(asStored(copy)).toBe(copy);
  });
});
