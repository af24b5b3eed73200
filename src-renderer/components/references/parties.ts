/**
 * The parties cash flow entries name — garages, thirds, providers, partners (AV users), customers —
 * read from the replica for pickers and for showing a name where a document holds an id.
 */
import { MAX_LIMIT } from '../../../src-shared/constants/paging.js';
import { PARTNER_ROLE } from '../../../src-shared/constants/roles.js';
import type { IpcDocument, IpcDocumentPage } from '../../../src-shared/ipc/documents.js';
import { useApi, useIpcQuery } from '../../app/api.js';

export type RefSource = 'garages' | 'thirds' | 'providers' | 'partners' | 'customers' | 'users';

/** The replica collection behind each source (partners are users). */
export const REF_COLLECTION: Readonly<Record<RefSource, string>> = {
  garages: 'garages',
  thirds: 'thirds',
  providers: 'providers',
  partners: 'users',
  customers: 'customers',
  users: 'users',
};

/** The role whose users are partners (domain §1: sales agents). */

export interface RefOption {
  value: string;
  label: string;
}

const nameOf = (doc: IpcDocument): string => {
  const named = doc as { name?: unknown; username?: unknown };
  return typeof named.name === 'string' && named.name ? named.name : typeof named.username === 'string' ? named.username : doc._id;
};

const optionsOf = (page: IpcDocumentPage | undefined, keep: (doc: IpcDocument) => boolean = () => true): RefOption[] =>
  (page?.docs ?? []).filter(keep).map((doc) => ({ value: doc._id, label: nameOf(doc) }));

/**
 * The options of a short list (garages, thirds, providers, partners), enabled only unless told.
 * Customers are many: pick them with a search instead (`useCustomerSearch`).
 */
export function useRefOptions(source: Exclude<RefSource, 'customers'>, includeDisabled = false): RefOption[] {
  const api = useApi();
  const status = includeDisabled ? {} : { status: true };
  const query = { ...status, limit: MAX_LIMIT };
  const { data } = useIpcQuery([REF_COLLECTION[source]], ['options', source, includeDisabled], (): Promise<IpcDocumentPage> => {
    switch (source) {
      case 'garages':
        return api.garage.list(query);
      case 'thirds':
        return api.third.list(query);
      case 'providers':
        return api.provider.list(query);
      case 'partners':
      case 'users':
        return api.user.list(query);
    }
  });
  return optionsOf(data, source === 'partners' ? (doc) => doc.role === PARTNER_ROLE : undefined);
}

/** Customers matching what was typed, for a searchable picker. */
export function useCustomerSearch(text: string): RefOption[] {
  const api = useApi();
  const trimmed = text.trim();
  const { data } = useIpcQuery(['customers'], ['search', trimmed], () => api.customer.search({ text: trimmed, limit: 20 }), { enabled: trimmed.length > 0 });
  return (data ?? []).map((doc) => ({ value: doc._id, label: nameOf(doc) }));
}

/** One document's name by id; undefined while it loads or when the replica does not hold it. */
export function useRefName(source: RefSource, id: string | null | undefined): string | undefined {
  const api = useApi();
  const { data } = useIpcQuery(
    [REF_COLLECTION[source]],
    ['name', id],
    (): Promise<IpcDocument> => {
      const input = { id: id ?? '' };
      switch (source) {
        case 'garages':
          return api.garage.get(input);
        case 'thirds':
          return api.third.get(input);
        case 'providers':
          return api.provider.get(input);
        case 'customers':
          return api.customer.get(input);
        case 'partners':
        case 'users':
          return api.user.get(input);
      }
    },
    { enabled: Boolean(id) },
  );
  return data ? nameOf(data) : undefined;
}
