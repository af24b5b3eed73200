/**
 * What every form does when it saves: send (once at a time), say how it went (a queued write: once
 * the server took it, refused it, or that it is on its way, `tellWritten`), or put each of the
 * contract's validation messages under its field (`fieldErrors`) and say what went wrong. A form
 * that checks its draft before sending shows those messages with `invalid`. Either way the cursor
 * goes to the first field marked, so a clerk who saved with Ctrl+S can fix it without the mouse.
 */
import { useEffect, useState } from 'react';
import { errorMessage, fieldErrors } from './errors.js';
import { useWriteFeedback, type WriteWords } from './queuedFeedback.js';
import { useT } from '../i18n/i18n.js';

export type FormErrors = Readonly<Record<string, string>>;

export interface RunOptions {
  /** Where a field the server names shows in this form (`date` → `withdrawal.date`). */
  fieldPath?: (path: string) => string;
}

export interface SaveForm {
  errors: FormErrors;
  failure: string | null;
  saving: boolean;
  /**
   * Sends; answers what the call answered as soon as it did (a queued write's toast settles later),
   * or null when it was refused (or a save was already under way).
   */
  run: <R>(action: () => Promise<R>, words: WriteWords, options?: RunOptions) => Promise<{ value: R } | null>;
  /** The draft's own check failed: these messages under their fields, nothing sent. */
  invalid: (errors: FormErrors) => void;
  /** The user edited these fields: their messages (and those under them) go away. */
  clear: (...fields: string[]) => void;
}

export function useSaveForm(): SaveForm {
  const t = useT();
  const feedback = useWriteFeedback();
  const [errors, setErrors] = useState<FormErrors>({});
  // A validation failure only points at the fields: it goes once their messages are all gone.
  const [failure, setFailure] = useState<{ message: string; validation: boolean } | null>(null);
  const [saving, setSaving] = useState(false);
  // Bumped on every refusal that marks fields: once they are drawn marked, the first takes the cursor.
  const [refusals, setRefusals] = useState(0);
  useEffect(() => {
    if (refusals > 0) firstMarkedField()?.focus();
  }, [refusals]);
  const run = async <R>(action: () => Promise<R>, words: WriteWords, options: RunOptions = {}): Promise<{ value: R } | null> => {
    if (saving) return null;
    setSaving(true);
    setFailure(null);
    try {
      const value = await action();
      setErrors({});
      feedback.tell(value, words);
      return { value };
    } catch (error) {
      const { fieldPath } = options;
      const served = fieldErrors(error, t);
      const byField = fieldPath ? Object.fromEntries(Object.entries(served).map(([path, message]) => [fieldPath(path), message])) : served;
      setErrors(byField);
      // The fields say what is wrong; the alert only points at them.
      const validation = Object.keys(byField).length > 0;
      if (validation) setRefusals((n) => n + 1);
      setFailure({ message: validation ? t('error.VALIDATION') : errorMessage(error, t), validation });
      return null;
    } finally {
      setSaving(false);
    }
  };
  // The draft's own check points at its fields the way the server's VALIDATION answer does.
  const invalid = (found: FormErrors) => {
    setFailure({ message: t('error.VALIDATION'), validation: true });
    setErrors(found);
    setRefusals((n) => n + 1);
  };
  const clear = (...fields: string[]) =>
    setErrors((current) => {
      const edited = (path: string) => fields.some((field) => path === field || path.startsWith(`${field}.`));
      return Object.keys(current).some(edited) ? Object.fromEntries(Object.entries(current).filter(([path]) => !edited(path))) : current;
    });
  const shown = failure && !(failure.validation && Object.keys(errors).length === 0) ? failure.message : null;
  return { errors, failure: shown, saving, run, invalid, clear };
}

/** The first field marked invalid, in the dialog open (a form in a dialog) or else on the screen. */
function firstMarkedField(): HTMLElement | null {
  const marked = '[aria-invalid="true"]';
  const dialogs = document.querySelectorAll<HTMLElement>('[role="dialog"]');
  const dialog = dialogs[dialogs.length - 1];
  return (dialog ?? document).querySelector<HTMLElement>(dialog ? marked : `main ${marked}`);
}
