/** Printing: documents come from the signed-in user's replica; printers and paper from the settings. */
import { printDocument } from '../../printing/print-document.js';
import type { PrintService } from '../../printing/service.js';
import type { AppState } from '../../runtime/app-state.js';
import type { SettingsStore } from '../../settings/store.js';
import type { IpcHandlers } from '../router.js';

export function printHandlers(state: AppState, printer: PrintService, settings: SettingsStore): IpcHandlers {
  return {
    'print.document': async (input) => printDocument(state.workspace().reader, printer, await settings.read(), input),
    'print.printers': () => printer.printers(),
  };
}
