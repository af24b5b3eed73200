/**
 * What the form drawer holds: the record read fresh from the replica by id (so a change synced
 * while it is open shows at once), or nothing for a new one. A disabled record is not in the
 * replica: the row the server listed stands in until it comes back enabled.
 */
import type { ComponentType } from 'react';
import { useIpcQuery } from '../../../app/api.js';
import { EmptyState } from '../../../components/EmptyState.js';
import { useT } from '../../../i18n/i18n.js';
import type { RecordFormProps } from './ReferenceTab.js';
import type { DocBase } from '../../../components/documents/read.js';
import { Loading } from '../../../components/Loading.js';

function useRecord<T extends DocBase>(collection: string, get: (id: string) => Promise<T>, id: string | null, row: T | undefined) {
  const { data, isLoading, isError } = useIpcQuery([collection], ['get', id], () => get(id ?? ''), { enabled: id !== null, retry: false });
  // A failed refetch keeps the last answer: once the replica has dropped the record, that is stale.
  const doc = data && !isError ? data : (row ?? null);
  return { doc, loading: id !== null && isLoading && row === undefined };
}

export function RecordTitle<T extends DocBase>({
  id,
  row,
  collection,
  get,
  title,
}: {
  id: string | null;
  row?: T | undefined;
  collection: string;
  get: (id: string) => Promise<T>;
  title: (doc: T | null) => string;
}) {
  const { doc } = useRecord<T>(collection, get, id, row);
  return <>{id !== null && !doc ? '' : title(doc)}</>;
}

export interface RecordDrawerBodyProps<T> {
  id: string | null;
  row?: T | undefined;
  collection: string;
  get: (id: string) => Promise<T>;
  Form: ComponentType<RecordFormProps<T>>;
  onDone: () => void;
  onOpen: (id: string) => void;
}

export function RecordDrawerBody<T extends DocBase>({ id, row, collection, get, Form, onDone, onOpen }: RecordDrawerBodyProps<T>) {
  const t = useT();
  const { doc, loading } = useRecord<T>(collection, get, id, row);
  if (loading) {
    return <Loading />;
  }
  if (id !== null && !doc) return <EmptyState title={t('error.NOT_FOUND')} hint={t('admin.notFound.hint')} />;
  return <Form doc={doc} onDone={onDone} onOpen={onOpen} />;
}
