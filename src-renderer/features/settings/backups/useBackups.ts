/**
 * The backups section's data and actions: the list (the backups folder's, plus the ones made here),
 * a backup now, a file picked to restore (the main process chooses both places: its dialog or the
 * backups folder), and a restore of a backup by name — after which the server has restarted, so the
 * session is read again (it may ask for a new sign-in) and every cached read is refetched.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { BackupInfoValue } from '../../../../src-shared/ipc/backup.js';
import { useApi, useIpcQuery } from '../../../app/api.js';
import { useSession } from '../../../app/session.js';
import { refreshReads } from '../../../app/refreshReads.js';
import { notifySaved } from '../../../components/notify.js';
import { useT } from '../../../i18n/i18n.js';
import { mergeBackups, useBackupsMadeHere, type ListedBackup } from './madeHere.js';
import { useBackupProgress } from './useBackupProgress.js';

/** The session is checked with the restarted server in the background; read it again after that. */
const SESSION_RECHECK_MS = 1500;

export type Busy = 'backup' | 'choose' | 'restore' | null;

/** A file picked in the main process's dialog: its name for the restore, its path to show. */
export interface ChosenFile {
  name: string;
  path: string;
}

export function useBackups() {
  const api = useApi();
  const t = useT();
  const queryClient = useQueryClient();
  const { reload } = useSession();
  const { made, add } = useBackupsMadeHere();
  const { progress, clear } = useBackupProgress();
  const [busy, setBusy] = useState<Busy>(null);
  const list = useIpcQuery(['backups'], ['list'], () => api.backup.list());
  const backups: ListedBackup[] = mergeBackups(list.data?.backups ?? [], made);

  /** Answers the error when it failed (the caller shows it where it belongs). */
  const backupNow = async (): Promise<unknown> => {
    clear();
    setBusy('backup');
    try {
      const made: BackupInfoValue | null = await api.backup.now();
      // The user closed the folder dialog: nothing was made.
      if (made === null) return null;
      add(made);
      notifySaved(t('backups.now.done', { path: made.path }));
      await list.refetch();
      return null;
    } catch (error) {
      // A refused operation changed nothing: a half-way bar would say otherwise.
      clear();
      return error;
    } finally {
      setBusy(null);
    }
  };

  /** Answers the file picked, null when the dialog was closed, or the error. */
  const choose = async (): Promise<{ chosen: ChosenFile | null; error: unknown }> => {
    setBusy('choose');
    try {
      return { chosen: await api.backup.choose(), error: null };
    } catch (error) {
      return { chosen: null, error };
    } finally {
      setBusy(null);
    }
  };

  const restore = async (name: string): Promise<unknown> => {
    clear();
    setBusy('restore');
    try {
      const restored = await api.backup.restore({ name });
      notifySaved(t('backups.restore.done', { level: restored.level }));
      await refreshReads(queryClient);
      await reload();
      setTimeout(() => void reload(), SESSION_RECHECK_MS);
      return null;
    } catch (error) {
      // A refused operation changed nothing: a half-way bar would say otherwise.
      clear();
      return error;
    } finally {
      setBusy(null);
    }
  };

  return { list, folder: list.data?.folder ?? '', dialogs: list.data?.dialogs ?? false, backups, progress, busy, backupNow, choose, restore };
}
