import type { RouteName } from '../../../src-shared/routes/index.js';
import { asStored, callerOf, created, writeTx, type HandlerContext } from '../../http/context.js';
import { handlers } from '../../http/define.js';
import { createCart, listCarts, replaceCart, updateCart, visibleCart } from './carts.js';
import { confirmDraft, createDraft, listDrafts, removeDraft } from './drafts.js';
import { assignDriver, assignRoadmap, replaceOrder, setOrderDelivery, updateOrder } from './edit.js';
import { dueOrders, listOrders } from './queries.js';
import { visibleOrder } from './scope.js';
import { createOrder } from './service.js';
import { confirmOrder, deliverOrder, runOrderAction } from './transitions.js';
import { shownDoc, shownPage } from '../visibility/route-view.js';

/** A write's answer as the route's view shows it to the caller, read inside the write's transaction. */
function shownWrite(ctx: HandlerContext<unknown, unknown, unknown>, name: RouteName, doc: { _id: string }): Promise<Record<string, unknown>> {
  return shownDoc(writeTx(ctx).trx, name, callerOf(ctx), doc, name.startsWith('cart.') ? 'cart' : 'draft');
}

export const ORDER_FLOW_HANDLERS = handlers({
  'order.list': async (ctx) => shownPage(ctx.db, 'order.list', callerOf(ctx), await listOrders(ctx.db, callerOf(ctx), ctx.query)),
  'order.due': (ctx) => dueOrders(ctx.db, callerOf(ctx), ctx.query, ctx.now),
  'order.get': async (ctx) => shownDoc(ctx.db, 'order.get', callerOf(ctx), await visibleOrder(ctx.db, callerOf(ctx), ctx.params.id), 'order'),
  'order.create': async (ctx) => created(asStored(await createOrder(writeTx(ctx), callerOf(ctx), ctx.query, ctx.body))),
  'order.replace': (ctx) => replaceOrder(writeTx(ctx), callerOf(ctx), ctx.params.id, ctx.body),
  'order.update': (ctx) => updateOrder(writeTx(ctx), callerOf(ctx), ctx.params.id, ctx.body),
  'order.delivery': (ctx) => setOrderDelivery(writeTx(ctx), callerOf(ctx), ctx.params.id, ctx.body),
  'order.driver': (ctx) => assignDriver(writeTx(ctx), ctx.params.id, ctx.body),
  'order.roadmap': (ctx) => assignRoadmap(writeTx(ctx), ctx.params.id, ctx.body),
  'order.confirm': async (ctx) => asStored(await confirmOrder(writeTx(ctx), callerOf(ctx), ctx.params.id, ctx.body)),
  'order.prepare': async (ctx) => asStored(await runOrderAction(writeTx(ctx), callerOf(ctx), ctx.params.id, 'prepare')),
  'order.rollbackPrepare': async (ctx) => asStored(await runOrderAction(writeTx(ctx), callerOf(ctx), ctx.params.id, 'rollbackPrepare')),
  'order.deliver': async (ctx) => asStored(await deliverOrder(writeTx(ctx), callerOf(ctx), ctx.params.id, ctx.body)),
  'order.rollbackDeliver': async (ctx) => asStored(await runOrderAction(writeTx(ctx), callerOf(ctx), ctx.params.id, 'rollbackDeliver')),
  'order.suspend': async (ctx) => asStored(await runOrderAction(writeTx(ctx), callerOf(ctx), ctx.params.id, 'suspend')),
  'order.cancel': async (ctx) => asStored(await runOrderAction(writeTx(ctx), callerOf(ctx), ctx.params.id, 'cancel')),

  'order.draftList': async (ctx) => shownPage(ctx.db, 'order.draftList', callerOf(ctx), await listDrafts(ctx.db, callerOf(ctx), ctx.query)),
  'order.draftCreate': async (ctx) => created(await shownWrite(ctx, 'order.draftCreate', await createDraft(writeTx(ctx), callerOf(ctx), ctx.body))),
  'order.draftConfirm': async (ctx) => {
    const { draft, order } = await confirmDraft(writeTx(ctx), callerOf(ctx), ctx.params.id, ctx.body);
    // The new order as the caller reads orders (a customer: its public order).
    return { draft: await shownWrite(ctx, 'order.draftConfirm', draft), order: await shownDoc(writeTx(ctx).trx, 'order.get', callerOf(ctx), order, 'order') };
  },
  'order.draftRemove': async (ctx) => shownWrite(ctx, 'order.draftRemove', await removeDraft(writeTx(ctx), callerOf(ctx), ctx.params.id)),

  'cart.list': async (ctx) => shownPage(ctx.db, 'cart.list', callerOf(ctx), await listCarts(ctx.db, callerOf(ctx), ctx.query)),
  'cart.get': async (ctx) => shownDoc(ctx.db, 'cart.get', callerOf(ctx), await visibleCart(ctx.db, callerOf(ctx), ctx.params.id), 'cart'),
  'cart.create': async (ctx) => created(await shownWrite(ctx, 'cart.create', await createCart(writeTx(ctx), callerOf(ctx), ctx.body))),
  'cart.replace': async (ctx) => shownWrite(ctx, 'cart.replace', await replaceCart(writeTx(ctx), callerOf(ctx), ctx.params.id, ctx.body)),
  'cart.update': async (ctx) => shownWrite(ctx, 'cart.update', await updateCart(writeTx(ctx), callerOf(ctx), ctx.params.id, ctx.body)),
});
