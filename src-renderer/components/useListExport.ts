/**
 * Runs one export of a list at a time for a screen: asks the main process, follows its progress
 * events, and when the file is ready downloads it (browser host) or says where it was saved (the
 * desktop's save dialog chose it). Cancel stops it and removes the file.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ExportFormat } from '../../src-shared/export/columns.js';
import { formatNumber } from '../../src-shared/format.js';
import type { ExportListInput, ExportProgress, ExportResult } from '../../src-shared/ipc/export.js';
import { onIpcEvent } from '../../src-shared/ipc/client.js';
import { useApi, useBridge } from '../app/api.js';
import { useI18n } from '../i18n/i18n.js';
import { newExportJob } from './exportColumns.js';
import { notifyError, notifySaved } from './notify.js';

export type ExportRequest = Pick<ExportListInput, 'source' | 'columns' | 'title'>;

export interface RunningExport {
  job: string;
  format: ExportFormat;
  phase: ExportProgress['phase'];
  written: number;
  total: number;
  percent: number;
}

/** The browser host's file, through the browser's own download. */
function download(url: string, file: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = file;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}

export function useListExport(request: () => ExportRequest) {
  const api = useApi();
  const bridge = useBridge();
  const { t, locale, timeZone: businessZone } = useI18n();
  const [running, setRunning] = useState<RunningExport | null>(null);
  const job = useRef<string | null>(null);

  useEffect(
    () =>
      onIpcEvent(bridge, 'export-progress', (progress) => {
        if (progress.job !== job.current) return;
        setRunning((current) => (current && current.job === progress.job ? { ...current, ...progress } : current));
      }),
    [bridge],
  );

  const finished = useCallback(
    (result: ExportResult) => {
      if (result.status === 'cancelled') {
        notifySaved(t('export.cancelled'));
        return;
      }
      if (result.download) download(result.download, result.file);
      // Grouped as every figure on screen (Intl's es-AR leaves 5000 ungrouped; the app writes 5.000).
      const rows = formatNumber(result.rows, 0, locale);
      if (result.path) notifySaved(t('export.saved', { count: rows, path: result.path }));
      else notifySaved(result.rows === 1 ? t('export.done.one', { file: result.file }) : t('export.done', { rows, file: result.file }));
    },
    [t, locale],
  );

  const start = useCallback(
    async (format: ExportFormat) => {
      if (job.current !== null) return;
      const id = newExportJob();
      job.current = id;
      setRunning({ job: id, format, phase: 'reading', written: 0, total: 0, percent: 0 });
      try {
        // Dates in the file read as the screens show them: in the business's zone.
        const timeZone = businessZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
        finished(await api.export.list({ ...request(), job: id, format, timeZone, locale }));
      } catch (error) {
        notifyError(error, t);
      } finally {
        job.current = null;
        setRunning(null);
      }
    },
    [api, request, locale, t, finished],
  );

  const cancel = useCallback(() => {
    if (job.current !== null) void api.export.cancel({ job: job.current }).catch((error: unknown) => notifyError(error, t));
  }, [api, t]);

  return { running, start, cancel };
}
