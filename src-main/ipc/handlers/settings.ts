/**
 * Settings: read and patched through the store. A new server connection, or new message channels
 * for the embedded server, take effect on the next start (the replica, the session and the embedded
 * server all hang on it), which the answer says.
 */
import { applySettingsPatch, type ServerSetting } from '../../../src-shared/ipc/settings.js';
import type { SettingsStore } from '../../settings/store.js';
import type { IpcHandlers } from '../router.js';

/** The embedded server's message channels are given to it at start, like the connection. */
function sameServer(a: ServerSetting, b: ServerSetting): boolean {
  if (a.mode === 'embedded') return b.mode === 'embedded' && JSON.stringify(a.messaging ?? null) === JSON.stringify(b.messaging ?? null);
  return b.mode === 'remote' && a.url === b.url;
}

export function settingsHandlers(store: SettingsStore, runningWith: ServerSetting): IpcHandlers {
  return {
    'settings.get': () => store.read(),
    'settings.set': async (patch) => {
      const settings = applySettingsPatch(await store.read(), patch);
      await store.write(settings);
      return { settings, restartRequired: !sameServer(settings.server, runningWith) };
    },
  };
}
