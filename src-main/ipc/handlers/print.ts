/**
 * Printing: documents come from the signed-in user's replica (audits, and roadmaps while the server
 * answers, from the server); printers and paper from the settings.
 */
import { loadAuditSheet } from '../../printing/audit-load.js';
import { printDocument } from '../../printing/print-document.js';
import { loadServerRoadmapSheet } from '../../printing/roadmap-load.js';
import type { PrintService } from '../../printing/service.js';
import type { AppState } from '../../runtime/app-state.js';
import type { SettingsStore } from '../../settings/store.js';
import type { IpcHandlers } from '../router.js';

export function printHandlers(state: AppState, printer: PrintService, settings: SettingsStore): IpcHandlers {
  return {
    'print.document': async (input) => {
      const { reader } = state.workspace();
      return printDocument(reader, printer, await settings.read(), input, {
        audit: (id) => loadAuditSheet(state.api(), reader, id),
        roadmap: (id) => loadServerRoadmapSheet(state.api(), reader, id),
      });
    },
    'print.printers': () => printer.printers(),
  };
}
