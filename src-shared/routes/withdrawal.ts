/** Withdrawal options (spec §7 Withdrawal): purchasing owns them (domain §8); operations reads them to plan pick-ups. */
import { idParams } from '../schemas/params.js';
import { statusQuery } from '../schemas/queries.js';
import { withdrawalCreateBody, withdrawalUpdateBody } from '../schemas/withdrawal.js';
import { PURCHASING, STOCK_READERS } from './access.js';
import type { RouteDef } from './types.js';

export const WITHDRAWAL_ROUTES = [
  { name: 'withdrawal.list', method: 'GET', path: '/withdrawal', query: statusQuery, access: STOCK_READERS },
  { name: 'withdrawal.get', method: 'GET', path: '/withdrawal/{id}', params: idParams, access: STOCK_READERS },
  { name: 'withdrawal.create', method: 'POST', path: '/withdrawal', body: withdrawalCreateBody, access: PURCHASING },
  {
    name: 'withdrawal.update',
    method: 'PATCH',
    path: '/withdrawal/{id}',
    params: idParams,
    body: withdrawalUpdateBody,
    access: PURCHASING,
  },
  { name: 'withdrawal.remove', method: 'DELETE', path: '/withdrawal/{id}', params: idParams, access: PURCHASING },
] as const satisfies readonly RouteDef[];
