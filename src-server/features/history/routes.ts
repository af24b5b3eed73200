/** Our extension: a document's change history (data safety). */
import { callerOf } from '../../http/context.js';
import { handlers } from '../../http/define.js';
import { listDraftClosings } from './draft-closings.js';
import { listHistory } from './service.js';

export const HISTORY_HANDLERS = handlers({
  'history.list': (ctx) => listHistory(ctx.db, callerOf(ctx), ctx.query),
  'history.draftClosings': (ctx) => listDraftClosings(ctx.db, callerOf(ctx), ctx.query),
});
