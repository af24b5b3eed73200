/**
 * Idempotency-Key (design.md, sync protocol): a write repeated with its key answers the first
 * response and applies nothing — also when the repeats race each other; a key belongs to one
 * request (another path or another caller answers 409, another body 422); distinct keys are distinct writes, even
 * 100 at once; and a write without a key works as any write.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { dumpDatabase } from '../../support/db-dump.js';
import { createUser, pairToken } from '../../support/principals.js';
import { ADMIN, call, FLAVOURS, signIn, startTestServer, type ApiResponse, type TestServer } from '../../support/server.js';

interface Created {
  _id: string;
  number: number;
}

const KEY_REUSED = { statusCode: 409, error: 'Conflict', message: 'this Idempotency-Key was already used for another request', key: 'request.idempotencyKeyReused', params: {} };

describe.each(FLAVOURS)('Idempotency-Key on %s', (flavour) => {
  let server: TestServer;
  let admin: string;

  const post = (path: string, body: unknown, key?: string, token = admin): Promise<ApiResponse<Created>> =>
    call<Created>(server.url, 'POST', path, { token, body, headers: key === undefined ? {} : { 'idempotency-key': key } });
  const count = async (table: 'categories' | 'pay_methods' | 'products' | 'idempotency'): Promise<number> => {
    const row = await server.database.db
      .selectFrom(table as 'idempotency')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  };
  const dump = () => dumpDatabase(server.database.db);

  beforeAll(async () => {
    server = await startTestServer(flavour, inject('postgresUrl'));
    admin = await signIn(server.url, ADMIN.username, ADMIN.password);
  });

  afterAll(async () => {
    await server?.close();
  });

  it('a repeat with the same key answers the first response and writes nothing', async () => {
    const first = await post('/category', { name: 'Bebidas', slug: 'bebidas' }, 'repeat-1');
    expect(first.status).toBe(201);
    const before = await dump();
    const again = await post('/category', { name: 'Bebidas', slug: 'bebidas' }, 'repeat-1');
    expect({ status: again.status, body: again.body }).toEqual({ status: 201, body: first.body });
    expect(await dump()).toEqual(before);
  });

  it('concurrent repeats with one key create one record and all answer the same body', async () => {
    const before = await count('categories');
    const answers = await Promise.all(Array.from({ length: 8 }, () => post('/category', { name: 'Lácteos', slug: 'lacteos' }, 'race-1')));
    expect(answers.map((a) => a.status)).toEqual(Array.from({ length: 8 }, () => 201));
    for (const answer of answers) expect(answer.body).toEqual(answers[0]?.body);
    expect(await count('categories')).toBe(before + 1);
  });

  it('a key reused on another path answers 409 and writes nothing', async () => {
    expect((await post('/category', { name: 'Limpieza', slug: 'limpieza' }, 'path-1')).status).toBe(201);
    const before = await dump();
    const reused = await post('/payMethod', { name: 'Cheque' }, 'path-1');
    expect({ status: reused.status, body: reused.body }).toEqual({ status: 409, body: KEY_REUSED });
    expect(await dump()).toEqual(before);
  });

  it('a key reused by another caller answers 409 and writes nothing', async () => {
    expect((await post('/category', { name: 'Almacén', slug: 'almacen' }, 'caller-1')).status).toBe(201);
    const compras = await pairToken(server.url, admin, await createUser(server.url, admin, { name: 'Compras', username: 'compras', role: 'COMPRAS' }));
    const before = await dump();
    const reused = await post('/category', { name: 'Almacén', slug: 'almacen' }, 'caller-1', compras);
    expect({ status: reused.status, body: reused.body }).toEqual({ status: 409, body: KEY_REUSED });
    expect(await dump()).toEqual(before);
  });

  it('100 concurrent creates with distinct keys create 100, numbered without gaps, and their repeats create none', async () => {
    const [categories, keys] = [await count('categories'), await count('idempotency')];
    const send = () => Promise.all(Array.from({ length: 100 }, (_, i) => post('/category', { name: `Rubro ${i}`, slug: `rubro-${i}` }, `bulk-${i}`)));
    const answers = await send();
    expect(answers.filter((a) => a.status !== 201)).toEqual([]);
    expect(new Set(answers.map((a) => a.body._id)).size).toBe(100);
    const numbers = answers.map((a) => a.body.number).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 100 }, (_, i) => categories + 1 + i));
    expect(await count('categories')).toBe(categories + 100);
    expect(await count('idempotency')).toBe(keys + 100);

    const repeats = await send();
    expect(repeats.map((a) => ({ status: a.status, body: a.body }))).toEqual(answers.map((a) => ({ status: a.status, body: a.body })));
    expect(await count('categories')).toBe(categories + 100);
  });

  it('a key repeated with a different body answers 422 and writes nothing; the same body in another key order is a repeat', async () => {
    const first = await post('/category', { name: 'Panificados', slug: 'panificados' }, 'body-1');
    expect(first.status).toBe(201);
    const before = await dump();
    const changed = await post('/category', { name: 'Panificados', slug: 'panificados-2' }, 'body-1');
    const message = 'this Idempotency-Key was already used with a different body: send a new key for a new request';
    expect({ status: changed.status, body: changed.body }).toEqual({
      status: 422,
      body: {
        statusCode: 422,
        error: 'Unprocessable Entity',
        message,
        key: 'request.idempotencyKeyOtherBody',
        params: { field: 'Idempotency-Key' },
        details: [{ path: 'Idempotency-Key', message, key: 'request.idempotencyKeyOtherBody', params: { field: 'Idempotency-Key' } }],
      },
    });
    expect(await dump()).toEqual(before);
    const reordered = await post('/category', { slug: 'panificados', name: 'Panificados' }, 'body-1');
    expect({ status: reordered.status, body: reordered.body }).toEqual({ status: 201, body: first.body });
  });

  it('a key kept before bodies were hashed (no hash) is answered as before', async () => {
    const first = await post('/category', { name: 'Fiambres', slug: 'fiambres' }, 'legacy-1');
    await server.database.db.updateTable('idempotency').set({ body_hash: null }).where('key', '=', 'legacy-1').execute();
    const again = await post('/category', { name: 'Otro', slug: 'otro' }, 'legacy-1');
    expect({ status: again.status, body: again.body }).toEqual({ status: 201, body: first.body });
  });

  it('a write without a key works and stores no key', async () => {
    const [methods, keys] = [await count('pay_methods'), await count('idempotency')];
    const created = await post('/payMethod', { name: 'Transferencia' });
    expect(created.status).toBe(201);
    expect(await count('pay_methods')).toBe(methods + 1);
    expect(await count('idempotency')).toBe(keys);
    // Without a key nothing ties two calls together: the same call again is a second write.
    expect((await post('/payMethod', { name: 'Transferencia' })).status).toBe(201);
    expect(await count('pay_methods')).toBe(methods + 2);
  });

  it('a refused write leaves its key free for the corrected request', async () => {
    const provider = (await post('/provider', { name: 'Lácteos del Sur' })).body._id;
    const product = {
      name: 'Queso',
      unit: 'UNITY',
      taxBase: 100,
      margins: [
        { quantity: 0, value: 1.1 },
        { quantity: 1, value: 1.3 },
      ],
      contributions: 10,
      wholesalerContributions: 5,
    };
    const unknownProvider = 'aaaaaaaaaaaaaaaaaaaaaaaa';
    const refused = await post('/product', { ...product, provider: unknownProvider }, 'retry-1');
    expect(refused.status).toBe(400);
    const products = await count('products');
    const corrected = await post('/product', { ...product, provider }, 'retry-1');
    expect(corrected.status).toBe(201);
    expect(await count('products')).toBe(products + 1);
  });

  it('a sign-in repeated with its key checks the password again and no token is kept in clear', async () => {
    const headers = { 'idempotency-key': 'signin-1' };
    const credentials = { username: ADMIN.username, password: ADMIN.password };
    const first = await call<{ token: string }>(server.url, 'POST', '/auth/signin', { body: credentials, headers });
    expect(first.status).toBe(200);
    const stored = await server.database.db.selectFrom('idempotency').select('body').execute();
    expect(stored.filter((row) => row.body.includes(first.body.token))).toEqual([]);
    const replay = await call<{ token?: string }>(server.url, 'POST', '/auth/signin', { body: { ...credentials, password: 'not-the-password' }, headers });
    expect({ status: replay.status, token: replay.body.token }).toEqual({ status: 401, token: undefined });
  });

  it('refuses a key over 200 characters before writing anything', async () => {
    const before = await dump();
    const refused = await post('/payMethod', { name: 'Vale' }, 'k'.repeat(201));
    const message = 'Idempotency-Key must be 1 to 200 characters';
    expect({ status: refused.status, body: refused.body }).toEqual({
      status: 400,
      body: {
        statusCode: 400,
        error: 'Bad Request',
        message,
        key: 'request.idempotencyKeyLength',
        params: { field: 'Idempotency-Key' },
        details: [{ path: 'Idempotency-Key', message, key: 'request.idempotencyKeyLength', params: { field: 'Idempotency-Key' } }],
      },
    });
    expect(await dump()).toEqual(before);
  });
});
