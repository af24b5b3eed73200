/**
 * The server's access log: one line per request, written when it is answered, saying what was asked,
 * the answer's status and how long it took, under the request's id (the `x-request-id` the answer
 * carries) — and a refused request's reason on a line of its own. Over HTTP, on SQLite.
 */
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { codeLoggedAfter, createCustomer, expectStatus, loggedCodeIds } from '../../support/actors.js';
import { ADMIN, call, signIn, startTestServer, type TestServer } from '../../support/server.js';

interface LogLine {
  level: number;
  msg: string;
  reqId?: string;
  method?: string;
  url?: string;
  statusCode?: number;
  responseTime?: number;
}

const INFO = 30;

describe('access log', () => {
  const lines: LogLine[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const text of chunk.toString().split('\n')) if (text.trim() !== '') lines.push(JSON.parse(text) as LogLine);
      done();
    },
  });
  let server: TestServer;
  let token: string;

  beforeAll(async () => {
    server = await startTestServer('sqlite', inject('postgresUrl'), { logger: { level: 'info', stream } });
    token = await signIn(server.url, ADMIN.username, ADMIN.password);
  });
  afterAll(() => server?.close());

  const linesOf = (reqId: string | null) => lines.filter((line) => line.reqId === reqId);

  it('writes one line for an answered request, with its method, path, status and time', async () => {
    const answer = await call(server.url, 'GET', '/garage?limit=5', { token });
    expect(answer.status).toBe(200);
    const reqId = answer.headers.get('x-request-id');
    expect(reqId).toMatch(/^[0-9a-f-]{36}$/);
    const mine = linesOf(reqId);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ level: INFO, msg: 'request completed', method: 'GET', url: '/api/garage?limit=5', statusCode: 200 });
    expect(mine[0]?.responseTime).toBeGreaterThan(0);
  });

  it('says why a request was refused on a line of its own, before the line that answers it', async () => {
    const answer = await call(server.url, 'POST', '/provider', { token, body: { name: '' } });
    expect(answer.status).toBe(400);
    const mine = linesOf(answer.headers.get('x-request-id'));
    expect(mine.map((line) => line.msg)).toEqual(['request refused', 'request completed']);
    expect(mine[1]).toMatchObject({ method: 'POST', url: '/api/provider', statusCode: 400 });
  });

  it('holds no secret: passwords, one-time and pairing codes, tokens, search texts', async () => {
    const from = lines.length;
    const phone = '+54 11 58585858';
    const secrets: string[] = [ADMIN.password, token, 'Zulema Quiroga', '1158585858', '58585858', 'hunter2-typo'];
    await createCustomer(server.url, token, { name: 'Zulema Quiroga', phone });
    expect((await call(server.url, 'POST', '/auth/signin', { body: { username: 'admin', password: 'hunter2-typo' } })).status).toBe(401);
    // A body that is not JSON at all, cut inside the password.
    await call(server.url, 'POST', '/auth/signin', { rawBody: '{"username":"admin","password":"hunter2-typo' });
    const before = await loggedCodeIds(server, phone);
    await expectStatus(call(server.url, 'POST', '/auth/otp', { body: { phone } }));
    const code = await codeLoggedAfter(server, phone, before);
    const signed = await expectStatus(call<{ token: string }>(server.url, 'POST', '/auth/otp', { body: { phone, code } }));
    secrets.push(code, signed.token);
    const admin = await expectStatus(call<{ user: { _id: string } }>(server.url, 'GET', '/auth/me', { token }));
    const pair = await expectStatus(call<{ code: string }>(server.url, 'POST', '/auth/pair', { token, body: { user: admin.user._id } }), 201);
    const paired = await expectStatus(call<{ token: string }>(server.url, 'POST', `/auth/pair/${pair.code}`, { headers: { 'idempotency-key': 'log-pair-1' } }));
    expect((await call(server.url, 'POST', `/auth/pair/${pair.code}`)).status).toBe(401);
    secrets.push(pair.code, paired.token);
    await expectStatus(call(server.url, 'GET', `/customer?query=${encodeURIComponent('Zulema Quiroga')}`, { token }));
    await expectStatus(call(server.url, 'GET', `/customer?query=58585858&limit=5`, { token }));

    const written = lines.slice(from).map((line) => JSON.stringify(line));
    expect(written.some((line) => line.includes('/api/auth/pair/[redacted]'))).toBe(true);
    expect(written.some((line) => line.includes('/api/customer?query=[redacted]&limit=5'))).toBe(true);
    for (const secret of secrets) {
      for (const variant of [secret, encodeURIComponent(secret), secret.toLowerCase()]) {
        expect(
          written.filter((line) => line.toLowerCase().includes(variant.toLowerCase())),
          secret,
        ).toEqual([]);
      }
    }
  });
});
