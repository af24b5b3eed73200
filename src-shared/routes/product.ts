/**
 * Products (spec §7 Product): purchasing owns products and prices; operations adjusts stock; the
 * catalog reads are public to staff and customers (domain §8). The critical stock is a reorder
 * point, which is a purchasing decision.
 */
import { idParams } from '../schemas/params.js';
import { productAdjustmentBody, productCreateBody, productCriticalBody, productForceAdjustmentBody, productUpdateBody } from '../schemas/product.js';
import { productListQuery } from '../schemas/queries.js';
import { CATALOG_READERS, OPERATIONS, PURCHASING } from './access.js';
import type { RouteDef } from './types.js';

const byId = { params: idParams } as const;

/** A customer reads the public catalog as a projection, priced for it (domain §8 CUSTOMER row). */
const CUSTOMER_VIEW = { CUSTOMER: 'publicProduct' } as const;

export const PRODUCT_ROUTES = [
  { name: 'product.list', method: 'GET', path: '/product/public', query: productListQuery, access: CATALOG_READERS, views: CUSTOMER_VIEW },
  // A provider reads, one by one, the products its buys name: its own provider's, by name and unit.
  { name: 'product.get', method: 'GET', path: '/product/{id}', ...byId, access: [...CATALOG_READERS, 'PROVEEDOR'], views: { ...CUSTOMER_VIEW, PROVEEDOR: 'providerProduct' } },
  { name: 'product.create', method: 'POST', path: '/product', body: productCreateBody, access: PURCHASING },
  { name: 'product.update', method: 'PATCH', path: '/product/{id}', ...byId, body: productUpdateBody, access: PURCHASING },
  {
    name: 'product.critical',
    method: 'PUT',
    path: '/product/{id}/critical',
    ...byId,
    body: productCriticalBody,
    access: PURCHASING,
  },
  {
    name: 'product.adjustment',
    method: 'PUT',
    path: '/product/{id}/adjustment',
    ...byId,
    body: productAdjustmentBody,
    access: OPERATIONS,
  },
  {
    name: 'product.forceAdjustment',
    method: 'PUT',
    path: '/product/{id}/force/adjustment',
    ...byId,
    body: productForceAdjustmentBody,
    access: OPERATIONS,
  },
  // DELETE disables: products are never hard-deleted (domain §2).
  { name: 'product.disable', method: 'DELETE', path: '/product/{id}', ...byId, access: PURCHASING },
  { name: 'product.enable', method: 'PUT', path: '/product/{id}/enable', ...byId, access: PURCHASING },
] as const satisfies readonly RouteDef[];
