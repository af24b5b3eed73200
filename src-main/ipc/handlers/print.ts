/**
 * Printing: documents come from the signed-in user's replica (audits, and roadmaps while the server
 * answers, from the server); printers and paper from the settings, where a print's own choice of
 * paper or printer is kept for its document type once it printed.
 */
import { applySettingsPatch } from '../../../src-shared/ipc/settings.js';
import { loadAuditSheet } from '../../printing/audit-load.js';
import { printDocument } from '../../printing/print-document.js';
import { rememberedChoice } from '../../printing/remember.js';
import { loadServerRoadmapSheet } from '../../printing/roadmap-load.js';
import type { PrintService } from '../../printing/service.js';
import type { AppState } from '../../runtime/app-state.js';
import type { SettingsStore } from '../../settings/store.js';
import type { IpcHandlers } from '../router.js';

export function printHandlers(state: AppState, printer: PrintService, settings: SettingsStore): IpcHandlers {
  return {
    'print.document': async (input) => {
      const { reader } = state.workspace();
      const current = await settings.read();
      const result = await printDocument(reader, printer, current, input, {
        audit: (id) => loadAuditSheet(state.api(), reader, id),
        roadmap: (id) => loadServerRoadmapSheet(state.api(), reader, id),
      });
      const remember = rememberedChoice(current, input);
      if (remember) await settings.write(applySettingsPatch(await settings.read(), remember));
      return result;
    },
    'print.printers': () => printer.printers(),
  };
}
