/**
 * What went wrong with a restore, in the user's words. A refused backup comes back as a VALIDATION
 * error on `file` whose message names the problem (src-server/backup/restore.ts): a damaged file,
 * one from a newer version, one that is not ours, a missing path, a live database; a busy database
 * is a CONFLICT. Anything else keeps the general error words.
 */
import { isAppError } from '../../../../src-shared/errors.js';
import type { MessageKey } from '../../../i18n/catalog.js';

export type RestoreProblem = 'corrupt' | 'newer' | 'notOurs' | 'missing' | 'inUse' | 'busy';

const PATTERNS: ReadonlyArray<readonly [RegExp, RestoreProblem]> = [
  [/newer version/i, 'newer'],
  [/there is no backup file/i, 'missing'],
  [/write-ahead log|database in use/i, 'inUse'],
  [/not a backup of a Mostrador/i, 'notOurs'],
  [/damaged|cannot be opened|not a usable backup|not a database/i, 'corrupt'],
  [/is in use: stop its server/i, 'busy'],
];

export function restoreProblem(error: unknown): RestoreProblem | null {
  if (!isAppError(error) || (error.code !== 'VALIDATION' && error.code !== 'CONFLICT')) return null;
  return PATTERNS.find(([pattern]) => pattern.test(error.message))?.[1] ?? null;
}

export const PROBLEM_TEXT: Readonly<Record<RestoreProblem, MessageKey>> = {
  corrupt: 'backups.error.corrupt',
  newer: 'backups.error.newer',
  notOurs: 'backups.error.notOurs',
  missing: 'backups.error.missing',
  inUse: 'backups.error.inUse',
  busy: 'backups.error.busy',
};
