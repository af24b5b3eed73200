/**
 * What went wrong with a restore, in the user's words. A refused backup comes back with a key that
 * names the problem (src-server/backup/restore.ts, src-main/embedded/backup-lookup.ts): a damaged
 * file, one from a newer version, one that is not ours, a missing path, a live database, a busy
 * database. Anything else keeps the general error words.
 */
import type { ErrorKey } from '../../../../src-shared/error-keys/index.js';
import { isAppError } from '../../../../src-shared/errors.js';
import type { MessageKey } from '../../../i18n/catalog.js';

export type RestoreProblem = 'corrupt' | 'newer' | 'notOurs' | 'missing' | 'inUse' | 'busy';

const PROBLEMS: Partial<Readonly<Record<ErrorKey, RestoreProblem>>> = {
  'backup.newer': 'newer',
  'backup.missing': 'missing',
  'backup.notInFolder': 'missing',
  'backup.liveDatabase': 'inUse',
  'backup.notOurs': 'notOurs',
  'backup.damaged': 'corrupt',
  'backup.cannotOpen': 'corrupt',
  'backup.unusable': 'corrupt',
  'backup.databaseBusy': 'busy',
};

export function restoreProblem(error: unknown): RestoreProblem | null {
  if (!isAppError(error) || error.key === undefined) return null;
  return PROBLEMS[error.key] ?? null;
}

export const PROBLEM_TEXT: Readonly<Record<RestoreProblem, MessageKey>> = {
  corrupt: 'backups.error.corrupt',
  newer: 'backups.error.newer',
  notOurs: 'backups.error.notOurs',
  missing: 'backups.error.missing',
  inUse: 'backups.error.inUse',
  busy: 'backups.error.busy',
};
