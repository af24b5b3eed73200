/**
 * The backups taken from this screen during this session, wherever they went: the list of
 * `backup.list` holds only the automatic backups folder, so a copy made onto an external drive would
 * otherwise vanish from view the moment it is made. Kept for the tab's life (sessionStorage).
 */
import { useCallback, useState } from 'react';
import type { BackupInfoValue } from '../../../../src-shared/ipc/backup.js';

const KEY = 'mostrador.backups.madeHere';
const KEEP = 20;

function read(): BackupInfoValue[] {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? '[]');
    return Array.isArray(parsed) ? (parsed as BackupInfoValue[]) : [];
  } catch {
    return [];
  }
}

export function useBackupsMadeHere(): { made: BackupInfoValue[]; add: (backup: BackupInfoValue) => void } {
  const [made, setMade] = useState(read);
  const add = useCallback((backup: BackupInfoValue) => {
    setMade((current) => {
      const next = [backup, ...current.filter((b) => b.path !== backup.path)].slice(0, KEEP);
      sessionStorage.setItem(KEY, JSON.stringify(next));
      return next;
    });
  }, []);
  return { made, add };
}

export interface ListedBackup extends BackupInfoValue {
  /** Only made here (outside the automatic backups folder). */
  madeHere: boolean;
}

/** The folder's backups and the ones made here elsewhere, newest first, each once. */
export function mergeBackups(inFolder: readonly BackupInfoValue[], madeHere: readonly BackupInfoValue[]): ListedBackup[] {
  const known = new Set(inFolder.map((b) => b.path));
  const extra = madeHere.filter((b) => !known.has(b.path)).map((b) => ({ ...b, madeHere: true }));
  return [...inFolder.map((b) => ({ ...b, madeHere: false })), ...extra].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}
