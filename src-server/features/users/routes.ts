import { callerOf, created, writeTx } from '../../http/context.js';
import { handlers } from '../../http/define.js';
import { createUser, disableUser, enableUser, getUser, listUsers, makeThird, removeThird, unlockUser, updateProfile, updateUser, userLock } from './service.js';

export const USER_HANDLERS = handlers({
  'user.list': (ctx) => listUsers(ctx.db, ctx.query),
  'user.get': (ctx) => getUser(ctx.db, ctx.params.id),
  'user.create': async (ctx) => created(await createUser(writeTx(ctx), ctx.body)),
  'user.update': (ctx) => updateUser(writeTx(ctx), callerOf(ctx), ctx.params.id, ctx.body),
  'user.lock': (ctx) => userLock(ctx.db, ctx.params.id, ctx.now),
  'user.unlock': (ctx) => unlockUser(writeTx(ctx), ctx.params.id),
  'user.thirdAdd': (ctx) => makeThird(writeTx(ctx), ctx.params.id, ctx.body),
  'user.thirdRemove': (ctx) => removeThird(writeTx(ctx), ctx.params.id),
  'user.profile': (ctx) => updateProfile(writeTx(ctx), callerOf(ctx), ctx.body),
  'user.disable': (ctx) => disableUser(writeTx(ctx), callerOf(ctx), ctx.params.id),
  'user.enable': (ctx) => enableUser(writeTx(ctx), ctx.params.id),
});
