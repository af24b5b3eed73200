import { callerOf, created, writeTx } from '../../http/context.js';
import { handlers } from '../../http/define.js';
import { createCustomer, disableCustomer, listCustomers, updateCustomer, visibleCustomer } from './service.js';

export const CUSTOMER_HANDLERS = handlers({
  'customer.list': (ctx) => listCustomers(ctx.db, callerOf(ctx), ctx.query),
  'customer.get': (ctx) => visibleCustomer(ctx.db, callerOf(ctx), ctx.params.id),
  'customer.create': async (ctx) => created(await createCustomer(writeTx(ctx), callerOf(ctx), ctx.body)),
  'customer.update': (ctx) => updateCustomer(writeTx(ctx), callerOf(ctx), ctx.params.id, ctx.body),
  'customer.disable': (ctx) => disableCustomer(writeTx(ctx), callerOf(ctx), ctx.params.id),
});
