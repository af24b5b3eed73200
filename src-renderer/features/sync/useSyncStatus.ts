import { useEffect, useState } from 'react';
import { onIpcEvent } from '../../../src-shared/ipc/client.js';
import type { SyncStatus } from '../../../src-shared/ipc/sync.js';
import { useApi, useBridge } from '../../app/api.js';

/** The sync status, kept current by the main process's pushes. */
export function useSyncStatus(): SyncStatus | null {
  const api = useApi();
  const bridge = useBridge();
  const [status, setStatus] = useState<SyncStatus | null>(null);
  useEffect(() => {
    let live = true;
    void api.sync.status().then((s) => live && setStatus(s), () => undefined);
    const off = onIpcEvent(bridge, 'sync-status', (s) => setStatus(s));
    return () => {
      live = false;
      off();
    };
  }, [api, bridge]);
  return status;
}
