/** Who is signed in, as the main process says; screens read it and auth screens replace it. */
import { useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
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
  const queryClient = useQueryClient();
  const [session, setSession] = useState<Session | null>(null);
  const reload = useCallback(async () => setSession(await api.auth.session()), [api]);
  useEffect(() => {
    void reload();
  }, [reload]);
  // Another user's reads must never show: each user has their own replica, so cached answers go
  // whenever the signed-in user changes. Not when the first session becomes known (nothing cached
  // is anyone else's, and a sign-out cleared already): clearing then would cancel, for good, the
  // reads the screen opened by the address (a reload of /orders) had just started.
  const who = session?.status === 'signed-in' ? session.user._id : null;
  const previous = useRef(who);
  useEffect(() => {
    if (previous.current !== null && previous.current !== who) queryClient.clear();
    previous.current = who;
  }, [who, queryClient]);
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
