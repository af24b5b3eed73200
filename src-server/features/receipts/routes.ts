import { callerOf, created, writeTx } from '../../http/context.js';
import { handlers } from '../../http/define.js';
import { createReceipt, listReceipts, removeReceipt, visibleReceipt } from './service.js';

export const RECEIPT_HANDLERS = handlers({
  'receipt.list': (ctx) => listReceipts(ctx.db, callerOf(ctx), ctx.query),
  'receipt.get': (ctx) => visibleReceipt(ctx.db, callerOf(ctx), ctx.params.id),
  'receipt.create': async (ctx) => created(await createReceipt(writeTx(ctx), callerOf(ctx), ctx.body)),
  'receipt.remove': (ctx) => removeReceipt(writeTx(ctx), ctx.params.id),
});
