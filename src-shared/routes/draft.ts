/**
 * Drafts (spec §7 Order draft calls, domain §5): carts a customer or a partner starts, each
 * holding only its own. Operations reads them to see what is coming.
 */
import { draftConfirmBody, draftCreateBody } from '../schemas/order.js';
import { idParams } from '../schemas/params.js';
import { draftListQuery } from '../schemas/queries.js';
import { DRAFT_HOLDERS } from './access.js';
import type { RouteDef } from './types.js';

const OWN = ['partner', 'customer'] as const;
/** A customer reads its drafts without costs or margins (domain §8), in every answer that carries one. */
const VIEWS = { CUSTOMER: 'publicDraft' } as const;

export const DRAFT_ROUTES = [
  {
    name: 'order.draftList',
    method: 'GET',
    path: '/order/v2/draft',
    query: draftListQuery,
    access: [...DRAFT_HOLDERS, 'OPERACION'],
    owner: OWN,
    views: VIEWS,
  },
  { name: 'order.draftCreate', method: 'POST', path: '/order/draft', body: draftCreateBody, access: DRAFT_HOLDERS, owner: OWN, views: VIEWS },
  {
    name: 'order.draftConfirm',
    method: 'PUT',
    path: '/order/v2/draft/confirm/{id}',
    params: idParams,
    body: draftConfirmBody,
    access: DRAFT_HOLDERS,
    owner: OWN,
    views: VIEWS,
  },
  // A draft removed ends CLOSED: deleted for real when its customer removes it (domain §2 allows it), kept for the customer to see when the shop does.
  {
    name: 'order.draftRemove',
    method: 'DELETE',
    path: '/order/v2/draft/{id}',
    params: idParams,
    access: DRAFT_HOLDERS,
    owner: OWN,
    views: VIEWS,
  },
] as const satisfies readonly RouteDef[];
