/**
 * The desktop's API client against the real server on 127.0.0.1: JSON and the bearer token, the
 * server's errors as values with their status, Idempotency-Key, and the two failures the server
 * never answers itself — a network that is not there (0, OFFLINE) and one that never answers (408,
 * TIMEOUT).
 */
import { createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { newId } from '../../src-shared/ids.js';
import { createApiClient, type ApiClient } from '../../src-main/api/client.js';
import { fillPath } from '../../src-main/api/routes.js';
import type { Timers } from '../../src-main/sync/timers.js';
import { ADMIN, signIn, startTestServer, type TestServer } from '../support/server.js';
import { freePort } from '../support/sync-server-process.js';

describe('API client', () => {
  let server: TestServer;
  let client: ApiClient;
  let token: string | null = null;

  beforeAll(async () => {
    server = await startTestServer('sqlite', inject('postgresUrl'));
    token = await signIn(server.url, ADMIN.username, ADMIN.password);
    client = createApiClient({ baseUrl: server.url, token: () => token });
  });
  afterAll(() => server?.close());

  it('sends JSON with the bearer token and answers the body with its status', async () => {
    const created = await client.call('provider.create', { body: { name: 'Distribuidora Norte' } });
    expect(created).toMatchObject({ ok: true, status: 201, body: { name: 'Distribuidora Norte' } });
    const id = created.ok ? created.body._id : '';
    expect(await client.call('provider.get', { params: { id } })).toMatchObject({ ok: true, status: 200, body: { _id: id } });
    const page = await client.request<{ docs: unknown[]; limit: number }>({ method: 'GET', path: '/provider/public', query: { limit: 1, query: undefined } });
    expect(page).toMatchObject({ ok: true, body: { limit: 1 } });
  });

  it('parses a route’s answer with its response schema: an answer outside it is INTERNAL, not a value', async () => {
    const answering = (body: unknown) => createApiClient({ baseUrl: server.url, token: () => token, fetch: async () => new Response(JSON.stringify(body), { status: 200 }) });
    const id = newId();
    expect(await answering({ _id: id, name: 'Norte', extra: 1 }).call('provider.get', { params: { id } })).toEqual({ ok: true, status: 200, body: { _id: id, name: 'Norte', extra: 1 } });
    const outside = await answering({ name: 'Norte' }).call('provider.get', { params: { id } });
    expect(outside).toMatchObject({ ok: false, status: 200, error: { code: 'INTERNAL', message: expect.stringContaining('provider.get outside its response schema (_id') } });
  });

  it('turns the server’s errors into values carrying the status, message and details', async () => {
    const invalid = await client.call('provider.create', { body: { name: '' } });
    expect(invalid).toMatchObject({ ok: false, status: 400, error: { code: 'VALIDATION', details: [{ path: 'name' }] } });
    const missing = await client.call('provider.get', { params: { id: newId() } });
    expect(missing).toMatchObject({ ok: false, status: 404, error: { code: 'NOT_FOUND' } });
    const saved = token;
    token = null;
    const anonymous = await client.call('provider.get', { params: { id: newId() } });
    token = saved;
    expect(anonymous).toMatchObject({ ok: false, status: 401, error: { code: 'UNAUTHORIZED', message: expect.stringContaining('sign in') } });
  });

  it('sends the Idempotency-Key: a repeat answers the first result and creates nothing', async () => {
    const key = newId();
    const body = { _id: newId(), name: 'Cliente Idempotente', address: { label: 'Casa', street: 'Mitre 1', city: 'Quilmes', province: 'Buenos Aires' } };
    const first = await client.call('customer.create', { body, idempotencyKey: key });
    const again = await client.call('customer.create', { body, idempotencyKey: key });
    expect(first).toMatchObject({ ok: true, status: 201 });
    expect(again).toEqual(first);
    const count = await server.database.db
      .selectFrom('customers' as never)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst();
    expect(Number(count?.n)).toBe(1);
  });

  it('answers 0 / OFFLINE when nothing listens', async () => {
    const port = await freePort();
    const offline = createApiClient({ baseUrl: `http://127.0.0.1:${port}/api`, token: () => 'x' });
    expect(await offline.request({ method: 'GET', path: '/sync/pull' })).toEqual({ ok: false, status: 0, error: { code: 'OFFLINE', message: 'the server could not be reached' } });
  });

  describe('a server that accepts the connection and never answers', () => {
    let silent: Server;
    const sockets: Socket[] = [];
    beforeAll(async () => {
      silent = createServer((socket) => sockets.push(socket));
      await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    });
    afterAll(async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    });

    it('answers 408 / TIMEOUT when the time-out strikes, with the time-out from the injected timers', async () => {
      const address = silent.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      const delays: number[] = [];
      let fire: (() => void) | undefined;
      const timers: Timers = {
        setTimeout: (callback, ms) => {
          delays.push(ms);
          fire = callback;
          return delays.length;
        },
        clearTimeout: () => undefined,
      };
      const stalled = createApiClient({ baseUrl: `http://127.0.0.1:${port}/api`, token: () => 'x', timers });
      const pending = stalled.request({ method: 'POST', path: '/customer', body: {} });
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(delays).toEqual([30_000]);
      fire?.();
      expect(await pending).toEqual({ ok: false, status: 408, error: { code: 'TIMEOUT', message: 'the server did not answer in time' } });
    });
  });

  it('fills path parameters, encoded', () => {
    expect(fillPath('/cashflow/{id}/{second}', { id: 'a b', second: 'c/d' })).toBe('/cashflow/a%20b/c%2Fd');
    expect(() => fillPath('/customer/{id}')).toThrow(/missing path parameter id/);
  });
});
