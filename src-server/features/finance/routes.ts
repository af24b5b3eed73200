/** Partner finances (spec §7 Finance). */
import { callerOf } from '../../http/context.js';
import { handlers } from '../../http/define.js';
import { partnerFinance, partnerFinances } from './partners.js';

export const FINANCE_HANDLERS = handlers({
  'finance.partners': (ctx) => partnerFinances(ctx.db, ctx.query),
  'finance.partner': (ctx) => partnerFinance(ctx.db, callerOf(ctx), ctx.params.id),
});
