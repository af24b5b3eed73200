/**
 * Backups of the embedded server's database (data safety), from the settings screen: take one now,
 * list the ones in the backups folder (daily, before each migration, and manual ones taken there),
 * and restore one — the embedded server stops, the file is checked before anything changes, the
 * replaced database is kept aside, and the server starts again. Progress arrives as
 * `backup-progress` events. Only for the administrator, and only in embedded mode: a shared
 * PostgreSQL server is backed up with `pg_dump` on the server (README "Backups").
 *
 * No call takes a path: a page that is compromised or buggy must not make the main process read or
 * write files of its choosing. The main process picks every place itself — in the desktop shell
 * with its own folder and file dialogs, in the browser host only its backups folder — and a
 * restore names a backup by its file name, which the main process looks up among the backups it
 * knows (src-main/embedded/backup-lookup.ts).
 */
import { z } from 'zod';
import { obj, text } from '../schemas/common.js';
import { ipcCall, noInput } from './define.js';

/** `daily`, `migration` (taken before migrating) or `manual`, as the backup's file name says. */
export const BACKUP_KIND_NAMES = ['daily', 'migration', 'manual'] as const;

export const backupInfoSchema = z.object({
  path: z.string(),
  file: z.string(),
  createdAt: z.string(),
  /** The last migration applied to the database backed up, e.g. `0005_history`. */
  level: z.string(),
  kind: z.enum(BACKUP_KIND_NAMES),
  size: z.number().int().min(0),
});
export type BackupInfoValue = z.output<typeof backupInfoSchema>;

export const backupProgressSchema = z.object({
  operation: z.enum(['backup', 'restore']),
  /** backup: copy, check, done; restore: copy, check, swap, done — then the server restarts. */
  phase: z.string(),
  percent: z.number().min(0).max(100),
});
export type BackupProgressValue = z.output<typeof backupProgressSchema>;

/** How a backup's file is named to `backup.restore`: its name alone, never a path. */
export const BACKUP_NAME_MAX = 255;

export const BACKUP_CALLS = {
  /**
   * A backup now: into the folder the user picks in the desktop's dialog, or into the backups
   * folder where there are no dialogs (browser host). Null when the user closed the dialog.
   */
  'backup.now': ipcCall(noInput, backupInfoSchema.nullable()),
  /**
   * The backups folder's backups, newest first, the folder, and whether the main process shows
   * dialogs of its own (`dialogs`), so a backup can go elsewhere and a file elsewhere be restored.
   */
  'backup.list': ipcCall(noInput, z.object({ folder: z.string(), backups: z.array(backupInfoSchema), dialogs: z.boolean() })),
  /**
   * A backup file outside the backups folder, picked in the desktop's open dialog (refused where
   * there are no dialogs); `name` is what `backup.restore` takes for it. Null when the user closed it.
   */
  'backup.choose': ipcCall(noInput, z.object({ name: z.string(), path: z.string() }).nullable()),
  /**
   * Replaces the database with the backup named `name`: one of the backups folder's, or one the
   * user picked or made through the dialogs while the app runs. The session may need signing in again after.
   */
  'backup.restore': ipcCall(obj({ name: text(BACKUP_NAME_MAX, 1) }), z.object({ database: z.string(), replaced: z.string().nullable(), level: z.string() })),
} as const;
