/** Every route of the table has a response schema, and the schemas hold answers to their shape. */
import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../../src-shared/routes/index.js';
import { ROUTE_RESPONSES } from '../../../src-shared/routes/responses/index.js';
import { routeOfRequest } from '../../support/route-responses.js';

const ID = '65f0a1b2c3d4e5f6a7b8c9d0';
const page = (docs: unknown[]) => ({ docs, total: docs.length, page: 1, limit: 20, pages: 1 });

describe('route response schemas', () => {
  it('names exactly the routes of the table', () => {
    expect(Object.keys(ROUTE_RESPONSES).sort()).toEqual(ROUTES.map((r) => r.name).sort());
  });

  it('takes a document with fields it does not know, and refuses one without an _id or with a field of the wrong type', () => {
    const order = { _id: ID, number: 7, status: true, state: 'PENDIENTE', total: 1210.5, cart: { items: [{ product: ID, quantity: 2 }], total: 1210.5 }, newField: 'kept' };
    expect(ROUTE_RESPONSES['order.get'].parse(order)).toMatchObject({ newField: 'kept' });
    expect(ROUTE_RESPONSES['order.get'].safeParse({ ...order, _id: undefined }).success).toBe(false);
    expect(ROUTE_RESPONSES['order.get'].safeParse({ ...order, total: '1210,50' }).success).toBe(false);
  });

  it('checks a list as a page of its documents', () => {
    expect(ROUTE_RESPONSES['product.list'].safeParse(page([{ _id: ID, name: 'Jamón' }])).success).toBe(true);
    expect(ROUTE_RESPONSES['product.list'].safeParse(page([{ _id: ID }])).success).toBe(false);
    expect(ROUTE_RESPONSES['product.list'].safeParse([{ _id: ID, name: 'Jamón' }]).success).toBe(false);
  });

  it('checks the sync pull page and the documents it carries', () => {
    const change = { collection: 'orders', id: ID, seq: 3, deleted: false, doc: { _id: ID, state: 'PENDIENTE' } };
    const pull = { serverId: 's', reset: false, cursor: 3, hasMore: false, changes: [change, { collection: 'orders', id: ID, seq: 4, deleted: true }] };
    expect(ROUTE_RESPONSES['sync.pull'].safeParse(pull).success).toBe(true);
    expect(ROUTE_RESPONSES['sync.pull'].safeParse({ ...pull, changes: [{ ...change, doc: { state: 'PENDIENTE' } }] }).success).toBe(false);
  });
});

describe('finding the route of a request (tests/support/route-responses.ts)', () => {
  it('prefers a fixed segment to a placeholder, and reads past the query', () => {
    expect(routeOfRequest('GET', '/order/due?limit=5')).toBe('order.due');
    expect(routeOfRequest('GET', `/order/${ID}`)).toBe('order.get');
    expect(routeOfRequest('put', `/order/confirm/${ID}`)).toBe('order.confirm');
    expect(routeOfRequest('GET', '/no/such/route')).toBeUndefined();
  });
});
