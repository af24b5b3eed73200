/**
 * Printing in the shell: the document's HTML is loaded in a hidden, script-less window and either
 * saved as a PDF (then opened with the system's viewer) or sent silently to the printer chosen
 * for its document type (frappe/books `saveHtmlAsPdf` does the same for PDFs).
 */
import { BrowserWindow, shell, webContents, type PrintToPDFOptions, type WebContentsPrintOptions } from 'electron';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { said } from '../../src-shared/error-keys/index.js';
import { AppError } from '../../src-shared/errors.js';
import type { PaperSize } from '../../src-shared/ipc/settings.js';
import type { PrintService } from '../printing/service.js';
import { printWindowOptions } from './window-options.js';

const MM_PER_INCH = 25.4;
/** 80 mm receipts are cut from a roll; an A4 height per page keeps long ones on several. */
const ROLL = { widthMm: 80, heightMm: 297 };

const pdfPageSize = (paper: PaperSize): PrintToPDFOptions['pageSize'] => (paper === 'A4' ? 'A4' : { width: ROLL.widthMm / MM_PER_INCH, height: ROLL.heightMm / MM_PER_INCH });
/** `webContents.print` measures custom pages in microns. */
const printPageSize = (paper: PaperSize): WebContentsPrintOptions['pageSize'] => (paper === 'A4' ? 'A4' : { width: ROLL.widthMm * 1000, height: ROLL.heightMm * 1000 });

async function withPage<T>(html: string, use: (page: BrowserWindow) => Promise<T>): Promise<T> {
  const page = new BrowserWindow(printWindowOptions());
  try {
    await page.loadURL(`data:text/html;charset=utf-8,${encodeURIComponent(html)}`);
    return await use(page);
  } finally {
    page.destroy();
  }
}

export function createElectronPrintService(outputDir: string): PrintService {
  return {
    async printers() {
      const contents = webContents.getAllWebContents()[0];
      if (contents === undefined) return [];
      const printers = await contents.getPrintersAsync();
      return printers.map((p) => ({ name: p.name, displayName: p.displayName || p.name, description: p.description }));
    },
    print(job) {
      return withPage(job.html, async (page) => {
        if (job.target === 'pdf') {
          const pdf = await page.webContents.printToPDF({ pageSize: pdfPageSize(job.paper), printBackground: true, preferCSSPageSize: true });
          await mkdir(outputDir, { recursive: true });
          const path = join(outputDir, job.fileName);
          await writeFile(path, pdf);
          const failure = await shell.openPath(path);
          if (failure) throw AppError.refuse('INTERNAL', said('print.pdfNotOpened', { path, reason: failure }));
          return { kind: 'pdf', path };
        }
        await new Promise<void>((resolve, reject) => {
          const options: WebContentsPrintOptions = { silent: true, printBackground: true, pageSize: printPageSize(job.paper), ...(job.printer ? { deviceName: job.printer } : {}) };
          page.webContents.print(options, (success, reason) => (success ? resolve() : reject(AppError.refuse('INTERNAL', said('print.printerRefused', { reason })))));
        });
        return { kind: 'printed', printer: job.printer };
      });
    },
  };
}
