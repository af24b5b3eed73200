/**
 * Orders (spec §7 Order). An AV takes, edits, confirms, suspends and cancels its own orders;
 * OPERACION moves every order through prepare and deliver and assigns drivers and roadmaps
 * (domain §8). Preparing and delivering move stock and money, so they are never a partner's.
 */
import { orderConfirmBody, orderCreateBody, orderCreateQuery, orderDeliverBody, orderDeliveryBody, orderReplaceBody, orderUpdateBody } from '../schemas/order.js';
import { idParams } from '../schemas/params.js';
import { orderDueQuery, orderListQuery } from '../schemas/queries.js';
import { driverAssignBody, roadmapAssignBody } from '../schemas/roadmap.js';
import { OPERATIONS, ORDER_HANDLERS, PARTNERS } from './access.js';
import type { RouteDef } from './types.js';

const OWN = ['partner'] as const;
const byId = { params: idParams } as const;
/** A customer reads its own orders (domain §8), without what the sale earns or costs. */
const CUSTOMER_READ = { access: [...ORDER_HANDLERS, 'CUSTOMER'], owner: ['partner', 'customer'], views: { CUSTOMER: 'publicOrder' } } as const;

export const ORDER_ROUTES = [
  { name: 'order.list', method: 'GET', path: '/order', query: orderListQuery, ...CUSTOMER_READ },
  { name: 'order.due', method: 'GET', path: '/order/due', query: orderDueQuery, access: ORDER_HANDLERS, owner: OWN },
  { name: 'order.get', method: 'GET', path: '/order/{id}', ...byId, ...CUSTOMER_READ },
  // Taking orders is the partner's job (and the admin's for the house); operations does not sell.
  {
    name: 'order.create',
    method: 'POST',
    path: '/order',
    query: orderCreateQuery,
    body: orderCreateBody,
    access: PARTNERS,
    owner: OWN,
  },
  { name: 'order.replace', method: 'PUT', path: '/order/{id}', ...byId, body: orderReplaceBody, access: PARTNERS, owner: OWN },
  { name: 'order.update', method: 'PATCH', path: '/order/{id}', ...byId, body: orderUpdateBody, access: PARTNERS, owner: OWN },
  // The delivery changes what the customer pays, so it is edited with the order, by its partner.
  {
    name: 'order.delivery',
    method: 'PATCH',
    path: '/order/{id}/delivery',
    ...byId,
    body: orderDeliveryBody,
    access: PARTNERS,
    owner: OWN,
  },
  {
    name: 'order.confirm',
    method: 'PUT',
    path: '/order/confirm/{id}',
    ...byId,
    body: orderConfirmBody,
    access: ORDER_HANDLERS,
    owner: OWN,
  },
  { name: 'order.prepare', method: 'PUT', path: '/order/prepare/{id}', ...byId, access: OPERATIONS },
  { name: 'order.rollbackPrepare', method: 'PUT', path: '/order/rollback/prepare/{id}', ...byId, access: OPERATIONS },
  // The body is optional: what was collected on delivery, when it is not the whole total as the order says.
  { name: 'order.deliver', method: 'PUT', path: '/order/deliver/{id}', ...byId, body: orderDeliverBody, access: OPERATIONS },
  { name: 'order.rollbackDeliver', method: 'PUT', path: '/order/rollback/deliver/{id}', ...byId, access: OPERATIONS },
  // A partner may take back or call off its own order (the customer changed its mind) until delivery.
  { name: 'order.suspend', method: 'PUT', path: '/order/suspend/{id}', ...byId, access: ORDER_HANDLERS, owner: OWN },
  { name: 'order.cancel', method: 'PUT', path: '/order/cancel/{id}', ...byId, access: ORDER_HANDLERS, owner: OWN },
  { name: 'order.driver', method: 'PATCH', path: '/order/{id}/driver', ...byId, body: driverAssignBody, access: OPERATIONS },
  {
    name: 'order.roadmap',
    method: 'PATCH',
    path: '/order/{id}/roadmap',
    ...byId,
    body: roadmapAssignBody,
    access: OPERATIONS,
    extension: true,
  },
] as const satisfies readonly RouteDef[];
