/**
 * Settings: read and patched through the store. A new server connection, or new message channels
 * for the embedded server, take effect on the next start (the replica, the session and the embedded
 * server all hang on it), which the answer says. The screens see the message channels without their
 * secrets (the SMTP password, the SMS key header).
 */
import { settingsView, storedPatch } from '../../../src-shared/ipc/messaging-secrets.js';
import { applySettingsPatch, type ServerSetting } from '../../../src-shared/ipc/settings.js';
import type { SettingsStore } from '../../settings/store.js';
import type { IpcHandlers } from '../router.js';

/** The desktop's log folder, and how this host shows a folder (the shell's file manager; none in the browser). */
export interface LogFolder {
  readonly path: string;
  /** The file being written now. */
  readonly file: string;
  /** Answers an error message, or '' when the folder was opened (Electron's `shell.openPath`). */
  readonly open?: ((path: string) => Promise<string>) | undefined;
}

/** The embedded server's message channels are given to it at start, like the connection. */
function sameServer(a: ServerSetting, b: ServerSetting): boolean {
  if (a.mode === 'embedded') return b.mode === 'embedded' && JSON.stringify(a.messaging ?? null) === JSON.stringify(b.messaging ?? null);
  return b.mode === 'remote' && a.url === b.url;
}

export function settingsHandlers(store: SettingsStore, runningWith: ServerSetting, logFolder?: LogFolder): IpcHandlers {
  return {
    'deskSettings.openLogFolder': async () => {
      if (!logFolder) return { path: null, opened: false };
      const failure = logFolder.open ? await logFolder.open(logFolder.path) : 'this host cannot open folders';
      return { path: logFolder.path, opened: failure === '' };
    },
    // The screens never get the messaging secrets, and what they leave empty keeps the stored ones (messaging-secrets.ts).
    'deskSettings.get': async () => settingsView(await store.read()),
    'deskSettings.set': async (patch) => {
      const current = await store.read();
      const settings = applySettingsPatch(current, storedPatch(patch, current));
      await store.write(settings);
      return { settings: settingsView(settings), restartRequired: !sameServer(settings.server, runningWith) };
    },
  };
}
