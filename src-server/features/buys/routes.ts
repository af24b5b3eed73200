import { BUY_ACTION } from '../../../src-shared/constants/buys.js';
import { callerOf, created, writeTx } from '../../http/context.js';
import { handlers } from '../../http/define.js';
import { assignBuyDriver, assignBuyRoadmap } from './assign.js';
import { listBuys, visibleBuy } from './list.js';
import { createBuy, replaceBuy, setBuyWithdrawal, updateBuy } from './service.js';
import { runBuyAction } from './transitions.js';

export const BUY_HANDLERS = handlers({
  'buy.list': (ctx) => listBuys(ctx.db, callerOf(ctx), ctx.query),
  'buy.get': (ctx) => visibleBuy(ctx.db, callerOf(ctx), ctx.params.id),
  'buy.create': async (ctx) => created(await createBuy(writeTx(ctx), callerOf(ctx), ctx.body)),
  'buy.replace': (ctx) => replaceBuy(writeTx(ctx), ctx.params.id, ctx.body),
  'buy.update': (ctx) => updateBuy(writeTx(ctx), ctx.params.id, ctx.body),
  'buy.approve': (ctx) => runBuyAction(writeTx(ctx), callerOf(ctx), ctx.params.id, BUY_ACTION.approve),
  'buy.rollbackApprove': (ctx) => runBuyAction(writeTx(ctx), callerOf(ctx), ctx.params.id, BUY_ACTION.rollbackApprove),
  'buy.commit': (ctx) => runBuyAction(writeTx(ctx), callerOf(ctx), ctx.params.id, BUY_ACTION.commit),
  'buy.cancel': (ctx) => runBuyAction(writeTx(ctx), callerOf(ctx), ctx.params.id, BUY_ACTION.cancel),
  'buy.withdrawal': (ctx) => setBuyWithdrawal(writeTx(ctx), ctx.params.id, ctx.body),
  'buy.driver': (ctx) => assignBuyDriver(writeTx(ctx), ctx.params.id, ctx.body),
  'buy.roadmap': (ctx) => assignBuyRoadmap(writeTx(ctx), ctx.params.id, ctx.body),
});
