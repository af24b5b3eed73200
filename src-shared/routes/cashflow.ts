/** Cash flow (spec §7): the cash book is the admin's; COMPRAS keeps provider payments (domain §8). */
import { cashflowExternalBody, cashflowInternalBody, cashflowPartnerBody, cashflowProviderBody, cashflowUpdateBody } from '../schemas/cashflow.js';
import { idParams, idSecondParams } from '../schemas/params.js';
import { cashflowListQuery } from '../schemas/queries.js';
import { ADMIN, PURCHASING } from './access.js';
import type { RouteDef } from './types.js';

export const CASHFLOW_ROUTES = [
  {
    name: 'cashflow.list',
    method: 'GET',
    path: '/cashflow',
    query: cashflowListQuery,
    access: PURCHASING,
    owner: ['providerFlow'],
  },
  {
    name: 'cashflow.paid',
    method: 'GET',
    path: '/cashflow/paid',
    query: cashflowListQuery,
    access: PURCHASING,
    owner: ['providerFlow'],
  },
  { name: 'cashflow.get', method: 'GET', path: '/cashflow/{id}', params: idParams, access: PURCHASING, owner: ['providerFlow'] },
  // Partner settlements, internal movements and third-party flows are the company's books: admin only.
  { name: 'cashflow.createPartner', method: 'POST', path: '/cashflow', body: cashflowPartnerBody, access: ADMIN },
  { name: 'cashflow.createProvider', method: 'POST', path: '/cashflow/provider', body: cashflowProviderBody, access: PURCHASING },
  { name: 'cashflow.createInternal', method: 'POST', path: '/cashflow/internal', body: cashflowInternalBody, access: ADMIN },
  { name: 'cashflow.createExternal', method: 'POST', path: '/cashflow/external', body: cashflowExternalBody, access: ADMIN },
  {
    name: 'cashflow.update',
    method: 'PATCH',
    path: '/cashflow/{id}',
    params: idParams,
    body: cashflowUpdateBody,
    access: PURCHASING,
    owner: ['providerFlow'],
  },
  {
    name: 'cashflow.remove',
    method: 'DELETE',
    path: '/cashflow/{id}/{second}',
    params: idSecondParams,
    access: PURCHASING,
    owner: ['providerFlow'],
  },
] as const satisfies readonly RouteDef[];
