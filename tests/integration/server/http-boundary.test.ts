/**
 * The HTTP boundary (issue 17): a bodiless call is accepted however the client labels its empty
 * body (the exact bytes axios, fetch and curl send); control characters in any text of a body,
 * query or path answer 400 naming the field on both databases (PostgreSQL cannot store NUL);
 * figures and lists are bounded so no total the server derives stops being exact (400, not 500);
 * the inventory import takes a body over the usual 1 MiB; a body that is not UTF-8, or names a field
 * twice, answers 400 instead of being read one way or another, and so does a key naming a part of
 * every object (`__proto__`, `constructor`, `prototype`), as the unknown field it is; a whole
 * number of a query that is not one is told "must be an integer" however it is written.
 */
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { AUDIT_ROWS_MAX, CART_ITEMS_MAX, MONEY_MAX, QUANTITY_MAX, TOTAL_MAX } from '../../../src-shared/limits.js';
import { messages } from '../../../src-shared/schemas/messages.js';
import { ADDRESS } from '../../fixtures/route-requests/helpers.js';
import { call, FLAVOURS, startTestServer, type TestServer } from '../../support/server.js';
import { seedWorld, type World } from '../../support/world.js';

interface RawAnswer {
  status: number;
  body: { message?: string; details?: { path: string; message: string }[] } | null;
}

/** Sends exactly these request bytes (no client adds or fixes a header) and reads the answer. */
function rawRequest(baseUrl: string, head: string[], body = ''): Promise<RawAnswer> {
  const url = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(url.port), url.hostname, () => {
      socket.write([...head, `Host: ${url.host}`, 'Connection: close', '', body].join('\r\n'));
    });
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1]);
      const json = text.slice(text.indexOf('\r\n\r\n') + 4);
      const start = json.indexOf('{');
      resolve({ status, body: start >= 0 ? (JSON.parse(json.slice(start, json.lastIndexOf('}') + 1)) as RawAnswer['body']) : null });
    });
  });
}

/** `rawRequest` with a body of any bytes (not necessarily text). */
function rawBytes(baseUrl: string, head: string[], body: Buffer): Promise<RawAnswer> {
  const url = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(url.port), url.hostname, () => {
      socket.write(Buffer.concat([Buffer.from([...head, `Host: ${url.host}`, 'Connection: close', '', ''].join('\r\n')), body]));
    });
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const json = text.slice(text.indexOf('\r\n\r\n') + 4);
      const start = json.indexOf('{');
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1]), body: start >= 0 ? (JSON.parse(json.slice(start, json.lastIndexOf('}') + 1)) as RawAnswer['body']) : null });
    });
  });
}

/** One detail on `path`; the message leads with the path unless the words name it (a top-level field), as every 400's does. */
const one = (path: string, message: string) => ({ message: path.includes('.') ? `${path}: ${message}` : message, details: [{ path, message }] });

