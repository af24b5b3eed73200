/**
 * Customer accounts (spec §7 Account). The table is silent: an AV reads and collects on accounts
 * of its own customers (they are its customers), while opening, correcting and closing are the admin's.
 */
import { accountCreateBody, accountPayBody, accountUpdateBody } from '../schemas/account.js';
import { idParams } from '../schemas/params.js';
import { accountListQuery } from '../schemas/queries.js';
import { ADMIN, PARTNERS } from './access.js';
import type { RouteDef } from './types.js';

/** A customer reads its own account and movements (domain §8), without the staff behind them. */
const CUSTOMER_READ = { access: [...PARTNERS, 'CUSTOMER'], owner: ['partner', 'customer'], views: { CUSTOMER: 'publicAccount' } } as const;

export const ACCOUNT_ROUTES = [
  { name: 'account.list', method: 'GET', path: '/account', query: accountListQuery, ...CUSTOMER_READ },
  { name: 'account.paid', method: 'GET', path: '/account/paid', query: accountListQuery, access: PARTNERS, owner: ['partner'] },
  { name: 'account.get', method: 'GET', path: '/account/{id}', params: idParams, ...CUSTOMER_READ },
  { name: 'account.create', method: 'POST', path: '/account', body: accountCreateBody, access: ADMIN },
  { name: 'account.update', method: 'PATCH', path: '/account/{id}', params: idParams, body: accountUpdateBody, access: ADMIN },
  { name: 'account.disable', method: 'PUT', path: '/account/{id}', params: idParams, access: ADMIN },
  // An AV records what its own customer paid it; the payment names that AV as the collecting partner.
  { name: 'account.pay', method: 'POST', path: '/account/pay', body: accountPayBody, access: PARTNERS, owner: ['partner'] },
] as const satisfies readonly RouteDef[];
