import { useState } from 'react';
import type { Session } from '../../../src-shared/ipc/auth.js';
import { isAppError } from '../../../src-shared/errors.js';
import { errorMessage, fieldErrors } from '../../components/errors.js';
import type { MessageKey } from '../../i18n/catalog.js';
import { useSession } from '../../app/session.js';
import { useT } from '../../i18n/i18n.js';

/** Runs an auth call; a session answer replaces the current one, a failure is shown on the form. */
/** `refused`: what a 401 means on this form (wrong password, wrong code), said in the user's language. */
export function useAuthAction(refused: MessageKey) {
  const t = useT();
  const { setSession } = useSession();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});
  async function run(action: () => Promise<Session>): Promise<void> {
    setBusy(true);
    setError(null);
    setFields({});
    try {
      setSession(await action());
    } catch (caught) {
      setError(isAppError(caught) && caught.code === 'UNAUTHORIZED' ? t(refused) : errorMessage(caught, t));
      setFields(fieldErrors(caught, t));
    } finally {
      setBusy(false);
    }
  }
  return { busy, error, fields, run, setError };
}
