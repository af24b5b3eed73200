import { describe, expect, it } from 'vitest';
import { buyCreateBody, buyReplaceBody, buyUpdateBody, buyWithdrawalBody } from '../../../src-shared/schemas/buy.js';
import { cartCreateBody, cartUpdateBody } from '../../../src-shared/schemas/cart.js';
import { driverAssignBody, roadmapAssignBody, roadmapCreateBody } from '../../../src-shared/schemas/roadmap.js';
import { ID, ID2, REMOVE, accept, reject, text, withValue } from './helpers.js';

const buy = {
  cart: { items: [{ product: ID, quantity: 10 }] },
  provider: ID2,
  withdrawal: { _id: ID, date: '2024-05-02', charged: true },
};

describe('buy create', () => {
  it('accepts a buy whose withdrawal date is null or whose option is left out', () => {
    accept(buyCreateBody, buy);
    accept(buyCreateBody, withValue(buy, 'withdrawal', { date: null, charged: false }));
  });

  it.each([
    ['provider', 'provider'],
    ['cart', 'cart'],
    ['withdrawal', 'withdrawal'],
    ['withdrawal.date', 'date'],
    ['withdrawal.charged', 'charged'],
    ['cart.items.0.product', 'product'],
    ['cart.items.0.quantity', 'quantity'],
  ])('requires %s', (path, field) => {
    reject(buyCreateBody, withValue(buy, path, REMOVE), path, `${field} is required`);
  });

  it('needs at least 1 cart item', () => {
    reject(buyCreateBody, withValue(buy, 'cart.items', []), 'cart.items', 'cart must have at least 1 item');
  });

  it('takes notes up to 500 characters', () => {
    accept(buyCreateBody, { ...buy, notes: text(500) });
    reject(buyCreateBody, { ...buy, notes: text(501) }, 'notes', 'notes must be at most 500 characters');
  });

  it('takes the agreed unit cost of an item but never a price', () => {
    accept(buyCreateBody, withValue(buy, 'cart.items.0.unitCost', 12.5));
    reject(buyCreateBody, withValue(buy, 'cart.items.0.unitCost', -1), 'cart.items.0.unitCost', 'unitCost must be at least 0');
    reject(buyCreateBody, withValue(buy, 'cart.items.0.price', 1), 'cart.items.0.price', 'unknown field: price');
    reject(buyCreateBody, withValue(buy, 'withdrawal.fee', 1), 'withdrawal.fee', 'unknown field: fee');
  });

  it('rejects a withdrawal date that is not a date', () => {
    reject(buyCreateBody, withValue(buy, 'withdrawal.date', 'soon'), 'withdrawal.date', 'date must be a date (YYYY-MM-DD or an ISO 8601 date-time)');
  });
});

describe('buy update', () => {
  it('PUT restates the whole buy, PATCH only what changes', () => {
    accept(buyReplaceBody, buy);
    reject(buyReplaceBody, withValue(buy, 'provider', REMOVE), 'provider', 'provider is required');
    reject(buyReplaceBody, { ...buy, _id: ID }, '_id', 'unknown field: _id');
    accept(buyUpdateBody, { notes: 'call first' });
    reject(buyUpdateBody, { cart: { items: [] } }, 'cart.items', 'cart must have at least 1 item');
    reject(buyUpdateBody, { withdrawal: { charged: true } }, 'withdrawal.date', 'date is required');
  });

  it('PATCH withdrawal needs date (nullable) and charged', () => {
    accept(buyWithdrawalBody, { date: null, charged: false });
    reject(buyWithdrawalBody, { date: null }, 'charged', 'charged is required');
  });
});

describe('driver and roadmap assignment', () => {
  it('requires the driver id', () => {
    expect(accept(driverAssignBody, { driver: ID.toUpperCase() })).toEqual({ driver: ID });
    reject(driverAssignBody, {}, 'driver', 'driver is required');
    reject(driverAssignBody, { driver: 'me' }, 'driver', 'driver must be a 24-hex-character id');
  });

  it('requires the roadmap id', () => {
    accept(roadmapAssignBody, { roadmap: ID });
    reject(roadmapAssignBody, {}, 'roadmap', 'roadmap is required');
  });
});

describe('roadmap create', () => {
  const roadmap = { driver: ID, date: '2024-05-03' };

  it('requires driver and date and takes notes up to 200 characters', () => {
    accept(roadmapCreateBody, { ...roadmap, notes: text(200) });
    reject(roadmapCreateBody, { ...roadmap, notes: text(201) }, 'notes', 'notes must be at most 200 characters');
    reject(roadmapCreateBody, { date: roadmap.date }, 'driver', 'driver is required');
    reject(roadmapCreateBody, { driver: ID }, 'date', 'date is required');
  });
});

describe('stand-alone carts', () => {
  it('may be empty while being filled, but items keep their rules', () => {
    accept(cartCreateBody, { items: [] });
    reject(cartCreateBody, {}, 'items', 'items is required');
    reject(cartUpdateBody, { items: [{ product: ID, quantity: -1 }] }, 'items.0.quantity', 'quantity must be greater than 0');
  });
});
