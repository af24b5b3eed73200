import { callerOf, JsonText } from '../../http/context.js';
import { handlers } from '../../http/define.js';
import { pullChanges } from './pull.js';

export const SYNC_HANDLERS = handlers({
  'sync.pull': async (ctx) => new JsonText(await pullChanges(ctx.deps.database, callerOf(ctx), ctx.query.cursor, ctx.query.limit)),
});
