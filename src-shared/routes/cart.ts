/**
 * Stand-alone carts (spec §7 Cart). The table is silent; carts are what customers and partners
 * fill before a draft or an order, so they belong to the same callers as drafts, each to its own.
 */
import { cartCreateBody, cartReplaceBody, cartUpdateBody } from '../schemas/cart.js';
import { idParams } from '../schemas/params.js';
import { pageQuery } from '../schemas/queries.js';
import { DRAFT_HOLDERS } from './access.js';
import type { RouteDef } from './types.js';

const OWN = ['partner', 'customer'] as const;
/** A customer reads its carts without costs or margins (domain §8), in every answer that carries one. */
const VIEWS = { CUSTOMER: 'publicCart' } as const;

export const CART_ROUTES = [
  { name: 'cart.list', method: 'GET', path: '/cart', query: pageQuery, access: DRAFT_HOLDERS, owner: OWN, views: VIEWS },
  { name: 'cart.get', method: 'GET', path: '/cart/{id}', params: idParams, access: DRAFT_HOLDERS, owner: OWN, views: VIEWS },
  { name: 'cart.create', method: 'POST', path: '/cart', body: cartCreateBody, access: DRAFT_HOLDERS, owner: OWN, views: VIEWS },
  {
    name: 'cart.replace',
    method: 'PUT',
    path: '/cart/{id}',
    params: idParams,
    body: cartReplaceBody,
    access: DRAFT_HOLDERS,
    owner: OWN,
    views: VIEWS,
  },
  {
    name: 'cart.update',
    method: 'PATCH',
    path: '/cart/{id}',
    params: idParams,
    body: cartUpdateBody,
    access: DRAFT_HOLDERS,
    owner: OWN,
    views: VIEWS,
  },
] as const satisfies readonly RouteDef[];
