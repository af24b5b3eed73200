/** Buys from providers (spec §7 Buy): COMPRAS runs them, PROVEEDOR reads its own, OPERACION plans pick-ups. */
import { buyCreateBody, buyReplaceBody, buyUpdateBody, buyWithdrawalBody } from '../schemas/buy.js';
import { idParams } from '../schemas/params.js';
import { buyListQuery } from '../schemas/queries.js';
import { driverAssignBody, roadmapAssignBody } from '../schemas/roadmap.js';
import { OPERATIONS, PURCHASING } from './access.js';
import type { RouteDef } from './types.js';

// Operations assigns drivers and roadmaps to buys with a withdrawal, so it reads buys too.
const BUY_READERS = ['ADMIN', 'COMPRAS', 'OPERACION', 'PROVEEDOR'] as const;

export const BUY_ROUTES = [
  { name: 'buy.list', method: 'GET', path: '/buy', query: buyListQuery, access: BUY_READERS, owner: ['provider'] },
  { name: 'buy.get', method: 'GET', path: '/buy/{id}', params: idParams, access: BUY_READERS, owner: ['provider'] },
  { name: 'buy.create', method: 'POST', path: '/buy', body: buyCreateBody, access: PURCHASING },
  { name: 'buy.replace', method: 'PUT', path: '/buy/{id}', params: idParams, body: buyReplaceBody, access: PURCHASING },
  { name: 'buy.update', method: 'PATCH', path: '/buy/{id}', params: idParams, body: buyUpdateBody, access: PURCHASING },
  { name: 'buy.rollbackApprove', method: 'PUT', path: '/buy/rollback/approve/{id}', params: idParams, access: PURCHASING },
  { name: 'buy.commit', method: 'PUT', path: '/buy/commit/{id}', params: idParams, access: PURCHASING },
  { name: 'buy.approve', method: 'PUT', path: '/buy/approve/{id}', params: idParams, access: PURCHASING },
  { name: 'buy.cancel', method: 'PUT', path: '/buy/cancel/{id}', params: idParams, access: PURCHASING },
  // The withdrawal decides the buy's logistic fee, so it stays with purchasing.
  {
    name: 'buy.withdrawal',
    method: 'PATCH',
    path: '/buy/{id}/withdrawal',
    params: idParams,
    body: buyWithdrawalBody,
    access: PURCHASING,
  },
  { name: 'buy.driver', method: 'PATCH', path: '/buy/{id}/driver', params: idParams, body: driverAssignBody, access: OPERATIONS },
  {
    name: 'buy.roadmap',
    method: 'PATCH',
    path: '/buy/{id}/roadmap',
    params: idParams,
    body: roadmapAssignBody,
    access: OPERATIONS,
    extension: true,
  },
] as const satisfies readonly RouteDef[];
