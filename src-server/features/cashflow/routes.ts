/** Cash flow (spec §7 Cash flow). */
import { callerOf, created, writeTx } from '../../http/context.js';
import { handlers } from '../../http/define.js';
import { createExternalEntry, createInternalEntry, createPartnerEntry, createProviderEntry } from './create.js';
import { removeEntries, updateEntry, visibleEntry } from './edit.js';
import { listEntries } from './list.js';

export const CASHFLOW_HANDLERS = handlers({
  'cashflow.list': (ctx) => listEntries(ctx.db, callerOf(ctx), ctx.query),
  'cashflow.paid': (ctx) => listEntries(ctx.db, callerOf(ctx), ctx.query, true),
  'cashflow.get': (ctx) => visibleEntry(ctx.db, callerOf(ctx), ctx.params.id),
  'cashflow.createPartner': async (ctx) => created(await createPartnerEntry(writeTx(ctx), callerOf(ctx), ctx.body)),
  'cashflow.createProvider': async (ctx) => created(await createProviderEntry(writeTx(ctx), callerOf(ctx), ctx.body)),
  'cashflow.createInternal': async (ctx) => created(await createInternalEntry(writeTx(ctx), callerOf(ctx), ctx.body)),
  'cashflow.createExternal': async (ctx) => created(await createExternalEntry(writeTx(ctx), callerOf(ctx), ctx.body)),
  'cashflow.update': (ctx) => updateEntry(writeTx(ctx), callerOf(ctx), ctx.params.id, ctx.body),
  'cashflow.remove': (ctx) => removeEntries(writeTx(ctx), callerOf(ctx), ctx.params.id, ctx.params.second),
});
