/**
 * Settings as a JSON file in the data folder (the browser host). A missing or unreadable file
 * means the defaults: a broken settings file must not keep the app from starting. Writes go to a
 * temporary file first, so a crash mid-write leaves the old settings intact.
 */
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { settingsSchema, type Settings } from '../../src-shared/ipc/settings.js';
import type { SettingsStore } from './store.js';

export const SETTINGS_FILE = 'settings.json';

async function readJson(path: string): Promise<unknown> {
  try {
    return JSON.parse(await readFile(path, 'utf8')) as unknown;
  } catch {
    return {};
  }
}

export function createFileSettingsStore(path: string, log: (message: string) => void = () => undefined): SettingsStore {
  return {
    async read() {
      const parsed = settingsSchema.safeParse(await readJson(path));
      if (parsed.success) return parsed.data;
      log(`${path} does not hold valid settings; using the defaults`);
      return settingsSchema.parse({});
    },
    async write(settings: Settings) {
      await mkdir(dirname(path), { recursive: true });
      const temporary = `${path}.tmp`;
      await writeFile(temporary, `${JSON.stringify(settingsSchema.parse(settings), null, 2)}\n`, 'utf8');
      await rename(temporary, path);
    },
  };
}
