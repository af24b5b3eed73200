import { requireDoc } from '../../db/documents.js';
import { callerOf, created, JsonText, writeTx } from '../../http/context.js';
import { handlers } from '../../http/define.js';
import { shownDoc, shownPage, viewOf } from '../visibility/route-view.js';
import { PRODUCTS } from './collection.js';
import { listProducts, listProductsJson } from './list.js';
import { adjustStock, createProduct, forceAdjustStock, setCritical, setProductStatus, updateProduct } from './service.js';

export const PRODUCT_HANDLERS = handlers({
  'product.list': async (ctx) => {
    const caller = callerOf(ctx);
    // Staff see whole documents: answered as stored. A view (a customer's) shapes each one.
    if (!viewOf('product.list', caller)) return new JsonText(await listProductsJson(ctx.db, ctx.query, caller.role, ctx.deps.productSearch));
    return shownPage(ctx.db, 'product.list', caller, await listProducts(ctx.db, ctx.query, caller.role, ctx.deps.productSearch));
  },
  'product.get': async (ctx) => shownDoc(ctx.db, 'product.get', callerOf(ctx), await requireDoc(ctx.db, PRODUCTS, ctx.params.id), PRODUCTS.label),
  'product.create': async (ctx) => created(await createProduct(writeTx(ctx), callerOf(ctx), ctx.body)),
  'product.update': (ctx) => updateProduct(writeTx(ctx), callerOf(ctx), ctx.params.id, ctx.body),
  'product.critical': (ctx) => setCritical(writeTx(ctx), ctx.params.id, ctx.body),
  'product.adjustment': (ctx) => adjustStock(writeTx(ctx), ctx.params.id, ctx.body),
  'product.forceAdjustment': (ctx) => forceAdjustStock(writeTx(ctx), ctx.params.id, ctx.body),
  'product.disable': (ctx) => setProductStatus(writeTx(ctx), callerOf(ctx), ctx.params.id, false),
  'product.enable': (ctx) => setProductStatus(writeTx(ctx), callerOf(ctx), ctx.params.id, true),
});
