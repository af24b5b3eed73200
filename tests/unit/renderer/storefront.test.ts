/**
 * The customer ordering page's words for a failed call (storefront/errors.ts) and its quantity
 * steps (storefront/quantity.ts): the limits' 429 says how many minutes to wait, from Retry-After.
 * The phones its sign-in shows as examples are ones it takes.
 */
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { HTTP_TIMEOUT_MS } from '../../../src-shared/constants/sync.js';
import { CUSTOMER_PHONE_EXAMPLE, phoneKey, typedCustomerPhone } from '../../../src-shared/constants/customers.js';
import { makeI18n } from '../../../src-renderer/i18n/i18n.js';
import { ApiError, storeApi, TIMED_OUT_STATUS } from '../../../src-renderer/storefront/api.js';
import { storeErrorText } from '../../../src-renderer/storefront/errors.js';
import { quantityStep, stepped } from '../../../src-renderer/storefront/quantity.js';

const { t } = makeI18n('es-AR');

describe('the ordering page', () => {
  it('tells the customer how many minutes to wait, rounding Retry-After up', () => {
    expect(storeErrorText(new ApiError(429, 'too many', 1500), t)).toBe('Hubo demasiados intentos. Esperá 25 minutos y probá de nuevo.');
    expect(storeErrorText(new ApiError(429, 'too many', 61), t)).toBe('Hubo demasiados intentos. Esperá 2 minutos y probá de nuevo.');
    expect(storeErrorText(new ApiError(429, 'too many', 30), t)).toBe('Hubo demasiados intentos. Esperá 1 minuto y probá de nuevo.');
  });

  it('says a lost connection and an ended session in Spanish', () => {
    expect(storeErrorText(new ApiError(0, 'fetch failed'), t)).toBe('No pudimos conectarnos. Revisá tu conexión y probá de nuevo.');
    expect(storeErrorText(new ApiError(401, 'unauthorized'), t)).toBe('Tu sesión venció: entrá de nuevo.');
  });

  it('says sign-in is not set up, rather than asking to try again, when no channel sends codes', () => {
    const notSetUp = new ApiError(503, 'customer sign-in is not set up: configure SMTP_URL or SMS_WEBHOOK_URL (see README)');
    expect(storeErrorText(notSetUp, t)).toBe('El local todavía no habilitó el ingreso con código. Avisale para que lo configure.');
  });

  it("says a refusal by its key, never the server's English", () => {
    const refused = new ApiError(400, 'Discount value must be between 0 and 100', null, { key: 'order.discount.range', params: { min: 0, max: 100 } });
    expect(storeErrorText(refused, t)).toBe('El descuento tiene que estar entre 0 y 100');
    expect(storeErrorText(new ApiError(409, 'cannot frobnicate'), t)).toBe('Algo salió mal. Probá de nuevo.');
  });

  it('names a refused field by the label the customer saw, and never by its English name', () => {
    const blank = (path: string, field: string) => new ApiError(400, `${field} must be at least 1 character`, null, { key: 'validation.minChars', params: { field, count: 1 } }, path);
    const labels = { 'delivery.address.street': 'Calle y número' };
    expect(storeErrorText(blank('delivery.address.street', 'street'), t, labels)).toBe('Calle y número: no puede quedar vacío');
    expect(storeErrorText(blank('delivery.phone', 'phone'), t, labels)).toBe('No puede quedar vacío');
  });

  it('says a product or a delivery option gone since the page loaded in Spanish, without its id', () => {
    const gone = (what: string) =>
      new ApiError(400, `no enabled ${what} has id 0123456789abcdef01234567`, null, { key: 'reference.notEnabled', params: { what, id: '0123456789abcdef01234567' } }, 'items.0.product');
    expect(storeErrorText(gone('product'), t)).toBe('Un producto que elegiste ya no está en el catálogo. Actualizá la página y probá de nuevo.');
    expect(storeErrorText(gone('delivery option'), t)).toBe('Esa forma de entrega ya no está disponible: elegí otra.');
  });

  it('sends the Idempotency-Key it is given, so a retry after a lost answer makes nothing twice', async () => {
    const sent: Array<Record<string, string>> = [];
    const fetcher = (_url: string, init: RequestInit) => {
      sent.push(init.headers as Record<string, string>);
      return Promise.resolve(new Response('{}', { status: 201 }));
    };
    const api = storeApi('token', () => undefined, fetcher);
    await api.send('POST', '/order/draft', {}, { idempotencyKey: 'draft-1' });
    await api.send('POST', '/cart', { items: [] });
    expect(sent[0]).toMatchObject({ 'idempotency-key': 'draft-1', authorization: 'Bearer token' });
    expect(sent[1]).not.toHaveProperty('idempotency-key');
  });

  it('gives up on a server that does not answer, or stops mid-answer, after its time-out, and says so in Spanish (spec §7, §8)', async () => {
    // A real server on a real socket: one path never answers, one sends its headers and half a body, one answers.
    const open = new Set<ServerResponse>();
    const server = createServer((req, res) => {
      open.add(res);
      if (req.url === '/api/half') {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.write('{"docs":');
      } else if (req.url === '/api/ok') res.end('{"ok":true}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const viaSocket = (url: string, init: RequestInit) => fetch(`http://127.0.0.1:${port}${url}`, init);
    const api = storeApi('token', () => undefined, viaSocket, 300);
    try {
      const started = Date.now();
      const silent = await api.get('/silent').catch((error: unknown) => error);
      expect(Date.now() - started).toBeLessThan(5_000);
      expect(silent).toBeInstanceOf(ApiError);
      expect([(silent as ApiError).status, (silent as ApiError).message]).toEqual([TIMED_OUT_STATUS, 'no answer within 300 ms']);
      expect(storeErrorText(silent, t)).toBe('El local no respondió a tiempo. Probá de nuevo en un momento.');
      const half = await api.send('POST', '/half', {}).catch((error: unknown) => error);
      expect((half as ApiError).status).toBe(TIMED_OUT_STATUS);
      expect(await api.get('/ok')).toEqual({ ok: true });
    } finally {
      for (const res of open) res.destroy();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('waits 30 seconds by default, the contract time-out', () => {
    expect(HTTP_TIMEOUT_MS).toBe(30_000);
  });

  it('steps weight products by their smallest tier in grams, unit products by one', () => {
    const tier = (quantity: number) => ({ from: quantity, quantity, price: 1, perBase: 1 });
    expect(quantityStep({ unit: 'WEIGHT', prices: [tier(250), tier(1000)] })).toBe(250);
    expect(quantityStep({ unit: 'WEIGHT', prices: [tier(1000)] })).toBe(100);
    expect(quantityStep({ unit: 'UNITY', prices: [tier(1), tier(12)] })).toBe(1);
    expect(stepped(100, 100, -1)).toBe(100);
    expect(stepped(400, 100, 1)).toBe(500);
  });

  it('takes the phone the way people write it, and the example it shows', () => {
    const shown = [t('store.signIn.phone.placeholder', { example: CUSTOMER_PHONE_EXAMPLE }), t('store.error.phone', { example: CUSTOMER_PHONE_EXAMPLE }).match(/\+[\d ]+\d/)?.[0] ?? ''];
    for (const example of shown) expect(typedCustomerPhone(example), example).not.toBeNull();
    for (const typed of ['+54 11 5555 0001', '+54 11 5555-0001', '+54 (11) 5555.0001', '+541155550001']) expect(typedCustomerPhone(typed)).toBe(phoneKey('+54 11 55550001'));
    for (const typed of ['11 5555 0001', '+54 1', 'tel +54 11 55550001', '']) expect(typedCustomerPhone(typed)).toBeNull();
  });
});
