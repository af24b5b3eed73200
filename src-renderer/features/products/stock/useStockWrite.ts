/**
 * Sending a stock form: checked with the route's shared schema first (messages per field, worded
 * for the user), then written through the outbox; the server's VALIDATION details land per field too.
 */
import { useState } from 'react';
import type { z } from 'zod';
import { notifyError, notifySaved } from '../../../components/notify.js';
import { useT } from '../../../i18n/i18n.js';
import { checkForm, serverFieldErrors, type FieldErrors } from '../validation.js';

export function useStockWrite() {
  const t = useT();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sending, setSending] = useState(false);
  const send = async <S extends z.ZodType>(schema: S, body: Record<string, unknown>, write: () => Promise<unknown>, done: string): Promise<boolean> => {
    const checked = checkForm(schema, body, t);
    if (!checked.ok) {
      setErrors(checked.errors);
      return false;
    }
    setErrors({});
    setSending(true);
    try {
      await write();
      notifySaved(done);
      return true;
    } catch (error) {
      const fields = serverFieldErrors(error, t);
      setErrors(fields);
      if (Object.keys(fields).length === 0) notifyError(error, t);
      return false;
    } finally {
      setSending(false);
    }
  };
  return { errors, setErrors, sending, send };
}
