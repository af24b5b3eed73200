/** Cash flow, customer accounts and partner finances (spec §7 Cash flow, Account, Finance). */
import { docs, rowToDoc, type AnyReader } from '../../db/documents.js';
import { callerOf, created, writeTx, type Caller } from '../../http/context.js';
import { handlers } from '../../http/define.js';
import { closeAccount, correctAccount, listAccounts, openAccount, payOnAccount, visibleAccount } from './accounts.js';
import { createExternalEntry, createInternalEntry, createPartnerEntry, createProviderEntry } from './cashflow-create.js';
import { removeEntries, updateEntry, visibleEntry } from './cashflow-edit.js';
import { listEntries } from './cashflow-list.js';
import { ACCOUNT_MOVEMENTS, ACCOUNTS, type AccountMovementFields } from './collections.js';
import { partnerFinance, partnerFinances } from './finance.js';
import { shownDoc, shownDocs, shownPage } from '../visibility/route-view.js';

/** An account with the movements its balance is the sum of, oldest first, both as the route shows them to the caller. */
async function accountWithMovements(db: AnyReader, caller: Caller, id: string): Promise<Record<string, unknown>> {
  const account = await visibleAccount(db, caller, id);
  const rows = await docs(db).selectFrom(ACCOUNT_MOVEMENTS.table).select(['doc', 'status', 'number']).where('account', '=', account._id).orderBy('number').execute();
  const movements = rows.map((row) => rowToDoc<AccountMovementFields>(row));
  return { ...(await shownDoc(db, 'account.get', caller, account, ACCOUNTS.label)), movements: await shownDocs(db, 'account.get', caller, movements) };
}

export const MONEY_HANDLERS = handlers({
  'cashflow.list': (ctx) => listEntries(ctx.db, callerOf(ctx), ctx.query),
  'cashflow.paid': (ctx) => listEntries(ctx.db, callerOf(ctx), ctx.query, true),
  'cashflow.get': (ctx) => visibleEntry(ctx.db, callerOf(ctx), ctx.params.id),
  'cashflow.createPartner': async (ctx) => created(await createPartnerEntry(writeTx(ctx), callerOf(ctx), ctx.body)),
  'cashflow.createProvider': async (ctx) => created(await createProviderEntry(writeTx(ctx), callerOf(ctx), ctx.body)),
  'cashflow.createInternal': async (ctx) => created(await createInternalEntry(writeTx(ctx), callerOf(ctx), ctx.body)),
  'cashflow.createExternal': async (ctx) => created(await createExternalEntry(writeTx(ctx), callerOf(ctx), ctx.body)),
  'cashflow.update': (ctx) => updateEntry(writeTx(ctx), callerOf(ctx), ctx.params.id, ctx.body),
  'cashflow.remove': (ctx) => removeEntries(writeTx(ctx), callerOf(ctx), ctx.params.id, ctx.params.second),

  'account.list': async (ctx) => shownPage(ctx.db, 'account.list', callerOf(ctx), await listAccounts(ctx.db, callerOf(ctx), ctx.query)),
  'account.paid': (ctx) => listAccounts(ctx.db, callerOf(ctx), ctx.query, true),
  'account.get': (ctx) => accountWithMovements(ctx.db, callerOf(ctx), ctx.params.id),
  'account.create': async (ctx) => created(await openAccount(writeTx(ctx), callerOf(ctx), ctx.body)),
  'account.update': (ctx) => correctAccount(writeTx(ctx), callerOf(ctx), ctx.params.id, ctx.body),
  'account.disable': (ctx) => closeAccount(writeTx(ctx), callerOf(ctx), ctx.params.id),
  'account.pay': async (ctx) => created(await payOnAccount(writeTx(ctx), callerOf(ctx), ctx.body)),

  'finance.partners': (ctx) => partnerFinances(ctx.db, ctx.query),
  'finance.partner': (ctx) => partnerFinance(ctx.db, callerOf(ctx), ctx.params.id),
});
