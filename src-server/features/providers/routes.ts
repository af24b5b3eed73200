/** Providers (spec §7): purchasing keeps them; a PROVEEDOR reads only its own record. */
import { AppError } from '../../../src-shared/errors.js';
import type { ProviderCreateBody, ProviderUpdateBody } from '../../../src-shared/schemas/provider.js';
import { callerOf, created, writeTx } from '../../http/context.js';
import { handlers } from '../../http/define.js';
import { PROVIDER_WRITES } from '../../../src-shared/planners/catalog-writes.js';
import { PROVIDERS } from '../catalog/collections.js';
import { crud } from '../crud.js';

export const providers = crud<'providers', ProviderCreateBody, ProviderUpdateBody>(PROVIDERS, {
  writes: PROVIDER_WRITES,
  searchColumn: 'name_search',
  orderBy: { column: 'name_search', direction: 'asc' },
});

export const PROVIDER_HANDLERS = handlers({
  'provider.list': (ctx) => providers.list(ctx.db, ctx.query),
  'provider.get': async (ctx) => {
    const caller = callerOf(ctx);
    if (caller.role === 'PROVEEDOR' && caller.providerId !== ctx.params.id) throw AppError.notFound('provider', ctx.params.id);
    return providers.get(ctx.db, ctx.params.id);
  },
  'provider.create': async (ctx) => created(await providers.create(writeTx(ctx), callerOf(ctx), ctx.body)),
  'provider.update': (ctx) => providers.update(writeTx(ctx), callerOf(ctx), ctx.params.id, ctx.body),
  'provider.disable': (ctx) => providers.setStatus(writeTx(ctx), callerOf(ctx), ctx.params.id, false),
  'provider.enable': (ctx) => providers.setStatus(writeTx(ctx), callerOf(ctx), ctx.params.id, true),
});
