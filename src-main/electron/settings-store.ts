/**
 * Settings kept by electron-store, in the same `settings.json` of the user data folder and in the
 * same shape as the browser host's file, so both ways of running the app share them. The stored
 * value is parsed like any other input: an edited or older file gets the defaults for what it lacks.
 */
import Store from 'electron-store';
import { settingsSchema } from '../../src-shared/ipc/settings.js';
import { SETTINGS_FILE } from '../settings/file-store.js';
import type { SettingsStore } from '../settings/store.js';

export function createElectronSettingsStore(log: (message: string) => void): SettingsStore {
  // A file broken by hand must not keep the app from starting: it is cleared to the defaults.
  const store = new Store<Record<string, unknown>>({ name: SETTINGS_FILE.replace(/\.json$/, ''), clearInvalidConfig: true });
  return {
    async read() {
      const parsed = settingsSchema.safeParse(store.store);
      if (parsed.success) return parsed.data;
      log(`${store.path} does not hold valid settings; using the defaults`);
      return settingsSchema.parse({});
    },
    async write(settings) {
      store.store = settingsSchema.parse(settings);
    },
  };
}
