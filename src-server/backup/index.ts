/**
 * Backups of a server SQLite database (the embedded one, or `npm run serve` on a SQLite file):
 * online backups (`backup.ts`), the daily one and the one before each migration with rotation
 * (`daily.ts`), and restoring one while the server is stopped (`restore.ts`). PostgreSQL deployments
 * use `pg_dump` / `pg_restore` (README "Backups").
 */
export { backupDatabase, type BackupOptions, type BackupProgress } from './backup.js';
export { backupBeforeMigration, pruneBackups, runDailyBackup, type DailyOptions } from './daily.js';
export { BACKUP_KINDS, BACKUPS_FOLDER, backupsDirOf, KEEP_BACKUPS, listBackups, SERVER_DB_FILE, type BackupInfo, type BackupKind } from './names.js';
export { restoreDatabase, type RestoreOptions, type RestoreProgress, type RestoreResult } from './restore.js';
