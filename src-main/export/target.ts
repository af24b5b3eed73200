/**
 * Where an export's file goes. The desktop shell asks with a save dialog
 * (`src-main/electron/export-target.ts`); the browser host has no dialog, so the file is kept in
 * the data folder's `exports` folder, under a random folder name, and the screen downloads it from
 * `/exports/<token>/<file>` (served by the host, `src-main/host/exports.ts`). Files kept there are
 * removed after an hour, and all of them when the app starts again.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { ExportFormat } from '../../src-shared/export/columns.js';

export interface ExportDestination {
  /** Where the file is written. */
  path: string;
  /** Its name, as the user sees it. */
  file: string;
  /** The desktop's saved file (shown to the user); null in the browser host. */
  saved: string | null;
  /** The browser host's download address; null in the desktop shell. */
  download: string | null;
}

export interface ExportTarget {
  /** Where to write `file` (a suggested name); null when the user declined (closed the dialog). */
  choose(file: string, format: ExportFormat): Promise<ExportDestination | null>;
}

/** The folder of the data folder the browser host keeps finished exports in. */
export const EXPORTS_FOLDER = 'exports';
/** The random folder name a kept export is served under: 128 bits, hex. */
export const EXPORT_TOKEN = /^[0-9a-f]{32}$/;
export const EXPORT_URL_PREFIX = '/exports/';
const KEEP_MS = 60 * 60_000;

async function sweep(dir: string, olderThan: number): Promise<void> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return;
  }
  for (const name of names) {
    if (!EXPORT_TOKEN.test(name)) continue;
    const path = join(dir, name);
    const info = await stat(path).catch(() => null);
    if (info && info.mtimeMs < olderThan) await rm(path, { recursive: true, force: true });
  }
}

export function createFolderExportTarget(dir: string, now: () => number = Date.now): ExportTarget {
  // Whatever an earlier run left is not anyone's download any more.
  let swept = sweep(dir, Infinity);
  return {
    async choose(file) {
      await swept;
      swept = sweep(dir, now() - KEEP_MS);
      const token = randomBytes(16).toString('hex');
      await mkdir(join(dir, token), { recursive: true });
      return { path: join(dir, token, file), file, saved: null, download: `${EXPORT_URL_PREFIX}${token}/${encodeURIComponent(file)}` };
    },
  };
}
