/** Reference data the sales screens read from the replica: taxes, delivery options, staff users. */
import { MAX_LIMIT } from '../../../src-shared/constants/paging.js';
import { useApi, useIpcQuery } from '../../app/api.js';
import { useSignedIn } from '../../app/session.js';
import type { DeliveryDoc, TaxDoc, UserDoc } from '../documents/read.js';

export function useTaxes(): TaxDoc[] | undefined {
  const api = useApi();
  const { data } = useIpcQuery(['taxes'], ['all'], () => api.tax.list({ limit: MAX_LIMIT }));
  return data?.docs;
}

export function useDeliveryOptions(): DeliveryDoc[] {
  const api = useApi();
  const { data } = useIpcQuery(['deliveries'], ['enabled'], () => api.delivery.list({ status: true, limit: MAX_LIMIT }));
  return data?.docs ?? [];
}

/** Staff users (an AV's replica holds none but itself, through the session). */
export function useUsers(): UserDoc[] {
  const api = useApi();
  const session = useSignedIn();
  const { data } = useIpcQuery(['users'], ['all'], () => api.user.list({ limit: MAX_LIMIT }));
  const users = data?.docs ?? [];
  const self = session.user;
  return users.some((u) => u._id === self._id) ? users : [...users, self];
}

export function usePartners(): UserDoc[] {
  return useUsers().filter((u) => u.role === 'AV' && u.status !== false);
}

export function useDrivers(): UserDoc[] {
  return useUsers().filter((u) => u.isDriver === true && u.status !== false);
}

/** A user's name by id, for list columns. */
export function useUserNames(): (id: string | null | undefined) => string {
  const users = useUsers();
  const byId = new Map(users.map((u) => [u._id, u.name]));
  return (id) => (id ? (byId.get(id) ?? '—') : '—');
}
