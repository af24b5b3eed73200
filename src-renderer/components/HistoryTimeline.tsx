/**
 * A document's change history (data safety), newest first: who (user and device), when, what was
 * done, and each field before → after. It is a server read: offline, it says so instead of a list.
 * `entity` is the collection name `history.list` takes (`orders`, `buys`, `customers`, ...).
 */
import { Alert, Button, Center, Loader, Stack, Text, ThemeIcon, Timeline } from '@mantine/core';
import { IconFlag, IconPencil, IconPlus, IconToggleLeft, IconTrash, IconWifiOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { writerOf, type HistoryAction, type HistoryEntity, type HistoryEntry } from '../../src-shared/history.js';
import { useI18n, type I18n } from '../i18n/i18n.js';
import { EmptyState } from './EmptyState.js';
import { errorMessage } from './errors.js';
import { HistoryChange, WholeDocument } from './history/HistoryChange.js';
import { actionLabel, changesText, listsWholeDocument } from './history/historyText.js';
import { useHistory } from './history/useHistory.js';

export interface HistoryTimelineProps {
  entity: HistoryEntity;
  id: string;
}

const BULLET: Readonly<Record<HistoryAction, ReactNode>> = {
  create: <IconPlus size={14} />,
  update: <IconPencil size={14} />,
  status: <IconToggleLeft size={14} />,
  delete: <IconTrash size={14} />,
  baseline: <IconFlag size={14} />,
};

/** A device id is long; its first characters tell devices apart. */
const shortDevice = (device: string) => (device.length > 12 ? `${device.slice(0, 8)}…` : device);

function whoLine(entry: HistoryEntry, { t, moment }: I18n): string {
  const writer = writerOf(entry);
  const user = writer === 'system' ? t('history.system') : writer === 'withheld' ? t('history.withheldUser') : (entry.userName ?? t('history.unknownUser', { id: entry.user ?? '' }));
  const when = moment(entry.at);
  if (entry.device === null) return t('history.who', { user, when });
  return t('history.whoDevice', { user, device: t('history.device', { device: shortDevice(entry.device) }), when });
}

function EntryBody({ entry }: { entry: HistoryEntry }) {
  const i18n = useI18n();
  const changes = changesText(entry, i18n);
  return (
    <Stack gap={4} mt={2}>
      <Text size="xs" c="dimmed" data-testid="history-who" title={entry.device ?? undefined}>
        {whoLine(entry, i18n)}
      </Text>
      {listsWholeDocument(entry) ? (
        changes.length > 0 && <WholeDocument changes={changes} side={entry.action === 'delete' ? 'before' : 'after'} />
      ) : changes.length === 0 ? (
        <Text size="sm" c="dimmed">
          {i18n.t('history.noFieldChanges')}
        </Text>
      ) : (
        changes.map((change) => <HistoryChange key={change.path} change={change} />)
      )}
    </Stack>
  );
}

export function HistoryTimeline({ entity, id }: HistoryTimelineProps) {
  const { t } = useI18n();
  const history = useHistory(entity, id);

  if (history.loading) {
    return (
      <Center py="md">
        <Loader size="sm" />
      </Center>
    );
  }
  if (history.error) {
    const offline = history.error.code === 'OFFLINE' || history.error.code === 'TIMEOUT';
    const text = offline ? t('history.offline') : history.error.code === 'NOT_FOUND' ? t('history.notFound') : errorMessage(history.error, t);
    return (
      <Alert color={offline ? 'yellow' : 'red'} icon={offline ? <IconWifiOff size={16} /> : undefined} data-testid="history-error">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{text}</Text>
          <Button size="xs" variant="light" onClick={history.retry}>
            {t('common.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  if (history.entries.length === 0) return <EmptyState title={t('history.empty.title')} hint={t('history.empty.hint')} />;

  return (
    <Stack gap="sm" data-testid="history-timeline">
      <Text size="xs" c="dimmed">
        {t('history.count', { count: history.total })}
      </Text>
      <Timeline active={0} bulletSize={24} lineWidth={2}>
        {history.entries.map((entry) => (
          <Timeline.Item
            key={entry._id}
            bullet={
              <ThemeIcon size={24} radius="xl" variant="light" color={entry.action === 'delete' ? 'red' : 'blue'}>
                {BULLET[entry.action]}
              </ThemeIcon>
            }
            title={actionLabel(entry, t)}
            data-testid="history-entry"
          >
            <EntryBody entry={entry} />
          </Timeline.Item>
        ))}
      </Timeline>
      {history.hasOlder && (
        <Button variant="subtle" size="xs" onClick={history.loadOlder} loading={history.loadingOlder} style={{ alignSelf: 'flex-start' }}>
          {t('history.older')}
        </Button>
      )}
    </Stack>
  );
}
