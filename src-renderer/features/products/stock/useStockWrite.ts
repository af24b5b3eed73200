/**
 * Sending a stock form: checked with the route's shared schema first (messages per field, worded
 * for the stock screens), then saved as every form saves (useSaveForm): the server's VALIDATION
 * details land per field too.
 */
import type { z } from 'zod';
import type { WriteWords } from '../../../components/queuedFeedback.js';
import { useSaveForm, type SaveForm } from '../../../components/useSaveForm.js';
import { useT } from '../../../i18n/i18n.js';
import { checkForm } from '../validation.js';

export interface StockWrite extends Pick<SaveForm, 'errors' | 'failure' | 'saving' | 'clear'> {
  /** Checks `body` with `schema`, then writes; answers whether it was saved. */
  send: <S extends z.ZodType>(schema: S, body: Record<string, unknown>, write: () => Promise<unknown>, words: WriteWords) => Promise<boolean>;
}

export function useStockWrite(): StockWrite {
  const t = useT();
  const form = useSaveForm();
  const send: StockWrite['send'] = async (schema, body, write, words) => {
    const checked = checkForm(schema, body, t);
    if (!checked.ok) {
      form.invalid(checked.errors);
      return false;
    }
    return (await form.run(write, words)) !== null;
  };
  return { errors: form.errors, failure: form.failure, saving: form.saving, clear: form.clear, send };
}
