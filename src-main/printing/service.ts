/**
 * How a rendered document reaches paper. The shell prints through Electron
 * (`src-main/electron/print-service.ts`); the browser host cannot reach a printer from the main
 * process, so it hands the page back and the screen prints it with the browser's own dialog.
 */
import type { PrintResult, PrintTarget, PrinterInfo } from '../../src-shared/ipc/print.js';
import type { PaperSize, PrintKind } from '../../src-shared/ipc/settings.js';

export interface PrintJob {
  kind: PrintKind;
  title: string;
  html: string;
  paper: PaperSize;
  target: PrintTarget;
  /** The printer set for this document type; null: the system's default. */
  printer: string | null;
  /** A file name for the PDF, without folder (`remito-12.pdf`). */
  fileName: string;
}

export interface PrintService {
  printers(): Promise<PrinterInfo[]>;
  print(job: PrintJob): Promise<PrintResult>;
}

export function createBrowserPrintService(): PrintService {
  return {
    printers: async () => [],
    print: async (job) => ({ kind: 'html', title: job.title, html: job.html }),
  };
}
