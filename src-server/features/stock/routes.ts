import { handlers } from '../../http/define.js';
import { callerOf, writeTx } from '../../http/context.js';
import { acknowledgeAlert } from './tracker.js';
import { listRecords, listTrackers, negativeProducts, productRecords, productTrackers, shortageProducts } from './views.js';

export const STOCK_HANDLERS = handlers({
  'inventory.shortage': (ctx) => shortageProducts(ctx.db, ctx.query.page, ctx.query.limit),
  'inventory.negative': (ctx) => negativeProducts(ctx.db, ctx.query.page, ctx.query.limit),
  'record.list': (ctx) => listRecords(ctx.db, ctx.query),
  'record.byProduct': (ctx) => productRecords(ctx.db, ctx.params.productId, ctx.query),
  'tracker.list': (ctx) => listTrackers(ctx.db, ctx.query),
  'tracker.acknowledge': (ctx) => acknowledgeAlert(writeTx(ctx), callerOf(ctx), ctx.params.id),
  'tracker.byProduct': (ctx) => productTrackers(ctx.db, ctx.params.productId, ctx.query),
});
