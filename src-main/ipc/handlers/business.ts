/** The business settings, read from the replica: the one document sync brings, or the defaults. */
import { BUSINESS_SETTINGS_ID, businessSettingsOf } from '../../../src-shared/business-settings.js';
import type { AppState } from '../../runtime/app-state.js';
import type { IpcHandlers } from '../router.js';
import { SETTINGS_COLLECTION } from '../../replica/business-zone.js';
import { markPending } from './reads.js';

export function businessHandlers(state: AppState): IpcHandlers {
  return {
    'settings.get': () => {
      const { reader } = state.workspace();
      const doc = reader.get(SETTINGS_COLLECTION, BUSINESS_SETTINGS_ID);
      const marked = doc === undefined ? undefined : markPending(reader, SETTINGS_COLLECTION, [doc])[0];
      return { ...businessSettingsOf(marked), ...(marked?._pending ? { _pending: true } : {}) };
    },
  };
}
