import { AppError } from '../../../src-shared/errors.js';
import { flag, listDocs } from '../../db/documents.js';
import { callerOf, created, writeTx, type HandlerContext } from '../../http/context.js';
import { handlers } from '../../http/define.js';
import { TAXES } from '../catalog/collections.js';
import { shownDoc, shownPageOf, viewOf } from '../visibility/route-view.js';
import { listSegments } from './segments.js';
import { categories, chargeMethods, deliveries, garages, payMethods, thirds, withdrawals } from './services.js';

/** Callers outside the back office see only enabled options meant for their role. */
function forCaller(ctx: HandlerContext<unknown, unknown, unknown>, status: boolean | undefined): boolean | undefined {
  const role = callerOf(ctx).role;
  return role === 'ADMIN' ? status : true;
}

export const REFERENCE_HANDLERS = handlers({
  'category.list': (ctx) => categories.list(ctx.db, { ...ctx.query, status: forCaller(ctx, ctx.query.status) }),
  'category.get': (ctx) => categories.get(ctx.db, ctx.params.id),
  'category.create': async (ctx) => created(await categories.create(writeTx(ctx), callerOf(ctx), ctx.body)),
  'category.update': (ctx) => categories.update(writeTx(ctx), callerOf(ctx), ctx.params.id, ctx.body),
  'category.disable': (ctx) => categories.setStatus(writeTx(ctx), callerOf(ctx), ctx.params.id, false),
  'category.enable': (ctx) => categories.setStatus(writeTx(ctx), callerOf(ctx), ctx.params.id, true),

  'delivery.list': async (ctx) => {
    const caller = callerOf(ctx);
    if (!viewOf('delivery.list', caller)) return deliveries.list(ctx.db, ctx.query);
    // The view decides per option whether the caller may use it (roles, wholesaler or retail
    // customer), so it runs before paging (options are a handful), and total and pages count only
    // what the caller sees.
    const enabled = await deliveries.list(ctx.db, { page: 1, limit: Number.MAX_SAFE_INTEGER, status: true });
    return shownPageOf(ctx.db, 'delivery.list', caller, enabled.docs, ctx.query.page, ctx.query.limit);
  },
  // The message of an option the caller may use: the same view as the list (role, customer's audience).
  'delivery.message': async (ctx) => {
    const caller = callerOf(ctx);
    const option = await deliveries.get(ctx.db, ctx.params.id);
    if (!option.status && caller.role !== 'ADMIN') throw AppError.notFound('delivery option', ctx.params.id);
    const shown = await shownDoc(ctx.db, 'delivery.message', caller, option, 'delivery option');
    return { message: typeof shown.message === 'string' ? shown.message : '' };
  },
  'delivery.create': async (ctx) => created(await deliveries.create(writeTx(ctx), callerOf(ctx), ctx.body)),
  'delivery.update': (ctx) => deliveries.update(writeTx(ctx), callerOf(ctx), ctx.params.id, ctx.body),
  'delivery.remove': (ctx) => deliveries.setStatus(writeTx(ctx), callerOf(ctx), ctx.params.id, false),

  'withdrawal.list': (ctx) => withdrawals.list(ctx.db, ctx.query),
  'withdrawal.get': (ctx) => withdrawals.get(ctx.db, ctx.params.id),
  'withdrawal.create': async (ctx) => created(await withdrawals.create(writeTx(ctx), callerOf(ctx), ctx.body)),
  'withdrawal.update': (ctx) => withdrawals.update(writeTx(ctx), callerOf(ctx), ctx.params.id, ctx.body),
  'withdrawal.remove': (ctx) => withdrawals.setStatus(writeTx(ctx), callerOf(ctx), ctx.params.id, false),

  'third.list': (ctx) => thirds.list(ctx.db, ctx.query),
  'third.get': (ctx) => thirds.get(ctx.db, ctx.params.id),
  'third.create': async (ctx) => created(await thirds.create(writeTx(ctx), callerOf(ctx), ctx.body)),
  'third.replace': (ctx) => thirds.update(writeTx(ctx), callerOf(ctx), ctx.params.id, ctx.body),

  'garage.list': (ctx) => garages.list(ctx.db, ctx.query),
  'garage.get': (ctx) => garages.get(ctx.db, ctx.params.id),
  'garage.create': async (ctx) => created(await garages.create(writeTx(ctx), callerOf(ctx), ctx.body)),
  'garage.update': (ctx) => garages.update(writeTx(ctx), callerOf(ctx), ctx.params.id, ctx.body),
  'garage.disable': (ctx) => garages.setStatus(writeTx(ctx), callerOf(ctx), ctx.params.id, false),
  'garage.enable': (ctx) => garages.setStatus(writeTx(ctx), callerOf(ctx), ctx.params.id, true),

  'chargeMethod.list': (ctx) => chargeMethods.list(ctx.db, ctx.query),
  'chargeMethod.get': (ctx) => chargeMethods.get(ctx.db, ctx.params.id),
  'chargeMethod.create': async (ctx) => created(await chargeMethods.create(writeTx(ctx), callerOf(ctx), ctx.body)),
  'chargeMethod.update': (ctx) => chargeMethods.update(writeTx(ctx), callerOf(ctx), ctx.params.id, ctx.body),
  'chargeMethod.remove': (ctx) => chargeMethods.setStatus(writeTx(ctx), callerOf(ctx), ctx.params.id, false),

  'payMethod.list': (ctx) => payMethods.list(ctx.db, ctx.query),
  'payMethod.get': (ctx) => payMethods.get(ctx.db, ctx.params.id),
  'payMethod.create': async (ctx) => created(await payMethods.create(writeTx(ctx), callerOf(ctx), ctx.body)),
  'payMethod.update': (ctx) => payMethods.update(writeTx(ctx), callerOf(ctx), ctx.params.id, ctx.body),
  'payMethod.remove': (ctx) => payMethods.setStatus(writeTx(ctx), callerOf(ctx), ctx.params.id, false),

  'tax.list': (ctx) => listDocs(ctx.db, TAXES, { page: ctx.query.page, limit: ctx.query.limit, where: (q) => q.where('status', '=', flag(true)), orderBy: { column: 'number', direction: 'asc' } }),
  'segment.list': (ctx) => listSegments(ctx.db, ctx.query.page, ctx.query.limit),
});
