import { describe, expect, it } from 'vitest';
import {
  auditListQuery,
  buyListQuery,
  cashflowListQuery,
  customerListQuery,
  emptyQuery,
  orderListQuery,
  productListQuery,
  productRecordQuery,
  providerListQuery,
  receiptListQuery,
  roadmapListQuery,
  syncPullQuery,
  thirdListQuery,
  trackerListQuery,
  userListQuery,
  accountListQuery,
  recordListQuery,
} from '../../../src-shared/schemas/queries.js';
import { ID, accept, reject } from './helpers.js';

const paged = [
  ['buy', buyListQuery],
  ['order', orderListQuery],
  ['product', productListQuery],
  ['provider', providerListQuery],
  ['receipt', receiptListQuery],
  ['roadmap', roadmapListQuery],
  ['user', userListQuery],
  ['customer', customerListQuery],
  ['cashflow', cashflowListQuery],
  ['account', accountListQuery],
  ['record', recordListQuery],
  ['tracker', trackerListQuery],
  ['third', thirdListQuery],
] as const;

describe.each(paged)('%s list query', (_name, schema) => {
  it('defaults to page 1 of 20', () => {
    expect(accept(schema, {})).toEqual({ page: 1, limit: 20 });
  });

  it('coerces query-string numbers', () => {
    expect(accept(schema, { page: '2', limit: '50' })).toEqual({ page: 2, limit: 50 });
  });

  it('caps the limit at 200 instead of failing', () => {
    expect(accept(schema, { limit: '200' })).toMatchObject({ limit: 200 });
    expect(accept(schema, { limit: '201' })).toMatchObject({ limit: 200 });
    expect(accept(schema, { limit: 10_000 })).toMatchObject({ limit: 200 });
  });

  it('rejects pages and limits below 1 or not whole numbers', () => {
    reject(schema, { page: '0' }, 'page', 'page must be at least 1');
    reject(schema, { limit: '0' }, 'limit', 'limit must be at least 1');
    reject(schema, { page: 'abc' }, 'page', 'page must be an integer');
    reject(schema, { limit: 'abc' }, 'limit', 'limit must be an integer');
    reject(schema, { page: '1.5' }, 'page', 'page must be an integer');
    reject(schema, { limit: '1e3' }, 'limit', 'limit must be an integer');
    reject(schema, { page: 1.5 }, 'page', 'page must be an integer');
  });

  it('treats an empty value as absent and rejects unknown keys', () => {
    expect(accept(schema, { page: '' })).toMatchObject({ page: 1 });
    reject(schema, { sort: 'name' }, 'sort', 'unknown field: sort');
  });
});

describe('list filters', () => {
  it('order takes the literal dotted key delivery.delivered and the boolean flags', () => {
    expect(accept(orderListQuery, { 'delivery.delivered': 'true', noAdmin: '1', stored: 'false' })).toEqual({
      page: 1,
      limit: 20,
      'delivery.delivered': true,
      noAdmin: true,
      stored: false,
    });
    reject(orderListQuery, { 'delivery.delivered': 'maybe' }, 'delivery.delivered', 'delivery.delivered must be a boolean');
    reject(orderListQuery, { delivery: { delivered: 'true' } }, 'delivery', 'unknown field: delivery');
  });

  it('order filters by state, people and period', () => {
    expect(accept(orderListQuery, { state: 'CONFIRMADO', customer: ID.toUpperCase(), fromDate: '2024-01-01', toDate: '2024-01-31' })).toMatchObject({
      state: 'CONFIRMADO',
      customer: ID,
    });
    reject(orderListQuery, { state: 'DONE' }, 'state', 'state must be one of PENDIENTE, CONFIRMADO, PREPARADO, CANCELADO');
    reject(orderListQuery, { partner: 'me' }, 'partner', 'partner must be a 24-hex-character id');
    reject(orderListQuery, { fromDate: '2024-02-01', toDate: '2024-01-31' }, 'toDate', 'toDate must not be before fromDate');
  });

  it('buy filters by state and receipt', () => {
    expect(accept(buyListQuery, { state: 'A APROBAR', withoutReceipt: 'true', query: ' yerba ' })).toMatchObject({
      state: 'A APROBAR',
      withoutReceipt: true,
      query: 'yerba',
    });
    reject(buyListQuery, { state: 'PENDING' }, 'state', 'state must be one of A APROBAR, APROBADA, CANCELADA');
  });

  it('product takes its catalog filters', () => {
    expect(accept(productListQuery, { unit: 'WEIGHT', catalog: 'true', status: '0', isShortage: 'false', splitPackage: 'TRUE' })).toMatchObject({
      unit: 'WEIGHT',
      catalog: true,
      status: false,
      isShortage: false,
      splitPackage: true,
    });
    reject(productListQuery, { status: 'enabled' }, 'status', 'status must be a boolean');
  });

  it('accepts real booleans and numbers as IPC sends them', () => {
    expect(accept(userListQuery, { status: true, isDriver: false, page: 3 })).toEqual({ page: 3, limit: 20, status: true, isDriver: false });
  });

  it('the product ledger takes the product from the path, not the query', () => {
    reject(productRecordQuery, { product: ID }, 'product', 'unknown field: product');
  });

  it('a call without query parameters rejects any key', () => {
    accept(emptyQuery, {});
    reject(emptyQuery, { x: '1' }, 'x', 'unknown field: x');
  });
});

describe('audit list query', () => {
  it('pages audits and their transactions by 10', () => {
    expect(accept(auditListQuery, {})).toEqual({ page: 1, limit: 10, transactionsPage: 1, transactionsLimit: 10 });
  });

  it('coerces, caps and takes populate flags', () => {
    expect(accept(auditListQuery, { transactionsPage: '2', transactionsLimit: '500', partner: ID, populatePartner: 'true', populateCustomer: '0' })).toEqual({
      page: 1,
      limit: 10,
      transactionsPage: 2,
      transactionsLimit: 200,
      partner: ID,
      populatePartner: true,
      populateCustomer: false,
    });
    reject(auditListQuery, { transactionsLimit: '0' }, 'transactionsLimit', 'transactionsLimit must be at least 1');
    reject(auditListQuery, { populateProvider: 'y' }, 'populateProvider', 'populateProvider must be a boolean');
  });
});

describe('sync pull query', () => {
  it('starts at cursor 0 with 500 documents, capped at 5000', () => {
    expect(accept(syncPullQuery, {})).toEqual({ cursor: 0, limit: 500 });
    expect(accept(syncPullQuery, { cursor: '42', limit: '5000' })).toEqual({ cursor: 42, limit: 5000 });
    expect(accept(syncPullQuery, { limit: '5001' })).toEqual({ cursor: 0, limit: 5000 });
  });

  it('rejects a negative or fractional cursor', () => {
    reject(syncPullQuery, { cursor: '-1' }, 'cursor', 'cursor must be at least 0');
    reject(syncPullQuery, { cursor: '1.5' }, 'cursor', 'cursor must be an integer');
    reject(syncPullQuery, { cursor: 'abc' }, 'cursor', 'cursor must be an integer');
    reject(syncPullQuery, { cursor: '0x10' }, 'cursor', 'cursor must be an integer');
  });
});
