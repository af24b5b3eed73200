import { describe, expect, it } from 'vitest';
import { customerPhone, date, email, emailOrEmpty, id, longText, obj, optionalEmail, pairingCode, text } from '../../../src-shared/schemas/common.js';
import { MONEY_MAX, QUANTITY_MAX } from '../../../src-shared/limits.js';
import { idParams, idSecondParams } from '../../../src-shared/schemas/params.js';
import { ID, accept, reject } from './helpers.js';

describe('ids', () => {
  const schema = obj({ customer: id() });

  it('accepts 24 hex characters in either case and stores them lowercase', () => {
    expect(accept(schema, { customer: ID.toUpperCase() })).toEqual({ customer: ID });
    expect(accept(schema, { customer: 'AbCdEf0123456789aBcDeF01' })).toEqual({ customer: 'abcdef0123456789abcdef01' });
  });

  it.each([
    ['23 characters', ID.slice(1)],
    ['25 characters', `${ID}0`],
    ['a non-hex character', `${ID.slice(1)}g`],
    ['a number', 123],
  ])('rejects %s', (_label, value) => {
    reject(schema, { customer: value }, 'customer', 'customer must be a 24-hex-character id');
  });

  it('validates path ids too', () => {
    reject(idParams, { id: 'nope' }, 'id', 'id must be a 24-hex-character id');
    expect(accept(idSecondParams, { id: ID.toUpperCase(), second: ID })).toEqual({ id: ID, second: ID });
  });
});

describe('texts', () => {
  it('stores accents composed, whichever way the keyboard sent them, and counts them as one character', () => {
    const decomposed = 'la\u0301cteos';
    expect(accept(obj({ slug: text(7, 1) }), { slug: decomposed })).toEqual({ slug: 'lácteos' });
    expect(accept(obj({ notes: longText(7) }), { notes: decomposed })).toEqual({ notes: 'lácteos' });
  });

  it('takes characters that draw nothing off the ends of a name, so a name of only those is empty', () => {
    const schema = obj({ name: text(100, 1) });
    expect(accept(schema, { name: '\u200B Juan\u00A0Pérez\u2060\uFEFF ' })).toEqual({ name: 'Juan\u00A0Pérez' });
    expect(accept(schema, { name: 'Agua\u200Bmineral' })).toEqual({ name: 'Agua\u200Bmineral' });
    for (const blank of ['\u200B', '\u200B\u200C\u200D', ' \u00AD ', '\u2060\uFEFF']) {
      reject(schema, { name: blank }, 'name', 'name must be at least 1 character');
    }
  });
});

describe('emails (no top-level-domain check)', () => {
  const schema = obj({ email: email() });

  it.each(['a@b', 'a@b.c', 'first.last+tag@mail.example.com', "o'neil@host-1"])('accepts %s', (value) => {
    expect(accept(schema, { email: value })).toEqual({ email: value });
  });

  it.each(['a@', '@b', 'a b@c', 'a@b..c', 'a@-b', 'plain', 'a@b@c'])('rejects %s', (value) => {
    reject(schema, { email: value }, 'email', 'email must be a valid email address');
  });

  it('lets optional emails be null or empty, but not malformed', () => {
    const optional = obj({ email: optionalEmail() });
    expect(accept(optional, { email: '' })).toEqual({ email: '' });
    expect(accept(optional, { email: null })).toEqual({ email: null });
    expect(accept(optional, {})).toEqual({});
    reject(optional, { email: 'x@' }, 'email', 'email must be a valid email address');
  });

  it('requires an email-or-empty field to be present', () => {
    const schema2 = obj({ contactEmail: emailOrEmpty() });
    reject(schema2, {}, 'contactEmail', 'contactEmail is required');
    expect(accept(schema2, { contactEmail: 'a@b' })).toEqual({ contactEmail: 'a@b' });
  });
});

