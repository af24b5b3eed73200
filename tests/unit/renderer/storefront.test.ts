/**
 * The customer ordering page's words for a failed call (storefront/errors.ts) and its quantity
 * steps (storefront/quantity.ts): the limits' 429 says how many minutes to wait, from Retry-After.
 * The phones its sign-in shows as examples are ones it takes.
 */
import { describe, expect, it } from 'vitest';
import { CUSTOMER_PHONE_EXAMPLE, phoneKey, typedCustomerPhone } from '../../../src-shared/constants/customers.js';
import { makeI18n } from '../../../src-renderer/i18n/i18n.js';
import { ApiError, storeApi } from '../../../src-renderer/storefront/api.js';
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
