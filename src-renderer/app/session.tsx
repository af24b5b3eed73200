/** Who is signed in, as the main process says; screens read it and auth screens replace it. */
import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import type { Session, SignedInSession } from '../../src-shared/ipc/auth.js';
import { useApi } from './api.js';

interface SessionValue {
  session: Session | null;
  setSession: (session: Session) => void;
  reload: () => Promise<void>;
}

const SessionContext = createContext<SessionValue | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  const api = useApi();
  const [session, setSession] = useState<Session | null>(null);
  const reload = useCallback(async () => setSession(await api.auth.session()), [api]);
  useEffect(() => {
    void reload();
  }, [reload]);
  return <SessionContext.Provider value={{ session, setSession, reload }}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession outside SessionProvider');
  return value;
}

/** The signed-in session; only screens behind the sign-in gate call it. */
export function useSignedIn(): SignedInSession {
  const { session } = useSession();
  if (session?.status !== 'signed-in') throw new Error('useSignedIn outside the signed-in shell');
  return session;
}