describe('customer phone pattern: +, 1-4 digits, optional space, 1-5 digits, optional space, 4+ digits', () => {
  const schema = obj({ phone: customerPhone() });

  it.each(['+54 11 12345678', '+54 11 1234', '+1 1 1234', '+5411123456', '+1234 12345 1234', '+54 11 123456789012'])('accepts %s', (value) => {
    expect(accept(schema, { phone: value })).toEqual({ phone: value });
  });

  it.each([
    ['too few last digits', '+54 11 123'],
    ['no plus sign', '54 11 1234'],
    ['five country digits', '+12345 11 1234'],
    ['six area digits', '+54 123456 1234'],
    ['two spaces', '+54  11 1234'],
    ['a dash', '+54-11-1234'],
    ['letters', '+54 11 12ab34'],
  ])('rejects %s', (_label, value) => {
    reject(schema, { phone: value }, 'phone', 'phone must look like +54 11 12345678');
  });
});

describe('dates', () => {
  const schema = obj({ date: date() });

  it.each(['2024-02-29', '2024-02-29T10:00:00Z', '2024-02-29T10:00:00.123-03:00', '2024-12-31T23:59'])('accepts %s', (value) => {
    expect(accept(schema, { date: value })).toEqual({ date: value });
  });

  it.each(['2023-02-29', '2024-13-01', 'tomorrow', '29/02/2024', ''])('rejects %s', (value) => {
    reject(schema, { date: value }, 'date', 'date must be a date (YYYY-MM-DD or an ISO 8601 date-time)');
  });
});

describe('pairing codes', () => {
  const schema = obj({ code: pairingCode() });

  it('accepts the code in any case and keeps it upper case', () => {
    expect(accept(schema, { code: 'abcd2345' })).toEqual({ code: 'ABCD2345' });
  });

  it.each([
    ['seven characters', 'ABCD234'],
    ['nine characters', 'ABCD23456'],
    ['a look-alike 0', 'ABCD2340'],
    ['a look-alike O', 'ABCD234O'],
  ])('rejects %s', (_label, value) => {
    reject(schema, { code: value }, 'code', 'code must be 8 characters from 23456789ABCDEFGHJKMNPQRSTUVWXYZ');
  });
});

describe('the limits on figures (src-shared/limits.ts)', () => {
  it('accepts a quantity or an amount at its limit and refuses one past it, so cents and thousandths stay exact integers', async () => {
    const { productAdjustmentBody } = await import('../../../src-shared/schemas/product.js');
    const { cashflowExternalBody } = await import('../../../src-shared/schemas/cashflow.js');
    accept(productAdjustmentBody, { quantity: -QUANTITY_MAX, reason: 'conteo' });
    reject(productAdjustmentBody, { quantity: QUANTITY_MAX + 1, reason: 'conteo' }, 'quantity', `quantity must be at most ${QUANTITY_MAX}`);
    const entry = { amount: MONEY_MAX, concept: 'EGRESS', paymentMethod: 'CASH', third: ID };
    accept(cashflowExternalBody, entry);
    reject(cashflowExternalBody, { ...entry, amount: 1e20 }, 'amount', `amount must be at most ${MONEY_MAX}`);
    reject(cashflowExternalBody, { ...entry, amount: 0 }, 'amount', 'amount must be greater than 0');
  });
});

describe('control characters', () => {
  it('are refused in single-line text, and free text keeps only tab and line breaks', async () => {
    const { customerCreateBody } = await import('../../../src-shared/schemas/customer.js');
    const customer = { name: 'Ana', address: { label: 'Local', street: 'Mitre 1', city: 'Lanús', province: 'Buenos Aires' } };
    reject(customerCreateBody, { ...customer, name: 'A\u0000' }, 'name', 'name must not contain control characters');
    reject(customerCreateBody, { ...customer, name: 'A\u0085B' }, 'name', 'name must not contain control characters');
    reject(customerCreateBody, { ...customer, notes: 'a\u007f' }, 'notes', 'notes must not contain control characters');
    expect(accept(customerCreateBody, { ...customer, notes: 'a\tb\r\nc' })).toMatchObject({ notes: 'a\tb\r\nc' });
  });
});
