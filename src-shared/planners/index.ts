/**
 * Every write route's planner, by route name: what the desktop runs for a queued write and what
 * the planner-parity test walks. A route listed here is planned on both sides; the server's
 * service for it calls the same planner directly.
 */
import type { AnyRouteArgs, RouteArgs } from '../ipc/route-input.js';
import type { RouteName, RouteOf } from '../routes/index.js';
import { BUY_ACTION } from '../constants/buys.js';
import { planAccountClose, planAccountCorrect, planAccountCreate, planAccountPay } from './accounts.js';
import { planAuditCommercial, planAuditCustomer, planAuditPartner, planAuditProvider } from './audit-books.js';
import { planAuditInventory } from './audit-count.js';
import { planBuyCreate, planBuyReplace, planBuyUpdate, planBuyWithdrawal } from './buy-edits.js';
import { planBuyDriver, planBuyRoadmap } from './buy-pickup.js';
import { planBuyAction } from './buy-transitions.js';
import { planExternalEntry, planInternalEntry, planPartnerEntry, planProviderEntry } from './cashflow-creates.js';
import { planEntriesRemove, planEntryUpdate } from './cashflow-edits.js';
import { planReceiptCreate, planReceiptRemove } from './receipts.js';
import { planCartCreate, planCartReplace, planCartUpdate } from './carts.js';
import { planDraftConfirm, planDraftCreate, planDraftRemove } from './drafts.js';
import { planOrderCreate } from './order-create.js';
import { planOrderDelivery, planOrderReplace, planOrderUpdate } from './order-edit.js';
import { planOrderDriver, planOrderRoadmap } from './order-routing.js';
import { planOrderAction, planOrderConfirm } from './order-transitions.js';
import { planProductAdjustment, planProductCount, planProductCritical } from './product-stock.js';
import { planRoadmapCreate, planRoadmapRemove } from './roadmaps.js';
import { planUserProfile } from './user-profile.js';
import { REFERENCE_PLANNERS } from './reference-routes.js';
import type { Plan, PlanContext, PlanReads } from './types.js';

export type RoutePlanner<N extends RouteName> = (args: RouteArgs<RouteOf<N>>, reads: PlanReads, ctx: PlanContext) => Promise<Plan>;

type RoutePlanners = { readonly [N in RouteName]?: RoutePlanner<N> };

