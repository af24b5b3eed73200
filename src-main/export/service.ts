/**
 * Running exports: one per job id the screen made, each cancellable. The file's place comes from
 * the host's target (save dialog or the data folder), the writer from the format.
 */
import type { DayKey } from '../../src-shared/business-day.js';
import { said } from '../../src-shared/error-keys/index.js';
import { AppError } from '../../src-shared/errors.js';
import type { ExportFormat } from '../../src-shared/export/columns.js';
import type { ExportListInput, ExportProgress, ExportResult } from '../../src-shared/ipc/export.js';
import { openCsv } from './csv-writer.js';
import { exportFileName } from './file-name.js';
import type { GetDocument } from './lookup.js';
import type { ListReader, ReadCall } from './rows.js';
import { ExportCancelled, runExport } from './run.js';
import type { OpenSheet } from './sheet.js';
import type { ExportTarget } from './target.js';
import { openXlsx } from './xlsx-writer.js';

const WRITERS: Readonly<Record<ExportFormat, OpenSheet>> = { xlsx: openXlsx, csv: openCsv };

/** Exports running at once: each holds a file open and pages through a list. */
const MAX_RUNNING = 4;

export interface ExportServiceOptions {
  target: ExportTarget;
  lists: ListReader;
  read: ReadCall;
  get: GetDocument;
  progress: (value: ExportProgress) => void;
  /** Today in the business's zone, for the file's name. */
  today: () => DayKey;
}

export interface ExportService {
  start(input: ExportListInput): Promise<ExportResult>;
  cancel(job: string): boolean;
}

export function createExportService(options: ExportServiceOptions): ExportService {
  const running = new Map<string, AbortController>();
  return {
    async start(input) {
      if (running.has(input.job)) throw AppError.conflict(said('export.running', { job: input.job }));
      if (running.size >= MAX_RUNNING) throw AppError.conflict(said('export.tooMany', {}));
      const controller = new AbortController();
      running.set(input.job, controller);
      try {
        const destination = await options.target.choose(exportFileName(input.title, input.format, options.today()), input.format);
        const cancelled: ExportResult = { job: input.job, status: 'cancelled', rows: 0, file: destination?.file ?? '', path: null, download: null };
        if (destination === null || controller.signal.aborted) return cancelled;
        try {
          const rows = await runExport({
            input,
            path: destination.path,
            open: WRITERS[input.format],
            lists: options.lists,
            read: options.read,
            get: options.get,
            signal: controller.signal,
            progress: options.progress,
          });
          return { job: input.job, status: 'done', rows, file: destination.file, path: destination.saved, download: destination.download };
        } catch (error) {
          if (error instanceof ExportCancelled) return cancelled;
          throw error;
        }
      } finally {
        running.delete(input.job);
      }
    },
    cancel(job) {
      const controller = running.get(job);
      if (!controller) return false;
      controller.abort();
      return true;
    },
  };
}
