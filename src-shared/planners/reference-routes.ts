/**
 * The reference data's write routes (and a user's third, an alert's acknowledgement) and the planner each runs: a typed table (a route named
 * here that the route table lacks, or whose input does not fit its planner, fails to compile).
 */
import { CATEGORY_WRITES, CHARGE_METHOD_WRITES, DELIVERY_WRITES, GARAGE_WRITES, PAY_METHOD_WRITES, PROVIDER_WRITES, THIRD_WRITES, WITHDRAWAL_WRITES } from './catalog-writes.js';
import { CUSTOMER_WRITES } from './customer-writes.js';
import type { RoutePlanner } from './index.js';
import { PRODUCT_WRITES } from './product-writes.js';
import { planCreate, planStatus, planUpdate, type CreateOf, type ReferenceWrites } from './reference-writes.js';
import { planSettingsUpdate } from './settings-writes.js';
import type { Plan, PlanCollection, PlanContext, PlanReads } from './types.js';
import { planTrackerAcknowledge } from './tracker-writes.js';
import { planUserThirdAdd, planUserThirdRemove } from './user-third.js';
import { USER_WRITES } from './user-writes.js';
import type { RouteName } from '../routes/index.js';

type Planned<Args> = (args: Args, reads: PlanReads, ctx: PlanContext) => Promise<Plan>;

const create =
  <C extends PlanCollection, B extends object>(def: ReferenceWrites<C, CreateOf<B>, never>): Planned<{ readonly body: B & { _id?: string | undefined } }> =>
  ({ body }, reads, ctx) =>
    planCreate(def, body, reads, ctx);

const update =
  <C extends PlanCollection, U extends object>(def: ReferenceWrites<C, never, U>): Planned<{ readonly params: { id: string }; readonly body: U }> =>
  ({ params, body }, reads, ctx) =>
    planUpdate(def, params.id, body, reads, ctx);

/** Disable and enable; also the removals the domain makes by disabling (domain §2). */
const status =
  <C extends PlanCollection>(def: ReferenceWrites<C, never, never>, enabled: boolean): Planned<{ readonly params: { id: string } }> =>
  ({ params }, reads, ctx) =>
    planStatus(def, params.id, enabled, reads, ctx);

export const REFERENCE_PLANNERS: { readonly [N in RouteName]?: RoutePlanner<N> } = {
  'category.create': create(CATEGORY_WRITES),
  'category.update': update(CATEGORY_WRITES),
  'category.disable': status(CATEGORY_WRITES, false),
  'category.enable': status(CATEGORY_WRITES, true),

  'provider.create': create(PROVIDER_WRITES),
  'provider.update': update(PROVIDER_WRITES),
  'provider.disable': status(PROVIDER_WRITES, false),
  'provider.enable': status(PROVIDER_WRITES, true),

  'delivery.create': create(DELIVERY_WRITES),
  'delivery.update': update(DELIVERY_WRITES),
  'delivery.remove': status(DELIVERY_WRITES, false),

  'withdrawal.create': create(WITHDRAWAL_WRITES),
  'withdrawal.update': update(WITHDRAWAL_WRITES),
  'withdrawal.remove': status(WITHDRAWAL_WRITES, false),

  'third.create': create(THIRD_WRITES),
  'third.replace': update(THIRD_WRITES),

  'garage.create': create(GARAGE_WRITES),
  'garage.update': update(GARAGE_WRITES),
  'garage.disable': status(GARAGE_WRITES, false),
  'garage.enable': status(GARAGE_WRITES, true),

  'chargeMethod.create': create(CHARGE_METHOD_WRITES),
  'chargeMethod.update': update(CHARGE_METHOD_WRITES),
  'chargeMethod.remove': status(CHARGE_METHOD_WRITES, false),

  'payMethod.create': create(PAY_METHOD_WRITES),
  'payMethod.update': update(PAY_METHOD_WRITES),
  'payMethod.remove': status(PAY_METHOD_WRITES, false),

  'customer.create': create(CUSTOMER_WRITES),
  'customer.update': update(CUSTOMER_WRITES),
  'customer.disable': status(CUSTOMER_WRITES, false),

  'product.create': create(PRODUCT_WRITES),
  'product.update': update(PRODUCT_WRITES),
  'product.disable': status(PRODUCT_WRITES, false),
  'product.enable': status(PRODUCT_WRITES, true),

  'user.create': create(USER_WRITES),
  'user.update': update(USER_WRITES),
  'user.disable': status(USER_WRITES, false),
  'user.enable': status(USER_WRITES, true),

  'user.thirdAdd': ({ params, body }, reads, ctx) => planUserThirdAdd(params.id, body, reads, ctx),
  'user.thirdRemove': ({ params }, reads) => planUserThirdRemove(params.id, reads),

  'settings.update': ({ body }, reads) => planSettingsUpdate(body, reads),
  'tracker.acknowledge': ({ params }, reads, ctx) => planTrackerAcknowledge(params.id, reads, ctx),
};
