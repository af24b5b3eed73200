/** The last `backup-progress` event of the main process: which operation, which phase, how far. */
import { useCallback, useEffect, useState } from 'react';
import { onIpcEvent } from '../../../../src-shared/ipc/client.js';
import type { BackupProgressValue } from '../../../../src-shared/ipc/backup.js';
import { useBridge } from '../../../app/api.js';

export function useBackupProgress(): { progress: BackupProgressValue | null; clear: () => void } {
  const bridge = useBridge();
  const [progress, setProgress] = useState<BackupProgressValue | null>(null);
  useEffect(() => onIpcEvent(bridge, 'backup-progress', setProgress), [bridge]);
  const clear = useCallback(() => setProgress(null), []);
  return { progress, clear };
}
