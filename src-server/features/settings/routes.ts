import { writeTx } from '../../http/context.js';
import { handlers } from '../../http/define.js';
import { businessSettingsDoc, updateBusinessSettings } from './service.js';

export const SETTINGS_HANDLERS = handlers({
  'settings.get': (ctx) => businessSettingsDoc(ctx.db),
  'settings.update': (ctx) => updateBusinessSettings(writeTx(ctx), ctx.body),
});
