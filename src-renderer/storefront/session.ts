/**
 * The signed-in customer, kept in this browser's localStorage so a phone stays signed in between
 * visits (the server ends a session after 30 idle days; a 401 then signs the page out).
 */
import { useCallback, useState } from 'react';
import type { CustomerAddress } from '../../src-shared/documents/customers.js';
import { request } from './api.js';

const KEY = 'tienda.session';

/** What the page keeps of the customer record the sign-in answered. */
export interface StoreCustomer {
  _id: string;
  name: string;
  phone: string | null;
  contactEmail: string | null;
  address: CustomerAddress | null;
}

export interface StoreSession {
  token: string;
  customer: StoreCustomer;
}

function read(): StoreSession | null {
  try {
    const raw = localStorage.getItem(KEY);
    return raw ? (JSON.parse(raw) as StoreSession) : null;
  } catch {
    return null;
  }
}

export function useStoreSession() {
  const [session, setSession] = useState<StoreSession | null>(read);
  const signIn = useCallback((next: StoreSession) => {
    localStorage.setItem(KEY, JSON.stringify(next));
    setSession(next);
  }, []);
  const forget = useCallback(() => {
    localStorage.removeItem(KEY);
    setSession(null);
  }, []);
  const signOut = useCallback(async () => {
    const token = read()?.token;
    forget();
    // The server ends the session too; a page already signed out there has nothing to end.
    if (token) await request('POST', '/auth/signout', token).catch(() => undefined);
  }, [forget]);
  return { session, signIn, signOut, forget };
}
