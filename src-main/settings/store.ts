/**
 * Where the desktop settings live: electron-store in the shell (`src-main/electron/`), a JSON file
 * in the data folder for the browser host. Both hand out parsed settings (defaults filled in).
 */
import type { Settings } from '../../src-shared/ipc/settings.js';

export interface SettingsStore {
  read(): Promise<Settings>;
  write(settings: Settings): Promise<void>;
}