export const ROUTE_PLANNERS: RoutePlanners = {
  ...REFERENCE_PLANNERS,
  'buy.create': ({ body }, reads, ctx) => planBuyCreate(body, reads, ctx),
  'buy.replace': ({ params, body }, reads) => planBuyReplace(params.id, body, reads),
  'buy.update': ({ params, body }, reads) => planBuyUpdate(params.id, body, reads),
  'buy.withdrawal': ({ params, body }, reads) => planBuyWithdrawal(params.id, body, reads),
  'buy.driver': ({ params, body }, reads) => planBuyDriver(params.id, body, reads),
  'buy.roadmap': ({ params, body }, reads) => planBuyRoadmap(params.id, body, reads),
  'buy.approve': ({ params }, reads, ctx) => planBuyAction(params.id, BUY_ACTION.approve, reads, ctx),
  'buy.rollbackApprove': ({ params }, reads, ctx) => planBuyAction(params.id, BUY_ACTION.rollbackApprove, reads, ctx),
  'buy.commit': ({ params }, reads, ctx) => planBuyAction(params.id, BUY_ACTION.commit, reads, ctx),
  'buy.cancel': ({ params }, reads, ctx) => planBuyAction(params.id, BUY_ACTION.cancel, reads, ctx),
  'receipt.create': ({ body }, reads, ctx) => planReceiptCreate(body, reads, ctx),
  'receipt.remove': ({ params }, reads) => planReceiptRemove(params.id, reads),
  'cashflow.createPartner': ({ body }, reads, ctx) => planPartnerEntry(body, reads, ctx),
  'cashflow.createProvider': ({ body }, reads, ctx) => planProviderEntry(body, reads, ctx),
  'cashflow.createExternal': ({ body }, reads, ctx) => planExternalEntry(body, reads, ctx),
  'cashflow.createInternal': ({ body }, reads, ctx) => planInternalEntry(body, reads, ctx),
  'cashflow.update': ({ params, body }, reads, ctx) => planEntryUpdate(params.id, body, reads, ctx),
  'cashflow.remove': ({ params }, reads, ctx) => planEntriesRemove(params.id, params.second, reads, ctx),
  'account.create': ({ body }, reads, ctx) => planAccountCreate(body, reads, ctx),
  'account.update': ({ params, body }, reads, ctx) => planAccountCorrect(params.id, body, reads, ctx),
  'account.pay': ({ body }, reads, ctx) => planAccountPay(body, reads, ctx),
  'account.disable': ({ params }, reads, ctx) => planAccountClose(params.id, reads, ctx),
  'product.critical': ({ params, body }, reads) => planProductCritical(params.id, body, reads),
  'product.adjustment': ({ params, body }, reads) => planProductAdjustment(params.id, body, reads),
  'product.forceAdjustment': ({ params, body }, reads) => planProductCount(params.id, body, reads),
  'user.profile': ({ body }, reads, ctx) => planUserProfile(body, reads, ctx),
  'order.create': ({ query, body }, reads, ctx) => planOrderCreate({ query, body }, reads, ctx),
  'order.update': ({ params, body }, reads, ctx) => planOrderUpdate(params.id, body, reads, ctx),
  'order.replace': ({ params, body }, reads, ctx) => planOrderReplace(params.id, body, reads, ctx),
  'order.delivery': ({ params, body }, reads, ctx) => planOrderDelivery(params.id, body, reads, ctx),
  'order.driver': ({ params, body }, reads) => planOrderDriver(params.id, body, reads),
  'order.roadmap': ({ params, body }, reads) => planOrderRoadmap(params.id, body, reads),
  'order.confirm': ({ params, body }, reads, ctx) => planOrderConfirm(params.id, body, reads, ctx),
  'order.prepare': ({ params }, reads, ctx) => planOrderAction(params.id, 'prepare', reads, ctx),
  'order.rollbackPrepare': ({ params }, reads, ctx) => planOrderAction(params.id, 'rollbackPrepare', reads, ctx),
  'order.suspend': ({ params }, reads, ctx) => planOrderAction(params.id, 'suspend', reads, ctx),
  'order.cancel': ({ params }, reads, ctx) => planOrderAction(params.id, 'cancel', reads, ctx),
  'order.draftCreate': ({ body }, reads, ctx) => planDraftCreate(body, reads, ctx),
  'order.draftConfirm': ({ params, body }, reads, ctx) => planDraftConfirm(params.id, body, reads, ctx),
  'order.draftRemove': ({ params }, reads, ctx) => planDraftRemove(params.id, reads, ctx),
  'roadmap.create': ({ body }, reads, ctx) => planRoadmapCreate(body, reads, ctx),
  'roadmap.remove': ({ params }, reads) => planRoadmapRemove(params.id, reads),
  'cart.create': ({ body }, reads, ctx) => planCartCreate(body, reads, ctx),
  'cart.replace': ({ params, body }, reads, ctx) => planCartReplace(params.id, body, reads, ctx),
  'cart.update': ({ params, body }, reads, ctx) => planCartUpdate(params.id, body, reads, ctx),
  'audit.commercialCreate': ({ body }, reads, ctx) => planAuditCommercial(body, reads, ctx),
  'audit.partnerCreate': ({ body }, reads, ctx) => planAuditPartner(body, reads, ctx),
  'audit.providerCreate': ({ body }, reads, ctx) => planAuditProvider(body, reads, ctx),
  'audit.customerCreate': ({ body }, reads, ctx) => planAuditCustomer(body, reads, ctx),
  // The count applied; a dry run stores nothing, and its service answers the count alone (`countInventory`).
  'audit.inventoryCreate': ({ body }, reads, ctx) => planAuditInventory(body, reads, ctx),
};

/** A route's planner for callers that hold its arguments as the router parsed them (checked by the route's schemas). */
export type AnyRoutePlanner = (args: AnyRouteArgs, reads: PlanReads, ctx: PlanContext) => Promise<Plan>;

export function plannerOf(name: string): AnyRoutePlanner | undefined {
  // Each entry takes the arguments its own route's schemas parse to; the caller's were parsed by them.
  return Object.hasOwn(ROUTE_PLANNERS, name) ? (ROUTE_PLANNERS[name as RouteName] as AnyRoutePlanner | undefined) : undefined;
}

export type { Plan, PlanActor, PlanCollection, PlanCollections, PlanContext, PlannedDoc, PlanReads, Planner, StockMove, Stored, StoredBase } from './types.js';
export { createdId, pick, readOne } from './reads.js';
