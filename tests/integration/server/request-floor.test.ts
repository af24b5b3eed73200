/**
 * What every request goes through before its own work (http/register.ts, http/app.ts), over HTTP on
 * SQLite: a caller checked a moment ago is taken from the session cache without waiting, and is still
 * refused what its role may not call, and refused at once once its session ends; a refused request's
 * reason and its access line carry its id and the same leading fields, the access line its fields in
 * a fixed order, and a request that logs nothing of its own writes its access line alone.
 */
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createStaff, expectStatus, type ErrorBody } from '../../support/actors.js';
import { ADMIN, call, signIn, startTestServer, type TestServer } from '../../support/server.js';

describe('the floor of a request', () => {
  const raw: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const text of chunk.toString().split('\n')) if (text.trim() !== '') raw.push(text);
      done();
    },
  });
  let server: TestServer;
  let admin: string;

  beforeAll(async () => {
    server = await startTestServer('sqlite', inject('postgresUrl'), { logger: { level: 'info', stream } });
    admin = await signIn(server.url, ADMIN.username, ADMIN.password);
  });
  afterAll(() => server?.close());

  const linesOf = (reqId: string | null) => raw.filter((text) => (JSON.parse(text) as { reqId?: string }).reqId === reqId);

  it('a caller kept a moment ago is refused a route its role may not call, and once signed out is refused at once', async () => {
    const staff = await createStaff(server.url, admin, { name: 'Olga Piso', username: 'olga.piso', role: 'OPERACION' });
    // Checked now: the next requests within the cache's second take the kept caller.
    await expectStatus(call(server.url, 'GET', '/auth/me', { token: staff.token }));
    const refused = await call<ErrorBody>(server.url, 'POST', '/user', { token: staff.token, body: { name: 'X', username: 'x.y', role: 'ADMIN' } });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ key: 'auth.roleMayNot', params: { role: 'OPERACION', method: 'POST', path: '/user' } });
    const page = await expectStatus(call<{ docs: unknown[] }>(server.url, 'GET', '/product/public?query=zz', { token: staff.token }));
    expect(page.docs).toEqual([]);

    await expectStatus(call(server.url, 'POST', '/auth/signout', { token: staff.token }));
    const after = await call<ErrorBody>(server.url, 'GET', '/auth/me', { token: staff.token });
    expect(after.status).toBe(401);
    expect(after.body).toMatchObject({ key: 'auth.sessionExpired' });
    expect((await call<ErrorBody>(server.url, 'GET', '/auth/me')).body).toMatchObject({ key: 'auth.signInRequired' });
  });

  it('writes the access line as the request’s own logger writes its reason: the same fields first, the request’s id among them', async () => {
    // A refused request: its reason by the request's own logger, then its access line.
    const answer = await call(server.url, 'POST', '/provider', { token: admin, body: { name: '' } });
    expect(answer.status).toBe(400);
    const reqId = answer.headers.get('x-request-id');
    const [reason, access] = linesOf(reqId);
    expect(linesOf(reqId)).toHaveLength(2);
    const keysOf = (text: string | undefined) => Object.keys(JSON.parse(text ?? '{}') as object);
    expect(keysOf(reason)).toEqual(['level', 'time', 'pid', 'hostname', 'reqId', 'statusCode', 'message', 'msg']);
    expect(keysOf(access)).toEqual(['level', 'time', 'pid', 'hostname', 'reqId', 'method', 'url', 'statusCode', 'responseTime', 'msg']);
    expect(JSON.parse(access ?? '{}')).toMatchObject({ level: 30, pid: process.pid, reqId, method: 'POST', url: '/api/provider', statusCode: 400, msg: 'request completed' });
    expect(access?.startsWith(`{"level":30,"time":`)).toBe(true);
  });

  it('an answered request that logs nothing of its own writes its access line alone, under the id its answer carries', async () => {
    const answer = await call(server.url, 'GET', '/auth/me', { token: admin });
    expect(answer.status).toBe(200);
    const reqId = answer.headers.get('x-request-id');
    expect(reqId).toMatch(/^[0-9a-f-]{36}$/);
    const mine = linesOf(reqId).map((text) => JSON.parse(text) as Record<string, unknown>);
    expect(mine).toEqual([expect.objectContaining({ reqId, method: 'GET', url: '/api/auth/me', statusCode: 200, msg: 'request completed' })]);
    // A request id sent by the caller is the one logged and answered.
    const sent = await call(server.url, 'GET', '/auth/me', { token: admin, headers: { 'x-request-id': 'caller-chosen-id-1' } });
    expect(sent.headers.get('x-request-id')).toBe('caller-chosen-id-1');
    expect(linesOf('caller-chosen-id-1').map((text) => (JSON.parse(text) as { msg: string }).msg)).toEqual(['request completed']);
  });
});
