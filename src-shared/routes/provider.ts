/**
 * Providers (spec §7 Provider): purchasing owns them. Partners see them as part of the catalog,
 * operations to pick up buys, and a PROVEEDOR reads its own record.
 */
import { idParams } from '../schemas/params.js';
import { providerCreateBody, providerUpdateBody } from '../schemas/provider.js';
import { providerListQuery } from '../schemas/queries.js';
import { PURCHASING, STAFF } from './access.js';
import type { RouteDef } from './types.js';

const byId = { params: idParams } as const;

export const PROVIDER_ROUTES = [
  { name: 'provider.list', method: 'GET', path: '/provider/public', query: providerListQuery, access: STAFF },
  {
    name: 'provider.get',
    method: 'GET',
    path: '/provider/{id}',
    ...byId,
    access: [...STAFF, 'PROVEEDOR'],
    owner: ['provider'],
  },
  { name: 'provider.create', method: 'POST', path: '/provider', body: providerCreateBody, access: PURCHASING },
  { name: 'provider.update', method: 'PATCH', path: '/provider/{id}', ...byId, body: providerUpdateBody, access: PURCHASING },
  { name: 'provider.disable', method: 'PUT', path: '/provider/{id}', ...byId, access: PURCHASING },
  { name: 'provider.enable', method: 'PUT', path: '/provider/{id}/enable', ...byId, access: PURCHASING },
] as const satisfies readonly RouteDef[];
