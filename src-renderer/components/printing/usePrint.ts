/**
 * Printing a document (order receipt, roadmap, buy, cash slip) through `print.document`: the main
 * process renders it from the replica. In the desktop shell the answer is a PDF file or a job sent
 * to the printer set for that document; in the browser host it is the page itself, printed here.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { PrintResult, PrintTarget } from '../../../src-shared/ipc/print.js';
import type { PaperSize, PrintKind } from '../../../src-shared/ipc/settings.js';
import { useApi } from '../../app/api.js';
import { notifyError, notifySaved } from '../notify.js';
import { useT } from '../../i18n/i18n.js';
import { printHtml } from './printHtml.js';

export interface PrintRequest {
  kind: PrintKind;
  id: string;
  /** Left out: the paper last used for the document type; given: used and remembered for it. */
  paper?: PaperSize | undefined;
  /** A printer's name, null for the system's default; left out: the one last used for the type. */
  printer?: string | null | undefined;
  /** `printer` (default) prints; `pdf` saves a file (the shell; the browser offers "Save as PDF" in its dialog). */
  target?: PrintTarget;
}

export function usePrint(): { print: (request: PrintRequest) => Promise<PrintResult | null>; busy: boolean } {
  const api = useApi();
  const t = useT();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const print = useCallback(
    async ({ kind, id, paper, printer, target = 'printer' }: PrintRequest): Promise<PrintResult | null> => {
      // Where the cursor goes back to once the browser's print dialog closes (printHtml.ts).
      const returnTo = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
      setBusy(true);
      try {
        const result = await api.print.document({ kind, id, target, ...(paper ? { paper } : {}), ...(printer !== undefined ? { printer } : {}) });
        // The main process kept the choice for the document type: show it checked next time.
        if (paper !== undefined || printer !== undefined) void queryClient.invalidateQueries({ queryKey: ['settings'] });
        if (result.kind === 'html') await printHtml(result.html, result.title, returnTo);
        else if (result.kind === 'pdf') notifySaved(t('print.savedPdf', { path: result.path }));
        else notifySaved(result.printer ? t('print.sent', { printer: result.printer }) : t('print.sentDefault'));
        return result;
      } catch (error) {
        notifyError(error, t);
        return null;
      } finally {
        setBusy(false);
      }
    },
    [api, t, queryClient],
  );
  return { print, busy };
}
