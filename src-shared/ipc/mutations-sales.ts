/**
 * Writes of the sales side (orders, drafts, carts, customers, accounts), each the REST route it
 * stands for; they go through the outbox, so they work offline and answer at once.
 */
import { mutation } from './route-input.js';

export const SALES_MUTATIONS = {
  'orders.create': mutation('order.create'),
  'orders.replace': mutation('order.replace'),
  'orders.update': mutation('order.update'),
  'orders.setDelivery': mutation('order.delivery'),
  'orders.confirm': mutation('order.confirm'),
  'orders.prepare': mutation('order.prepare'),
  'orders.rollbackPrepare': mutation('order.rollbackPrepare'),
  'orders.deliver': mutation('order.deliver'),
  'orders.rollbackDeliver': mutation('order.rollbackDeliver'),
  'orders.suspend': mutation('order.suspend'),
  'orders.cancel': mutation('order.cancel'),
  'orders.assignDriver': mutation('order.driver'),
  'orders.assignRoadmap': mutation('order.roadmap'),
  'drafts.create': mutation('order.draftCreate'),
  'drafts.confirm': mutation('order.draftConfirm'),
  'drafts.remove': mutation('order.draftRemove'),
  'carts.create': mutation('cart.create'),
  'carts.replace': mutation('cart.replace'),
  'carts.update': mutation('cart.update'),
  'customers.create': mutation('customer.create'),
  'customers.update': mutation('customer.update'),
  'customers.disable': mutation('customer.disable'),
  'accounts.create': mutation('account.create'),
  'accounts.update': mutation('account.update'),
  'accounts.disable': mutation('account.disable'),
  'accounts.pay': mutation('account.pay'),
} as const;