describe.each(FLAVOURS)('the HTTP boundary on %s', (flavour) => {
  let server: TestServer;
  let world: World;
  let admin: string;

  beforeAll(async () => {
    server = await startTestServer(flavour, inject('postgresUrl'));
    world = await seedWorld(server);
    admin = world.tokens.ADMIN;
  });

  afterAll(async () => {
    await server?.close();
  });

  const put = (path: string, headers: string[], body = '') => rawRequest(server.url, [`PUT /api${path} HTTP/1.1`, `Authorization: Bearer ${admin}`, ...headers], body);

  describe('an empty body', () => {
    // A call that takes no body: enabling a category.
    const enable = () => `/category/${world.ids.categories.spare}/enable`;

    it.each([
      [
        'axios put(url) on Node: form-encoded label, chunked, nothing sent',
        ['Content-Type: application/x-www-form-urlencoded', 'Accept: application/json, text/plain, */*', 'Transfer-Encoding: chunked'],
        '0\r\n\r\n',
      ],
      ['a form-encoded label with Content-Length: 0', ['Content-Type: application/x-www-form-urlencoded', 'Content-Length: 0'], ''],
      ['fetch(url, { method: "PUT" }): no label, Content-Length: 0', ['Content-Length: 0'], ''],
      ['curl -X PUT: no label, no length', [], ''],
      ["curl -X PUT -H 'Content-Type: application/json': a JSON label and nothing else", ['Content-Type: application/json'], ''],
      ['a JSON label with Content-Length: 0', ['Content-Type: application/json', 'Content-Length: 0'], ''],
      ['a text label with Content-Length: 0', ['Content-Type: text/plain;charset=UTF-8', 'Content-Length: 0'], ''],
      // A script that writes its empty body with a line break (echo | curl --data-binary @-).
      ['a JSON label and only a line break', ['Content-Type: application/json', 'Content-Length: 1'], '\n'],
    ])('is no body on a call that takes none (%s)', async (_client, headers, body) => {
      const answer = await put(enable(), headers, body);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    });

    it('on a call that needs a body answers 400: the body must not be empty', async () => {
      const order = await world.make.order('own', 'PENDIENTE');
      for (const headers of [['Content-Type: application/json', 'Content-Length: 0'], ['Content-Type: application/x-www-form-urlencoded', 'Content-Length: 0'], ['Content-Length: 0']]) {
        const answer = await put(`/order/confirm/${order}`, headers);
        expect(answer.status).toBe(400);
        expect(answer.body).toMatchObject({
          message: 'the body must not be empty',
          details: [
            { path: '', message: 'the body must not be empty' },
            { path: 'date', message: messages.required('date') },
          ],
        });
      }
    });

    it('a form-encoded body that is not empty answers 415, on calls with and without a body', async () => {
      const order = await world.make.order('own', 'PENDIENTE');
      for (const path of [enable(), `/order/confirm/${order}`]) {
        const answer = await put(path, ['Content-Type: application/x-www-form-urlencoded', 'Content-Length: 13'], 'date=2030-1-1');
        expect({ status: answer.status, body: answer.body }).toEqual({
          status: 415,
          body: { statusCode: 415, error: 'Unsupported Media Type', message: 'send the body as application/json', key: 'request.notJsonMediaType', params: {} },
        });
      }
    });
  });

  describe('refusals no route words', () => {
    // Every answer the screens may show carries a key they translate, as a route's refusal does.
    const keyed = (statusCode: number, error: string, key: string, params: Record<string, string>, message: string) => ({ statusCode, error, message, key, params });
    const malformed = (statusCode: number, error: string, reason: string) => ({
      ...keyed(statusCode, error, 'request.malformed', { reason }, reason),
      details: [{ path: '', message: reason, key: 'request.malformed', params: { reason } }],
    });

    it('a path no route takes answers 404 with its key', async () => {
      const answer = await rawRequest(server.url, ['GET /api/nothing/here?x=1 HTTP/1.1', `Authorization: Bearer ${admin}`]);
      expect(answer).toEqual({ status: 404, body: keyed(404, 'Not Found', 'request.noSuchCall', { method: 'GET', path: '/api/nothing/here' }, 'no such call: GET /api/nothing/here') });
    });

    it('a path that is no URL, or a parameter past its length, answers in the error shape with a key', async () => {
      const broken = await rawRequest(server.url, ['GET /api/order/%E0%A4%A HTTP/1.1', `Authorization: Bearer ${admin}`]);
      expect(broken).toEqual({ status: 400, body: malformed(400, 'Bad Request', "'/api/order/%E0%A4%A' is not a valid url component") });
      const long = `/api/order/${'a'.repeat(201)}`;
      const tooLong = await rawRequest(server.url, [`GET ${long} HTTP/1.1`, `Authorization: Bearer ${admin}`]);
      expect(tooLong).toEqual({ status: 414, body: malformed(414, 'URI Too Long', `'${long}' is exceeding the max param length`) });
    });

    it('bytes that are no HTTP request answer 400 in the error shape with a key', async () => {
      const answer = await rawRequest(server.url, ['POST /api/auth/signin HTTP/1.1', 'Content-Type: application/json', 'Content-Length: abc'], '{}');
      const reason = 'the request is not valid HTTP';
      expect(answer).toEqual({ status: 400, body: keyed(400, 'Bad Request', 'request.malformed', { reason }, reason) });
    });
  });

  describe('control characters', () => {
    const customer = (fields: Record<string, unknown>) => ({ name: world.unique('Cliente'), address: ADDRESS, ...fields });

    it.each([
      ['NUL in a name', { name: 'Ana\u0000Pérez' }, 'name'],
      ['a line break in a name', { name: 'Ana\nPérez' }, 'name'],
      ['a bell in an address line', { address: { ...ADDRESS, street: 'Mitre\u0007 123' } }, 'address.street'],
      ['NUL in notes', { notes: 'pagar\u0000' }, 'notes'],
      ['an escape in notes', { notes: 'a\u001b[31m' }, 'notes'],
      // Stored as sent, these showed a name in another order than it is, or broke its line.
      ['a right-to-left override in a name', { name: 'Ana\u202ezeréP' }, 'name'],
      ['a bidirectional isolate in notes', { notes: 'total \u2066100\u2069' }, 'notes'],
      ['a line separator in a name', { name: 'Ana\u2028Pérez' }, 'name'],
    ])('answer 400 naming the field: %s', async (_case, fields, path) => {
      const answer = await call(server.url, 'POST', '/customer', { token: admin, body: customer(fields) });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject(one(path, messages.controlCharacters(path.split('.').at(-1) ?? path)));
    });

    // Half a surrogate pair is no character: JSON carries it as \ud800, no database keeps it as text.
    // It is no control either: the answer says the text was cut inside a character.
    it.each([
      ['a lone high surrogate in a name', { name: 'Ana\ud800' }, 'name'],
      ['a lone low surrogate in notes', { notes: '\udc00nota' }, 'notes'],
      ['a high surrogate followed by another in a street', { address: { ...ADDRESS, street: 'Mitre \ud83c\ud83c' } }, 'address.street'],
    ])('answer 400 saying a character is cut: %s', async (_case, fields, path) => {
      const answer = await call(server.url, 'POST', '/customer', { token: admin, body: customer(fields) });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject(one(path, messages.brokenCharacter(path.split('.').at(-1) ?? path)));
    });

    it('a whole surrogate pair (an emoji) is text like any other', async () => {
      const answer = await call<{ name: string }>(server.url, 'POST', '/customer', { token: admin, body: customer({ name: 'Kiosco 🍕 Centro' }) });
      expect(answer.status).toBe(201);
      expect(answer.body.name).toBe('Kiosco 🍕 Centro');
    });

    it('tab and line breaks are kept in free text', async () => {
      const answer = await call<{ notes: string }>(server.url, 'POST', '/customer', { token: admin, body: customer({ notes: 'línea 1\r\nlínea 2\tfin' }) });
      expect(answer.status).toBe(201);
      expect(answer.body.notes).toBe('línea 1\r\nlínea 2\tfin');
    });

    it.each([
      ['/customer?query=%00', 'query'],
      ['/product/public?query=a%00b', 'query'],
      ['/provider/public?query=%01', 'query'],
      ['/customer?segment=%00', 'segment'],
    ])('in a query answer 400 naming it: %s', async (path, field) => {
      const answer = await call(server.url, 'GET', path, { token: admin });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject(one(field, messages.controlCharacters(field)));
    });

    it('in a path parameter answer 400', async () => {
      const answer = await call(server.url, 'GET', '/customer/%00', { token: admin });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject(one('id', messages.id('id')));
    });

    it('in a provider name and a sign-in username answer 400, not 500', async () => {
      const provider = await call(server.url, 'POST', '/provider', { token: admin, body: { name: 'Sur\u0000' } });
      expect(provider.status).toBe(400);
      expect(provider.body).toMatchObject(one('name', messages.controlCharacters('name')));
      const signin = await call(server.url, 'POST', '/auth/signin', { body: { username: 'admin\u0000', password: 'x' } });
      expect(signin.status).toBe(400);
      expect(signin.body).toMatchObject(one('username', messages.controlCharacters('username')));
    });
  });

  describe('bytes', () => {
    it.each(['{"name":', '{"name":"a",}', "{'name':'a'}", '{"name":"a"} x'])("a body that is not JSON (%s) answers 400 in the contract's words, keyed for the screens", async (raw) => {
      const answer = await rawRequest(
        server.url,
        ['POST /api/customer HTTP/1.1', `Authorization: Bearer ${admin}`, 'Content-Type: application/json', `Content-Length: ${Buffer.byteLength(raw)}`],
        raw,
      );
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ message: 'the body is not valid JSON: send one JSON object', key: 'request.notJson' });
      expect(answer.body?.details).toEqual([{ path: '', message: 'the body is not valid JSON: send one JSON object', key: 'request.notJson', params: {} }]);
    });

    it('a body that is not UTF-8 answers 400 and stores nothing, instead of becoming U+FFFD', async () => {
      const name = world.unique('Bytes');
      const body = Buffer.concat([Buffer.from(`{"name":"${name}`), Buffer.from([0xff, 0xfe, 0xc3]), Buffer.from(`","address":${JSON.stringify(ADDRESS)}}`)]);
      const answer = await rawBytes(server.url, ['POST /api/customer HTTP/1.1', `Authorization: Bearer ${admin}`, 'Content-Type: application/json', `Content-Length: ${body.length}`], body);
      expect(answer.status).toBe(400);
      expect(answer.body?.message).toBe('the body is not valid UTF-8 text');
      const found = await call<{ docs: unknown[] }>(server.url, 'GET', `/customer?query=${name}`, { token: admin });
      expect(found.body.docs).toEqual([]);
    });

    it('a field named twice answers 400 naming it and stores nothing, instead of the last one winning', async () => {
      const first = world.unique('Primero');
      const raw = `{"name":"${first}","address":${JSON.stringify(ADDRESS)},"name":"${world.unique('Segundo')}"}`;
      const answer = await rawRequest(
        server.url,
        ['POST /api/customer HTTP/1.1', `Authorization: Bearer ${admin}`, 'Content-Type: application/json', `Content-Length: ${Buffer.byteLength(raw)}`],
        raw,
      );
      expect(answer.status).toBe(400);
      expect(answer.body?.details).toMatchObject([{ path: 'name', message: 'name is named twice in the body: send each field once' }]);
      const nested = `{"customer":"${world.ids.customers.av1}","cart":{"items":[{"product":"${world.ids.products.main}","quantity":1,"quantity":900}]},"delivery":${JSON.stringify({ phone: world.ids.customerPhone, contactEmail: null, address: ADDRESS, charged: false })}}`;
      const order = await rawRequest(
        server.url,
        ['POST /api/order HTTP/1.1', `Authorization: Bearer ${admin}`, 'Content-Type: application/json', `Content-Length: ${Buffer.byteLength(nested)}`],
        nested,
      );
      expect(order.status).toBe(400);
      expect(order.body?.details?.[0]?.path).toBe('cart.items.0.quantity');
      const found = await call<{ docs: unknown[] }>(server.url, 'GET', `/customer?query=${first}`, { token: admin });
      expect(found.body.docs).toEqual([]);
    });

    it.each([
      ['__proto__ at the top', (name: string) => `{"name":"${name}","address":${JSON.stringify(ADDRESS)},"__proto__":{"status":false}}`, '__proto__', '__proto__'],
      ['constructor.prototype at the top', (name: string) => `{"name":"${name}","address":${JSON.stringify(ADDRESS)},"constructor":{"prototype":{"status":false}}}`, 'constructor', 'constructor'],
      ['prototype at the top', (name: string) => `{"name":"${name}","address":${JSON.stringify(ADDRESS)},"prototype":{}}`, 'prototype', 'prototype'],
      ['__proto__ in the address', (name: string) => `{"name":"${name}","address":{"__proto__":{"x":1},${JSON.stringify(ADDRESS).slice(1)}}`, 'address.__proto__', '__proto__'],
      ['constructor in the address', (name: string) => `{"name":"${name}","address":{${JSON.stringify(ADDRESS).slice(1, -1)},"constructor":{"prototype":{}}}}`, 'address.constructor', 'constructor'],
    ])('a body naming %s answers 400 with that unknown field, keyed for the screens, and stores nothing', async (_case, body, path, key) => {
      const name = world.unique('Proto');
      const raw = body(name);
      const answer = await rawRequest(
        server.url,
        ['POST /api/customer HTTP/1.1', `Authorization: Bearer ${admin}`, 'Content-Type: application/json', `Content-Length: ${Buffer.byteLength(raw)}`],
        raw,
      );
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ message: path === key ? `unknown field: ${key}` : `${path}: unknown field: ${key}`, key: 'validation.unknownField', params: { key } });
      expect(answer.body?.details).toEqual([{ path, message: `unknown field: ${key}`, key: 'validation.unknownField', params: { key } }]);
      const found = await call<{ docs: unknown[] }>(server.url, 'GET', `/customer?query=${name}`, { token: admin });
      expect(found.body.docs).toEqual([]);
    });

    it('a UTF-8 body with a byte order mark is read', async () => {
      const name = world.unique('Bom');
      const body = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(JSON.stringify({ name, address: ADDRESS }))]);
      const answer = await rawBytes(server.url, ['POST /api/customer HTTP/1.1', `Authorization: Bearer ${admin}`, 'Content-Type: application/json', `Content-Length: ${body.length}`], body);
      expect(answer.status).toBe(201);
    });
  });

  describe('whole numbers in a query', () => {
    it.each([
      ['/customer?limit=abc', 'limit'],
      ['/customer?page=2.5', 'page'],
      ['/customer?limit=1e3', 'limit'],
      ['/customer?page=0x10', 'page'],
      ['/customer?page=Infinity', 'page'],
      ['/customer?limit=1e400', 'limit'],
      ['/audit/commercial?transactionsPage=uno', 'transactionsPage'],
      ['/audit/commercial?transactionsLimit=7.5', 'transactionsLimit'],
    ])('%s answers 400: %s must be an integer, whatever is not one', async (path, field) => {
      const answer = await call<{ message: string; details: unknown[] }>(server.url, 'GET', path, { token: admin });
      expect(answer.status).toBe(400);
      expect(answer.body.details).toEqual([{ path: field, message: `${field} must be an integer`, key: 'validation.wrongType.int', params: { field } }]);
    });

    it.each([
      ['/customer?page=1&page=2', 'page'],
      ['/customer?query=ana&query=luis', 'query'],
      ['/customer?limit=5&status=true&status=false', 'status'],
    ])('%s answers 400 naming %s as named twice, as a body naming a field twice does', async (path, field) => {
      const answer = await call<{ message: string; details: unknown[] }>(server.url, 'GET', path, { token: admin });
      expect(answer.status).toBe(400);
      const message = `${field} is named twice in the query: send each field once`;
      expect(answer.body.details).toEqual([{ path: field, message, key: 'request.queryFieldTwice', params: { field } }]);
    });

    it.each([
      ['/product/public?query=%FF', 'query'],
      ['/product/public?query=queso%C3', 'query'],
      ['/customer?limit=5&query=ana%ED%A0%80', 'query'],
      ['/customer?%FF=1', ''],
    ])('%s answers 400 naming "%s": escapes that are not UTF-8 are refused, as such a body is, not searched for as U+FFFD', async (path, field) => {
      const answer = await call<{ message: string; details: unknown[] }>(server.url, 'GET', path, { token: admin });
      expect(answer.status).toBe(400);
      const message = `${field || 'the query'} is not valid UTF-8 text once unescaped: send its bytes as UTF-8`;
      expect(answer.body.details).toEqual([{ path: field, message, key: 'request.queryNotUtf8', params: { field } }]);
    });

    it('escaped UTF-8 and a % that escapes nothing are read as text', async () => {
      const accented = await call<{ docs: unknown[] }>(server.url, 'GET', '/product/public?query=jam%C3%B3n', { token: admin });
      expect(accented.status).toBe(200);
      const percent = await call<{ docs: unknown[] }>(server.url, 'GET', '/product/public?query=50%', { token: admin });
      expect(percent.status).toBe(200);
    });

    it('a whole number with blanks or a sign is read as one', async () => {
      const answer = await call<{ page: number; limit: number }>(server.url, 'GET', '/customer?page=%201%20&limit=%2B5', { token: admin });
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ page: 1, limit: 5 });
    });
  });

  describe('figures', () => {
    const order = (items: unknown[]) => ({
      customer: world.ids.customers.av1,
      cart: { items },
      delivery: { phone: world.ids.customerPhone, contactEmail: null, address: ADDRESS, charged: false },
    });

    it('a quantity over the limit answers 400 naming it', async () => {
      const answer = await call(server.url, 'POST', '/order', { token: admin, body: order([{ product: world.ids.products.main, quantity: 1e12 }]) });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject(one('cart.items.0.quantity', messages.maxNumber('quantity', QUANTITY_MAX, true)));
    });

    it('a cart whose total money cannot hold exactly answers 400, and the account keeps taking orders', async () => {
      const product = await call<{ _id: string }>(server.url, 'POST', '/product', {
        token: admin,
        body: {
          name: world.unique('Caro'),
          provider: world.ids.providers.own,
          unit: 'UNITY',
          taxBase: MONEY_MAX,
          margins: [
            { quantity: 0, value: 100 },
            { quantity: 1, value: 100 },
          ],
          contributions: 100,
          wholesalerContributions: 100,
        },
      });
      expect(product.status).toBe(201);
      const answer = await call(server.url, 'POST', '/order', { token: admin, body: order([{ product: product.body._id, quantity: QUANTITY_MAX }]) });
      expect(answer.status).toBe(400);
      const message = messages.maxNumber('cart total', TOTAL_MAX, true);
      expect(answer.body).toMatchObject({ message: `cart.items: ${message}`, details: [{ path: 'cart.items', message }] });
      const fine = await call(server.url, 'POST', '/order', { token: admin, body: order([{ product: world.ids.products.main, quantity: 1 }]) });
      expect(fine.status).toBe(201);
    });

    it.each([
      ['POST', '/account/pay', (w: World) => ({ customer: w.ids.customers.av1, amount: MONEY_MAX * 10 }), 'amount'],
      ['POST', '/cashflow/internal', (w: World) => ({ garage: w.ids.garages.main, amount: 1e15, concept: 'INGRESS', paymentMethod: 'CASH' }), 'amount'],
      ['POST', '/withdrawal', (w: World) => ({ name: w.unique('Retiro'), fee: 1e13 }), 'fee'],
    ])('%s %s: an amount over the money limit answers 400 naming it', async (method, path, body, field) => {
      const answer = await call(server.url, method, path, { token: admin, body: body(world) });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject(one(field, messages.maxNumber(field, MONEY_MAX, true)));
    });

    it('an account balance correction over the money limit answers 400', async () => {
      const answer = await call(server.url, 'PATCH', `/account/${world.money.accounts.own}`, { token: admin, body: { balance: -MONEY_MAX * 2 } });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject(one('balance', messages.minNumber('balance', -MONEY_MAX, true)));
    });
  });

  describe('list sizes', () => {
    it(`a cart of more than ${CART_ITEMS_MAX} lines answers 400`, async () => {
      const items = Array.from({ length: CART_ITEMS_MAX + 1 }, () => ({ product: world.ids.products.main, quantity: 1 }));
      const answer = await call(server.url, 'POST', '/order', {
        token: admin,
        body: { customer: world.ids.customers.av1, cart: { items }, delivery: { phone: world.ids.customerPhone, contactEmail: null, address: ADDRESS, charged: false } },
      });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject(one('cart.items', messages.maxItems('cart', CART_ITEMS_MAX, 'item')));
    });

    const row = (number: number) => ({ number, name: 'Producto de prueba con un nombre largo', unitCost: 1234.56, m100: 1.35, m500: 1.3, m1000: 1.25, wholesaler: 1.2, theoretical: 12, real: 11 });

    it(`an inventory import of more than ${AUDIT_ROWS_MAX} rows answers 400 for its size alone`, async () => {
      const rows = Array.from({ length: AUDIT_ROWS_MAX + 1 }, (_, i) => row(i + 1));
      const answer = await call(server.url, 'POST', '/audit/inventory', { token: admin, body: { rows, dryRun: true } });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject(one('rows', messages.maxItems('rows', AUDIT_ROWS_MAX, 'row')));
    });

    it('an inventory import over 1 MiB is read (its rows are checked), not refused as too large', async () => {
      const rows = Array.from({ length: 10_000 }, (_, i) => row(world.ids.productNumber + 100_000 + i));
      const body = JSON.stringify({ rows, dryRun: true });
      expect(body.length).toBeGreaterThan(1024 * 1024);
      const answer = await call<{ details: unknown[] }>(server.url, 'POST', '/audit/inventory', { token: admin, rawBody: body });
      expect(answer.status).toBe(400);
      expect(answer.body.details).toHaveLength(10_000);
    });
  });
});
