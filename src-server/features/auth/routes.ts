import { requireDoc } from '../../db/documents.js';
import { callerOf, created, writeTx } from '../../http/context.js';
import { handlers } from '../../http/define.js';
import { CUSTOMERS } from '../customers/collection.js';
import { USERS } from '../users/collection.js';
import { createPairingCode, redeemPairingCode, requestOtp, signIn, signOut, verifyOtp } from './service.js';

export const AUTH_HANDLERS = handlers({
  'auth.signin': (ctx) => signIn(writeTx(ctx), ctx.body, ctx.ip),
  'auth.otp': (ctx) => (ctx.body.code === undefined ? requestOtp(writeTx(ctx), ctx.body.phone, ctx.ip, ctx.deps.messaging) : verifyOtp(writeTx(ctx), ctx.body.phone, ctx.body.code, ctx.ip)),
  'auth.pair': async (ctx) => created(await createPairingCode(writeTx(ctx), ctx.body.user)),
  'auth.pairRedeem': (ctx) => redeemPairingCode(writeTx(ctx), ctx.params.code, ctx.ip, ctx.anonymousKey),
  'auth.signout': (ctx) => signOut(writeTx(ctx), callerOf(ctx)),
  'auth.me': async (ctx) => {
    const caller = callerOf(ctx);
    const user = caller.kind === 'user' ? await requireDoc(ctx.db, USERS, caller.id) : await requireDoc(ctx.db, CUSTOMERS, caller.id);
    return { user, role: caller.role, device: caller.device };
  },
});
