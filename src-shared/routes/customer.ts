/**
 * Customers (spec §7 Customer): an AV keeps its own (domain §8); operations reads them to deliver
 * orders (addresses, phones on the roadmap).
 */
import { customerCreateBody, customerUpdateBody } from '../schemas/customer.js';
import { idParams } from '../schemas/params.js';
import { customerListQuery } from '../schemas/queries.js';
import { ORDER_HANDLERS, PARTNERS } from './access.js';
import type { RouteDef } from './types.js';

export const CUSTOMER_ROUTES = [
  {
    name: 'customer.list',
    method: 'GET',
    path: '/customer',
    query: customerListQuery,
    access: ORDER_HANDLERS,
    owner: ['partner'],
  },
  { name: 'customer.get', method: 'GET', path: '/customer/{id}', params: idParams, access: ORDER_HANDLERS, owner: ['partner'] },
  { name: 'customer.create', method: 'POST', path: '/customer', body: customerCreateBody, access: PARTNERS, owner: ['partner'] },
  {
    name: 'customer.update',
    method: 'PATCH',
    path: '/customer/{id}',
    params: idParams,
    body: customerUpdateBody,
    access: PARTNERS,
    owner: ['partner'],
  },
  { name: 'customer.disable', method: 'PUT', path: '/customer/{id}', params: idParams, access: PARTNERS, owner: ['partner'] },
] as const satisfies readonly RouteDef[];
