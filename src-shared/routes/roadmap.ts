/**
 * Roadmaps (spec §7 Roadmap): operations plans them (domain §8); purchasing reads them because
 * buys with a withdrawal ride on them.
 */
import { driverIdParams, idParams } from '../schemas/params.js';
import { roadmapListQuery } from '../schemas/queries.js';
import { roadmapCreateBody } from '../schemas/roadmap.js';
import { OPERATIONS, STOCK_READERS } from './access.js';
import type { RouteDef } from './types.js';

export const ROADMAP_ROUTES = [
  { name: 'roadmap.list', method: 'GET', path: '/roadmap', query: roadmapListQuery, access: STOCK_READERS },
  {
    name: 'roadmap.byDriver',
    method: 'GET',
    path: '/roadmap/{driverId}',
    params: driverIdParams,
    query: roadmapListQuery,
    access: STOCK_READERS,
  },
  { name: 'roadmap.create', method: 'POST', path: '/roadmap', body: roadmapCreateBody, access: OPERATIONS },
  { name: 'roadmap.remove', method: 'DELETE', path: '/roadmap/{id}', params: idParams, access: OPERATIONS },
] as const satisfies readonly RouteDef[];
