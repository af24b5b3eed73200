/** Statistics (spec §7 Statistics, domain §6): read-only figures computed from the ledgers. */
import { callerOf } from '../../http/context.js';
import { handlers } from '../../http/define.js';
import { creditors } from './creditors.js';
import { financeStatistics } from './finances.js';
import { cashBalances, mainStatistics } from './overview.js';
import { myFinances, partnerHistory } from './partners.js';
import { providerBalanceDetail, providerBalancePage } from './providers.js';

export const STATISTICS_HANDLERS = handlers({
  'statistics.main': (ctx) => mainStatistics(ctx.db, ctx.now),
  'statistics.finances': (ctx) => financeStatistics(ctx.db, ctx.query, ctx.now),
  'statistics.myFinances': (ctx) => myFinances(ctx.db, callerOf(ctx), ctx.query, ctx.now),
  'statistics.providerBalances': (ctx) => providerBalancePage(ctx.db, ctx.query),
  'statistics.providerBalance': (ctx) => providerBalanceDetail(ctx.db, ctx.params.id, ctx.query),
  'statistics.cashBalances': (ctx) => cashBalances(ctx.db),
  'statistics.creditors': (ctx) => creditors(ctx.db, ctx.query),
  'statistics.partnerHistory': (ctx) => partnerHistory(ctx.db, ctx.query, ctx.now),
});
