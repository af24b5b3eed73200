/**
 * Our addition: garages (warehouses). The spec has the Garage entity but no calls, so they follow
 * the pattern of the other disable-able entities. Every staff screen picks a garage (orders, buys,
 * stock, cash); creating and closing warehouses is the admin's.
 */
import { garageCreateBody, garageUpdateBody } from '../schemas/catalog-misc.js';
import { idParams } from '../schemas/params.js';
import { statusQuery } from '../schemas/queries.js';
import { ADMIN, STAFF } from './access.js';
import type { RouteDef } from './types.js';

export const GARAGE_ROUTES = [
  { name: 'garage.list', method: 'GET', path: '/garage', query: statusQuery, access: STAFF, extension: true },
  { name: 'garage.get', method: 'GET', path: '/garage/{id}', params: idParams, access: STAFF, extension: true },
  { name: 'garage.create', method: 'POST', path: '/garage', body: garageCreateBody, access: ADMIN, extension: true },
  {
    name: 'garage.update',
    method: 'PATCH',
    path: '/garage/{id}',
    params: idParams,
    body: garageUpdateBody,
    access: ADMIN,
    extension: true,
  },
  { name: 'garage.disable', method: 'PUT', path: '/garage/{id}', params: idParams, access: ADMIN, extension: true },
  {
    name: 'garage.enable',
    method: 'PUT',
    path: '/garage/{id}/enable',
    params: idParams,
    access: ADMIN,
    extension: true,
  },
] as const satisfies readonly RouteDef[];
