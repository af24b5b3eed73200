/**
 * A document's screen when the document is not in the replica. A new document opens at once under
 * the id the desk gave it, before the server has seen it; when the server refuses to create it
 * (its provider was disabled meanwhile…), the row goes and the screen would only say it was not
 * found. It says instead that the document was not created and the server's reason, and offers to
 * load it again: the new form of the same kind, filled with the refused create's input, so nothing
 * typed is lost. Any other missing document keeps its "not found".
 */
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { Fragment, type ReactNode } from 'react';
import { IconAlertTriangle, IconArrowLeft, IconReload } from '@tabler/icons-react';
import { useLocation, useSearch } from 'wouter';
import type { RefusedCreation } from '../../src-shared/ipc/sync.js';
import { useApi, useIpcQuery } from '../app/api.js';
import { useT } from '../i18n/i18n.js';
import { EmptyState } from './EmptyState.js';
import { errorValueMessage } from './errors.js';
import { Loading } from './Loading.js';

/** The search parameter of a new form loaded again from a refused create: the refused document's id. */
export const AGAIN_PARAM = 'again';

/** The path of the new form at `newPath` loaded again with the refused create of `docId`. */
export const loadAgainPath = (newPath: string, docId: string): string => `${newPath}?${AGAIN_PARAM}=${encodeURIComponent(docId)}`;

function useRefusedCreation(docId: string | null) {
  const api = useApi();
  return useIpcQuery<RefusedCreation | null>(['*'], ['sync.refusedCreation', docId], () => (docId ? api.sync.refusedCreation({ docId }) : Promise.resolve(null)), { retry: false });
}

export interface MissingDocumentProps {
  /** The id the screen was opened with. */
  id: string;
  /** What the screen says when no refused create explains it. */
  notFound: { title: string; hint: string };
  /** The screen's title for a refused create ("Esta compra no se creó"). */
  refusedTitle: string;
  /** The path of the new form of the same kind, in the screen's router ("/new"); without it, no "load again". */
  newPath?: string;
}

export function MissingDocument({ id, notFound, refusedTitle, newPath }: MissingDocumentProps) {
  const t = useT();
  const [, navigate] = useLocation();
  const { data, isLoading } = useRefusedCreation(id);
  const back = { label: t('common.back'), onClick: () => navigate('/') };
  if (isLoading) {
    return <Loading />;
  }
  if (!data) return <EmptyState title={notFound.title} hint={notFound.hint} action={back} />;
  return (
    <Stack maw={640} mx="auto" py="xl" data-testid="refused-creation">
      <Alert color="red" variant="light" icon={<IconAlertTriangle size={20} />} title={refusedTitle}>
        <Stack gap={6}>
          <Text size="sm" fw={500}>
            {t('sync.refusedCreation.reason')}
          </Text>
          <Text size="sm">{errorValueMessage(data.error, t)}</Text>
          <Text size="sm" c="dimmed">
            {t('sync.refusedCreation.hint')}
          </Text>
        </Stack>
      </Alert>
      <Group>
        {newPath && (
          <Button leftSection={<IconReload size={16} />} onClick={() => navigate(loadAgainPath(newPath, id))}>
            {t('sync.refusedCreation.again')}
          </Button>
        )}
        <Button variant="default" leftSection={<IconArrowLeft size={16} />} onClick={back.onClick}>
          {back.label}
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * The refused create a new form is loaded again with (`?again=<id>`): `undefined` while it is
 * looked up, null for a plain new form (or when the refusal is no longer in the inbox).
 */
function useRefusedInput(): RefusedCreation | null | undefined {
  const againId = new URLSearchParams(useSearch()).get(AGAIN_PARAM);
  const { data, isLoading } = useRefusedCreation(againId);
  if (againId === null) return null;
  if (isLoading) return undefined;
  return data ?? null;
}

/**
 * A new document's form, empty or loaded again from a refused create (`?again=<id>`): it waits for
 * the refusal, then draws `form` with it (null for a plain new form). Forms take their draft once,
 * so it is drawn anew when the address names another refusal.
 */
export function NewOrLoadedAgain({ form }: { form: (sent: RefusedCreation | null) => ReactNode }) {
  const search = useSearch();
  const sent = useRefusedInput();
  if (sent === undefined) {
    return <Loading />;
  }
  return <Fragment key={search}>{form(sent)}</Fragment>;
}
