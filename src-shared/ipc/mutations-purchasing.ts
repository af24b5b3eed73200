/**
 * Writes of the purchasing side (buys, products and prices, providers, receipts, withdrawal
 * options, categories, stock adjustments and alerts), each the REST route it stands for.
 */
import { mutation } from './route-input.js';

export const PURCHASING_MUTATIONS = {
  'buys.create': mutation('buy.create'),
  'buys.replace': mutation('buy.replace'),
  'buys.update': mutation('buy.update'),
  'buys.approve': mutation('buy.approve'),
  'buys.rollbackApprove': mutation('buy.rollbackApprove'),
  'buys.commit': mutation('buy.commit'),
  'buys.cancel': mutation('buy.cancel'),
  'buys.setWithdrawal': mutation('buy.withdrawal'),
  'buys.assignDriver': mutation('buy.driver'),
  'buys.assignRoadmap': mutation('buy.roadmap'),
  'products.create': mutation('product.create'),
  'products.update': mutation('product.update'),
  'products.setCritical': mutation('product.critical'),
  'products.adjust': mutation('product.adjustment'),
  'products.forceAdjust': mutation('product.forceAdjustment'),
  'products.disable': mutation('product.disable'),
  'products.enable': mutation('product.enable'),
  'providers.create': mutation('provider.create'),
  'providers.update': mutation('provider.update'),
  'providers.disable': mutation('provider.disable'),
  'providers.enable': mutation('provider.enable'),
  'receipts.create': mutation('receipt.create'),
  'receipts.remove': mutation('receipt.remove'),
  'withdrawals.create': mutation('withdrawal.create'),
  'withdrawals.update': mutation('withdrawal.update'),
  'withdrawals.remove': mutation('withdrawal.remove'),
  'categories.create': mutation('category.create'),
  'categories.update': mutation('category.update'),
  'categories.disable': mutation('category.disable'),
  'categories.enable': mutation('category.enable'),
  'trackers.acknowledge': mutation('tracker.acknowledge'),
} as const;
