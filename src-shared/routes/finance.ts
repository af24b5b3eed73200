/**
 * Partner finances and statistics (spec §7 Finance, Statistics; domain §6). The company's figures
 * are the admin's; an AV sees only its own partner view; purchasing sees what is owed to providers.
 */
import { idParams } from '../schemas/params.js';
import { emptyQuery, movementsQuery, pageQuery, partnerPeriodQuery, periodQuery } from '../schemas/queries.js';
import { ADMIN, PARTNERS, PURCHASING } from './access.js';
import type { RouteDef } from './types.js';

export const FINANCE_ROUTES = [
  { name: 'finance.partners', method: 'GET', path: '/finance/partners', query: pageQuery, access: ADMIN },
  // A partner's balance is about the partner (a user), so an AV may read only its own: `self`.
  { name: 'finance.partner', method: 'GET', path: '/finance/partner/{id}', params: idParams, access: PARTNERS, owner: ['self'] },
] as const satisfies readonly RouteDef[];

export const STATISTICS_ROUTES = [
  { name: 'statistics.main', method: 'GET', path: '/statistics/main', query: emptyQuery, access: ADMIN },
  { name: 'statistics.finances', method: 'GET', path: '/statistics/finances', query: periodQuery, access: ADMIN },
  // "the caller's partner view": for an admin, the house partner's.
  {
    name: 'statistics.myFinances',
    method: 'GET',
    path: '/statistics/my-finances',
    query: periodQuery,
    access: PARTNERS,
    owner: ['self'],
  },
  {
    name: 'statistics.providerBalances',
    method: 'GET',
    path: '/statistics/provider-balances',
    query: pageQuery,
    access: PURCHASING,
  },
  {
    name: 'statistics.providerBalance',
    method: 'GET',
    path: '/statistics/provider-balances/{id}',
    params: idParams,
    query: movementsQuery,
    access: PURCHASING,
  },
  { name: 'statistics.cashBalances', method: 'GET', path: '/statistics/cash-balances', query: emptyQuery, access: ADMIN },
  { name: 'statistics.creditors', method: 'GET', path: '/statistics/creditors', query: pageQuery, access: ADMIN },
  {
    name: 'statistics.partnerHistory',
    method: 'GET',
    path: '/statistics/partner-history',
    query: partnerPeriodQuery,
    access: ADMIN,
  },
] as const satisfies readonly RouteDef[];
