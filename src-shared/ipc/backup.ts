/**
 * Backups of the embedded server's database (data safety), from the settings screen: take one now
 * into a folder the user picks, list the automatic ones (daily and before each migration, kept in
 * the data folder), and restore one — the embedded server stops, the file is checked before
 * anything changes, the replaced database is kept aside, and the server starts again. Progress
 * arrives as `backup-progress` events. Only for the administrator, and only in embedded mode: a
 * shared PostgreSQL server is backed up with `pg_dump` on the server (README "Backups").
 */
import { z } from 'zod';
import { LONG_TEXT_MAX, obj, text } from '../schemas/common.js';
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

export const BACKUP_CALLS = {
  /** A backup now, into `folder` (made when missing). */
  'backup.now': ipcCall(obj({ folder: text(LONG_TEXT_MAX, 1) }), backupInfoSchema),
  /** The automatic backups, newest first, and the folder that holds them. */
  'backup.list': ipcCall(noInput, z.object({ folder: z.string(), backups: z.array(backupInfoSchema) })),
  /** Replaces the database with the backup in `file`; the session may need signing in again after. */
  'backup.restore': ipcCall(
    obj({ file: text(LONG_TEXT_MAX, 1) }),
    z.object({ database: z.string(), replaced: z.string().nullable(), level: z.string() }),
  ),
} as const;
