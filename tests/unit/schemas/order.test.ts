import { describe, expect, it } from 'vitest';
import { DISCOUNT_ERROR } from '../../../src-shared/constants/orders.js';
import { draftConfirmBody, draftCreateBody, orderConfirmBody, orderCreateBody, orderCreateQuery, orderDeliveryBody, orderReplaceBody, orderUpdateBody } from '../../../src-shared/schemas/order.js';
import { ID, ID2, REMOVE, accept, reject, text, withValue } from './helpers.js';

const delivery = {
  phone: '+54 11 12345678',
  contactEmail: 'buyer@shop',
  address: { label: 'Home', street: 'Calle 1', city: 'Lanús', province: 'Buenos Aires' },
  charged: true,
};
const order = { customer: ID, cart: { items: [{ product: ID2, quantity: 2 }] }, delivery };

describe('order create', () => {
  it('accepts the smallest valid order and normalises ids', () => {
    const out = accept(orderCreateBody, withValue(order, 'customer', ID.toUpperCase()));
    expect(out.customer).toBe(ID);
  });

  it.each([
    ['customer', 'customer'],
    ['cart', 'cart'],
    ['cart.items', 'items'],
    ['cart.items.0.product', 'product'],
    ['cart.items.0.quantity', 'quantity'],
    ['delivery', 'delivery'],
    ['delivery.phone', 'phone'],
    ['delivery.contactEmail', 'contactEmail'],
    ['delivery.address', 'address'],
    ['delivery.address.label', 'label'],
    ['delivery.address.street', 'street'],
    ['delivery.address.city', 'city'],
    ['delivery.address.province', 'province'],
    ['delivery.charged', 'charged'],
  ])('requires %s', (path, field) => {
    reject(orderCreateBody, withValue(order, path, REMOVE), path, `${field} is required`);
  });

  it('needs at least 1 cart item', () => {
    reject(orderCreateBody, withValue(order, 'cart.items', []), 'cart.items', 'cart must have at least 1 item');
  });

  it('needs a positive numeric quantity', () => {
    reject(orderCreateBody, withValue(order, 'cart.items.0.quantity', 'x'), 'cart.items.0.quantity', 'quantity must be a number');
    reject(orderCreateBody, withValue(order, 'cart.items.0.quantity', 0), 'cart.items.0.quantity', 'quantity must be greater than 0');
    accept(orderCreateBody, withValue(order, 'cart.items.0.quantity', 0.5));
  });

  it('lets contactEmail be null or empty but not malformed', () => {
    accept(orderCreateBody, withValue(order, 'delivery.contactEmail', null));
    accept(orderCreateBody, withValue(order, 'delivery.contactEmail', ''));
    reject(orderCreateBody, withValue(order, 'delivery.contactEmail', 'buyer@'), 'delivery.contactEmail', 'contactEmail must be a valid email address');
  });

  it.each(['notes', 'roadmapNotes'])('takes %s up to 500 characters', (field) => {
    accept(orderCreateBody, { ...order, [field]: text(500) });
    reject(orderCreateBody, { ...order, [field]: text(501) }, field, `${field} must be at most 500 characters`);
  });

  it.each([0, 100, 0.01, 99.99])('accepts discount %s', (discount) => {
    accept(orderCreateBody, { ...order, discount });
  });

  it.each([-0.01, 100.01, -5, 150])('rejects discount %s with the contract message', (discount) => {
    reject(orderCreateBody, { ...order, discount }, 'discount', DISCOUNT_ERROR);
  });

  it('rejects a discount that is not a number', () => {
    reject(orderCreateBody, { ...order, discount: '10' }, 'discount', 'discount must be a number');
  });

  it('rejects prices and other unknown fields, nested too', () => {
    reject(orderCreateBody, withValue(order, 'cart.items.0.price', 10), 'cart.items.0.price', 'unknown field: price');
    reject(orderCreateBody, withValue(order, 'delivery.customerPrice', 10), 'delivery.customerPrice', 'unknown field: customerPrice');
    reject(orderCreateBody, withValue(order, 'delivery.address.zip', '1824'), 'delivery.address.zip', 'unknown field: zip');
    reject(orderCreateBody, { ...order, isBudget: true }, 'isBudget', 'unknown field: isBudget');
  });

  it('accepts a client id and names the delivery option by id', () => {
    const out = accept(orderCreateBody, { ...order, _id: ID2.toUpperCase(), delivery: { ...delivery, _id: ID } });
    expect(out._id).toBe(ID2);
    expect(out.delivery._id).toBe(ID);
  });

  it('takes a payment method of the order list', () => {
    accept(orderCreateBody, { ...order, paymentMethod: 'BANCO' });
    reject(orderCreateBody, { ...order, paymentMethod: 'CASH' }, 'paymentMethod', 'paymentMethod must be one of EFECTIVO, BANCO');
  });
});

describe('order create query', () => {
  it('coerces its flags from query text', () => {
    expect(accept(orderCreateQuery, { isBudget: 'true', isSupply: '0' })).toEqual({ isBudget: true, isSupply: false });
    expect(accept(orderCreateQuery, {})).toEqual({});
    reject(orderCreateQuery, { isBudget: 'yes please' }, 'isBudget', 'isBudget must be a boolean');
    reject(orderCreateQuery, { draft: 'true' }, 'draft', 'unknown field: draft');
  });
});

describe('order modify', () => {
  const modify = { paymentMethod: 'EFECTIVO' };
  const full = { ...order, paymentMethod: 'EFECTIVO', delivery: { ...delivery, _id: ID } };

  it('requires paymentMethod on PATCH and PUT', () => {
    accept(orderUpdateBody, modify);
    reject(orderUpdateBody, {}, 'paymentMethod', 'paymentMethod is required');
    accept(orderReplaceBody, full);
    reject(orderReplaceBody, withValue(full, 'paymentMethod', REMOVE), 'paymentMethod', 'paymentMethod is required');
  });

  it('requires the delivery id when a delivery is sent', () => {
    accept(orderUpdateBody, { ...modify, delivery: { ...delivery, _id: ID } });
    reject(orderUpdateBody, { ...modify, delivery }, 'delivery._id', '_id is required');
    reject(orderReplaceBody, withValue(full, 'delivery._id', REMOVE), 'delivery._id', '_id is required');
    reject(orderDeliveryBody, delivery, '_id', '_id is required');
  });

  it('keeps the create rules for what is sent', () => {
    reject(orderUpdateBody, { ...modify, cart: { items: [] } }, 'cart.items', 'cart must have at least 1 item');
    reject(orderUpdateBody, { ...modify, discount: 100.01 }, 'discount', DISCOUNT_ERROR);
  });
});

describe('order confirm', () => {
  it('requires a date', () => {
    accept(orderConfirmBody, { date: '2024-05-01' });
    reject(orderConfirmBody, {}, 'date', 'date is required');
  });
});

describe('drafts', () => {
  it('need at least one item and may leave the customer out', () => {
    accept(draftCreateBody, { cart: order.cart });
    reject(draftCreateBody, { cart: { items: [] } }, 'cart.items', 'cart must have at least 1 item');
    reject(draftCreateBody, { cart: order.cart, notes: text(501) }, 'notes', 'notes must be at most 500 characters');
  });

  it('confirm with an optional delivery', () => {
    accept(draftConfirmBody, {});
    accept(draftConfirmBody, { delivery });
    reject(draftConfirmBody, { delivery: { ...delivery, charged: 'yes' } }, 'delivery.charged', 'charged must be a boolean');
  });
});
