import { writeTx } from '../../http/context.js';
import { handlers } from '../../http/define.js';
import { listMessages, retryMessage } from './service.js';

export const MESSAGE_HANDLERS = handlers({
  'message.list': (ctx) => listMessages(ctx.db, ctx.query, ctx.deps.messaging.channels),
  'message.retry': (ctx) => retryMessage(writeTx(ctx), ctx.deps.messaging.channels, ctx.deps.messaging.outbox, ctx.params.id),
});
