import { callerOf, created, writeTx } from '../../http/context.js';
import { handlers } from '../../http/define.js';
import { shownDoc, shownPageOf, viewOf } from '../visibility/route-view.js';
import { createUser, disableUser, enableUser, getUser, listUsers, makeThird, removeThird, unlockUser, updateProfile, updateUser, userLock } from './service.js';

export const USER_HANDLERS = handlers({
  'user.list': async (ctx) => {
    const caller = callerOf(ctx);
    if (!viewOf('user.list', caller)) return listUsers(ctx.db, ctx.query);
    // Staff are a handful: the view picks who the caller sees before paging, so totals count only them.
    const all = await listUsers(ctx.db, { ...ctx.query, page: 1, limit: Number.MAX_SAFE_INTEGER });
    return shownPageOf(ctx.db, 'user.list', caller, all.docs, ctx.query.page, ctx.query.limit);
  },
  'user.get': async (ctx) => shownDoc(ctx.db, 'user.get', callerOf(ctx), await getUser(ctx.db, ctx.params.id), 'user'),
  'user.create': async (ctx) => created(await createUser(writeTx(ctx), callerOf(ctx), ctx.body)),
  'user.update': (ctx) => updateUser(writeTx(ctx), callerOf(ctx), ctx.params.id, ctx.body),
  'user.lock': (ctx) => userLock(ctx.db, ctx.params.id, ctx.now),
  'user.unlock': (ctx) => unlockUser(writeTx(ctx), ctx.params.id),
  'user.thirdAdd': (ctx) => makeThird(writeTx(ctx), callerOf(ctx), ctx.params.id, ctx.body),
  'user.thirdRemove': (ctx) => removeThird(writeTx(ctx), ctx.params.id),
  'user.profile': (ctx) => updateProfile(writeTx(ctx), callerOf(ctx), ctx.body),
  'user.disable': (ctx) => disableUser(writeTx(ctx), callerOf(ctx), ctx.params.id),
  'user.enable': (ctx) => enableUser(writeTx(ctx), callerOf(ctx), ctx.params.id),
});
