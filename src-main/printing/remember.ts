/**
 * Each document type remembers how it was last printed: a paper or printer chosen for a print
 * becomes the type's own in the desktop settings, so the next print of that type starts from it.
 */
import type { PrintDocumentInput } from '../../src-shared/ipc/print.js';
import type { Settings, SettingsPatch } from '../../src-shared/ipc/settings.js';

/** What to store after a print; null when the print asked for nothing new. */
export function rememberedChoice(settings: Settings, input: PrintDocumentInput): SettingsPatch | null {
  const patch: SettingsPatch = {};
  if (input.paper !== undefined && input.paper !== settings.paper[input.kind]) patch.paper = { [input.kind]: input.paper };
  if (input.printer !== undefined && input.printer !== settings.printers[input.kind]) patch.printers = { [input.kind]: input.printer };
  return patch.paper || patch.printers ? patch : null;
}
