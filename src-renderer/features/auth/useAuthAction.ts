import { useState } from 'react';
import type { Session } from '../../../src-shared/ipc/auth.js';
import { errorMessage, fieldErrors } from '../../components/errors.js';
import { useSession } from '../../app/session.js';
import { useT } from '../../i18n/i18n.js';

/** Runs an auth call; a session answer replaces the current one, a failure is shown on the form. */
export function useAuthAction() {
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
      setError(errorMessage(caught, t));
      setFields(fieldErrors(caught));
    } finally {
      setBusy(false);
    }
  }
  return { busy, error, fields, run, setError };
}
