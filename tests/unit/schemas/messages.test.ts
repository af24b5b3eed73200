import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { said } from '../../../src-shared/error-keys/index.js';
import { fieldError, fieldLabel, issuesToDetails, messages } from '../../../src-shared/schemas/messages.js';
import { list, num, obj, text } from '../../../src-shared/schemas/common.js';

describe('fieldLabel', () => {
  it('names the last key of the path, keeping indexes that follow it', () => {
    expect(fieldLabel(['cart', 'items', 0, 'quantity'])).toBe('quantity');
    expect(fieldLabel(['tags', 2])).toBe('tags.2');
    expect(fieldLabel([])).toBe('input');
    expect(fieldLabel(undefined)).toBe('input');
  });
});

describe('messages', () => {
  it('words singular and plural counts', () => {
    expect(messages.minChars('name', 1)).toBe('name must be at least 1 character');
    expect(messages.maxChars('name', 100)).toBe('name must be at most 100 characters');
    expect(messages.minItems('cart', 1, 'item')).toBe('cart must have at least 1 item');
    expect(messages.minItems('margins', 2, 'entry')).toBe('margins must have at least 2 entries');
  });
});

describe('the shared error map', () => {
  const schema = obj({
    name: text(3, 1),
    quantity: num().positive(),
    items: list(obj({ quantity: num() }), { min: 1, noun: 'item', listLabel: 'cart' }),
  });

  it('says "is required" for a missing value, never zod default text', () => {
    expect(issuesToDetails(schema.safeParse({ items: [{}] }).error!)).toMatchObject([
      { path: 'name', message: 'name is required' },
      { path: 'quantity', message: 'quantity is required' },
      { path: 'items.0.quantity', message: 'quantity is required' },
    ]);
  });

  it('names the expected type for a wrong one', () => {
    expect(issuesToDetails(schema.safeParse({ name: 5, quantity: '1', items: 'x' }).error!)).toMatchObject([
      { path: 'name', message: 'name must be a string' },
      { path: 'quantity', message: 'quantity must be a number' },
      { path: 'items', message: 'items must be a list' },
    ]);
  });

  it('uses the list label only in size messages', () => {
    expect(issuesToDetails(schema.safeParse({ name: 'a', quantity: 1, items: [] }).error!)).toMatchObject([{ path: 'items', message: 'cart must have at least 1 item' }]);
  });

  it('says "greater than" for an exclusive minimum', () => {
    expect(issuesToDetails(schema.safeParse({ name: 'a', quantity: 0, items: [{ quantity: 1 }] }).error!)).toMatchObject([{ path: 'quantity', message: 'quantity must be greater than 0' }]);
  });

  it('uses a fixed range message when given one', () => {
    const discount = z
      .number({ error: fieldError({ range: said('order.discount.range', { field: 'discount', min: 0, max: 1 }) }) })
      .min(0)
      .max(1);
    expect(discount.safeParse(2).error?.issues[0]?.message).toBe('Discount value must be between 0 and 1');
    expect(discount.safeParse(-1).error?.issues[0]?.message).toBe('Discount value must be between 0 and 1');
  });
});

describe('issuesToDetails', () => {
  it('gives one detail per unknown key, pointing at the key', () => {
    const schema = obj({ a: obj({ b: num() }) });
    expect(issuesToDetails(schema.safeParse({ a: { b: 1, c: 1, d: 2 }, e: 3 }).error!)).toMatchObject([
      { path: 'a.c', message: 'unknown field: c' },
      { path: 'a.d', message: 'unknown field: d' },
      { path: 'e', message: 'unknown field: e' },
    ]);
  });

  it('joins array indexes into the dotted path', () => {
    const schema = obj({ cart: obj({ items: list(obj({ quantity: num() })) }) });
    expect(issuesToDetails(schema.safeParse({ cart: { items: [{ quantity: 1 }, { quantity: 'x' }] } }).error!)).toMatchObject([
      { path: 'cart.items.1.quantity', message: 'quantity must be a number' },
    ]);
  });
});
