/**
 * Catalog reference data: categories, delivery options, charge and pay methods, segments, taxes
 * (spec §7). Customers read the public catalog (domain §8); categories are part of "products and
 * prices", so purchasing edits them; delivery prices feed partner contributions, so they are the admin's.
 */
import { categoryCreateBody, categoryUpdateBody } from '../schemas/category.js';
import { chargeMethodCreateBody, chargeMethodUpdateBody, payMethodCreateBody, payMethodUpdateBody } from '../schemas/catalog-misc.js';
import { deliveryCreateBody, deliveryUpdateBody } from '../schemas/delivery.js';
import { idParams } from '../schemas/params.js';
import { pageQuery, statusQuery } from '../schemas/queries.js';
import { ADMIN, CATALOG_READERS, PARTNERS, PURCHASING, STAFF } from './access.js';
import type { RouteDef } from './types.js';

export const CATEGORY_ROUTES = [
  { name: 'category.list', method: 'GET', path: '/category/public', query: statusQuery, access: CATALOG_READERS },
  { name: 'category.get', method: 'GET', path: '/category/{id}', params: idParams, access: CATALOG_READERS },
  { name: 'category.create', method: 'POST', path: '/category', body: categoryCreateBody, access: PURCHASING },
  {
    name: 'category.update',
    method: 'PATCH',
    path: '/category/{id}',
    params: idParams,
    body: categoryUpdateBody,
    access: PURCHASING,
  },
  { name: 'category.disable', method: 'PUT', path: '/category/{id}', params: idParams, access: PURCHASING },
  { name: 'category.enable', method: 'PUT', path: '/category/{id}/enable', params: idParams, access: PURCHASING },
] as const satisfies readonly RouteDef[];

/** Staff see the options open to their role; a customer, the ones it may use, with its price only (domain §7, §8). */
const DELIVERY_VIEWS = { AV: 'deliveryForRole', OPERACION: 'deliveryForRole', COMPRAS: 'deliveryForRole', CUSTOMER: 'publicDelivery' } as const;

export const DELIVERY_ROUTES = [
  {
    name: 'delivery.list',
    method: 'GET',
    path: '/delivery/public',
    query: statusQuery,
    access: CATALOG_READERS,
    views: DELIVERY_VIEWS,
  },
  // An option's message, to those the list offers it to.
  { name: 'delivery.message', method: 'GET', path: '/delivery/{id}/message', params: idParams, access: CATALOG_READERS, views: DELIVERY_VIEWS },
  { name: 'delivery.create', method: 'POST', path: '/delivery', body: deliveryCreateBody, access: ADMIN },
  {
    name: 'delivery.update',
    method: 'PATCH',
    path: '/delivery/{id}',
    params: idParams,
    body: deliveryUpdateBody,
    access: ADMIN,
  },
  { name: 'delivery.remove', method: 'DELETE', path: '/delivery/{id}', params: idParams, access: ADMIN },
] as const satisfies readonly RouteDef[];

// Charge methods are how customers pay: staff taking and handling orders read them.
export const CHARGE_METHOD_ROUTES = [
  { name: 'chargeMethod.list', method: 'GET', path: '/chargeMethod/public', query: statusQuery, access: STAFF },
  { name: 'chargeMethod.get', method: 'GET', path: '/chargeMethod/{id}', params: idParams, access: STAFF },
  {
    name: 'chargeMethod.update',
    method: 'PATCH',
    path: '/chargeMethod/{id}',
    params: idParams,
    body: chargeMethodUpdateBody,
    access: ADMIN,
  },
  { name: 'chargeMethod.remove', method: 'DELETE', path: '/chargeMethod/{id}', params: idParams, access: ADMIN },
  { name: 'chargeMethod.create', method: 'POST', path: '/chargeMethod', body: chargeMethodCreateBody, access: ADMIN },
] as const satisfies readonly RouteDef[];

// Pay methods are how the company pays: purchasing pays providers with them.
export const PAY_METHOD_ROUTES = [
  { name: 'payMethod.list', method: 'GET', path: '/payMethod', query: statusQuery, access: PURCHASING },
  { name: 'payMethod.get', method: 'GET', path: '/payMethod/{id}', params: idParams, access: PURCHASING },
  {
    name: 'payMethod.update',
    method: 'PATCH',
    path: '/payMethod/{id}',
    params: idParams,
    body: payMethodUpdateBody,
    access: ADMIN,
  },
  { name: 'payMethod.remove', method: 'DELETE', path: '/payMethod/{id}', params: idParams, access: ADMIN },
  { name: 'payMethod.create', method: 'POST', path: '/payMethod', body: payMethodCreateBody, access: ADMIN },
] as const satisfies readonly RouteDef[];

export const REFERENCE_ROUTES = [
  // Segments classify customers, so whoever keeps customers reads them.
  { name: 'segment.list', method: 'GET', path: '/segment', query: pageQuery, access: PARTNERS },
  // Taxes are read-only reference data every staff screen that shows prices needs.
  { name: 'tax.list', method: 'GET', path: '/tax', query: pageQuery, access: STAFF },
] as const satisfies readonly RouteDef[];
