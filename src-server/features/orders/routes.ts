import { callerOf, created, writeTx } from '../../http/context.js';
import { handlers } from '../../http/define.js';
import { createCart, listCarts, replaceCart, updateCart, visibleCart } from './carts.js';
import { confirmDraft, createDraft, listDrafts, removeDraft } from './drafts.js';
import { assignDriver, assignRoadmap, replaceOrder, setOrderDelivery, updateOrder } from './edit.js';
import { dueOrders, listOrders } from './queries.js';
import { visibleOrder } from './scope.js';
import { createOrder } from './service.js';
import { confirmOrder, runOrderAction } from './transitions.js';

export const ORDER_FLOW_HANDLERS = handlers({
  'order.list': (ctx) => listOrders(ctx.db, callerOf(ctx), ctx.query),
  'order.due': (ctx) => dueOrders(ctx.db, callerOf(ctx), ctx.query, ctx.now),
  'order.get': (ctx) => visibleOrder(ctx.db, callerOf(ctx), ctx.params.id),
  'order.create': async (ctx) => created(await createOrder(writeTx(ctx), callerOf(ctx), ctx.query, ctx.body)),
  'order.replace': (ctx) => replaceOrder(writeTx(ctx), callerOf(ctx), ctx.params.id, ctx.body),
  'order.update': (ctx) => updateOrder(writeTx(ctx), callerOf(ctx), ctx.params.id, ctx.body),
  'order.delivery': (ctx) => setOrderDelivery(writeTx(ctx), callerOf(ctx), ctx.params.id, ctx.body),
  'order.driver': (ctx) => assignDriver(writeTx(ctx), ctx.params.id, ctx.body),
  'order.roadmap': (ctx) => assignRoadmap(writeTx(ctx), ctx.params.id, ctx.body),
  'order.confirm': (ctx) => confirmOrder(writeTx(ctx), callerOf(ctx), ctx.params.id, ctx.body),
  'order.prepare': (ctx) => runOrderAction(writeTx(ctx), callerOf(ctx), ctx.params.id, 'prepare'),
  'order.rollbackPrepare': (ctx) => runOrderAction(writeTx(ctx), callerOf(ctx), ctx.params.id, 'rollbackPrepare'),
  'order.deliver': (ctx) => runOrderAction(writeTx(ctx), callerOf(ctx), ctx.params.id, 'deliver'),
  'order.rollbackDeliver': (ctx) => runOrderAction(writeTx(ctx), callerOf(ctx), ctx.params.id, 'rollbackDeliver'),
  'order.suspend': (ctx) => runOrderAction(writeTx(ctx), callerOf(ctx), ctx.params.id, 'suspend'),
  'order.cancel': (ctx) => runOrderAction(writeTx(ctx), callerOf(ctx), ctx.params.id, 'cancel'),

  'order.draftList': (ctx) => listDrafts(ctx.db, callerOf(ctx), ctx.query),
  'order.draftCreate': async (ctx) => created(await createDraft(writeTx(ctx), callerOf(ctx), ctx.body)),
  'order.draftConfirm': (ctx) => confirmDraft(writeTx(ctx), callerOf(ctx), ctx.params.id, ctx.body),
  'order.draftRemove': (ctx) => removeDraft(writeTx(ctx), callerOf(ctx), ctx.params.id),

  'cart.list': (ctx) => listCarts(ctx.db, callerOf(ctx), ctx.query),
  'cart.get': (ctx) => visibleCart(ctx.db, callerOf(ctx), ctx.params.id),
  'cart.create': async (ctx) => created(await createCart(writeTx(ctx), callerOf(ctx), ctx.body)),
  'cart.replace': (ctx) => replaceCart(writeTx(ctx), callerOf(ctx), ctx.params.id, ctx.body),
  'cart.update': (ctx) => updateCart(writeTx(ctx), callerOf(ctx), ctx.params.id, ctx.body),
});
