/** Data reads for every feature of the contract, answered from the signed-in user's replica. */
import { AppError } from '../../../src-shared/errors.js';
import { READ_FEATURES, readCallName, type ReadFeature } from '../../../src-shared/ipc/reads.js';
import { SEARCH_FIELDS, type ReplicaDoc, type ReplicaReader } from '../../replica/index.js';
import type { AppState } from '../../runtime/app-state.js';
import type { IpcHandlers } from '../router.js';
import { replicaZone } from '../../replica/business-zone.js';
import { listOptions } from './list-options.js';

type Searchable = Parameters<ReplicaReader['search']>[0];
const isSearchable = (collection: string): collection is Searchable => Object.hasOwn(SEARCH_FIELDS, collection);

/**
 * Marks the documents with writes still in the outbox (`_pending`), with one query for all of
 * them. Only what the screens receive is marked: the reader's own answers stay the stored
 * documents, since writes build their optimistic versions from them.
 */
export function markPending(reader: ReplicaReader, collection: string, docs: ReplicaDoc[]): ReplicaDoc[] {
  const pending = reader.pendingIds(
    collection,
    docs.map((d) => d._id),
  );
  if (pending.size === 0) return docs;
  return docs.map((d) => (pending.has(d._id.toLowerCase()) ? { ...d, _pending: true } : d));
}

function featureHandlers(state: AppState, feature: ReadFeature): Record<string, (args: never) => unknown> {
  const { collection } = READ_FEATURES[feature];
  const reader = () => state.workspace().reader;
  return {
    [readCallName(feature, 'list')]: (query: Record<string, unknown>) => {
      const page = reader().list(collection, listOptions(feature, query, replicaZone(reader())));
      return { ...page, docs: markPending(reader(), collection, page.docs) };
    },
    [readCallName(feature, 'get')]: ({ id }: { id: string }) => {
      const doc = reader().get(collection, id);
      if (doc === undefined) throw AppError.notFound(collection, id);
      return markPending(reader(), collection, [doc])[0];
    },
    // Collections without a full-text index are searched the way their list filters text.
    [readCallName(feature, 'search')]: ({ text, limit }: { text: string; limit?: number }) =>
      markPending(
        reader(),
        collection,
        isSearchable(collection) ? reader().search(collection, text, limit === undefined ? {} : { limit }) : reader().list(collection, { query: text, ...(limit === undefined ? {} : { limit }) }).docs,
      ),
  };
}

export function readHandlers(state: AppState): IpcHandlers {
  const handlers = Object.keys(READ_FEATURES).map((feature) => featureHandlers(state, feature as ReadFeature));
  // Built per feature from one table; the router checks every input and output against the contract.
  return Object.assign({}, ...handlers) as IpcHandlers;
}
