import { callerOf, created, writeTx } from '../../http/context.js';
import { handlers } from '../../http/define.js';
import { createRoadmap, listRoadmaps, removeRoadmap, roadmapsOfDriver } from './service.js';

export const ROADMAP_HANDLERS = handlers({
  'roadmap.list': (ctx) => listRoadmaps(ctx.db, ctx.query),
  'roadmap.byDriver': (ctx) => roadmapsOfDriver(ctx.db, ctx.params.driverId, ctx.query),
  'roadmap.create': async (ctx) => created(await createRoadmap(writeTx(ctx), callerOf(ctx), ctx.body)),
  'roadmap.remove': (ctx) => removeRoadmap(writeTx(ctx), ctx.params.id),
});
