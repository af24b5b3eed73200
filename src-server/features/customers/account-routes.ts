/** Customer current accounts (spec §7 Account). */
import { docs, rowToDoc, type AnyReader } from '../../db/documents.js';
import { callerOf, created, writeTx, type Caller } from '../../http/context.js';
import { handlers } from '../../http/define.js';
import { shownDoc, shownDocs, shownPage } from '../visibility/route-view.js';
import { ACCOUNT_MOVEMENTS, ACCOUNTS, type AccountMovementFields } from './account-collections.js';
import { closeAccount, correctAccount, listAccounts, openAccount, payOnAccount, visibleAccount } from './accounts.js';

/** An account with the movements its balance is the sum of, oldest first, both as the route shows them to the caller. */
async function accountWithMovements(db: AnyReader, caller: Caller, id: string): Promise<Record<string, unknown>> {
  const account = await visibleAccount(db, caller, id);
  const rows = await docs(db).selectFrom(ACCOUNT_MOVEMENTS.table).select(['doc', 'status', 'number']).where('account', '=', account._id).orderBy('number').execute();
  const movements = rows.map((row) => rowToDoc<AccountMovementFields>(row));
  return { ...(await shownDoc(db, 'account.get', caller, account, ACCOUNTS.label)), movements: await shownDocs(db, 'account.get', caller, movements) };
}

export const ACCOUNT_HANDLERS = handlers({
  'account.list': async (ctx) => shownPage(ctx.db, 'account.list', callerOf(ctx), await listAccounts(ctx.db, callerOf(ctx), ctx.query)),
  'account.paid': (ctx) => listAccounts(ctx.db, callerOf(ctx), ctx.query, true),
  'account.get': (ctx) => accountWithMovements(ctx.db, callerOf(ctx), ctx.params.id),
  'account.create': async (ctx) => created(await openAccount(writeTx(ctx), callerOf(ctx), ctx.body)),
  'account.update': (ctx) => correctAccount(writeTx(ctx), callerOf(ctx), ctx.params.id, ctx.body),
  'account.disable': (ctx) => closeAccount(writeTx(ctx), callerOf(ctx), ctx.params.id),
  'account.pay': async (ctx) => created(await payOnAccount(writeTx(ctx), callerOf(ctx), ctx.body)),
});
