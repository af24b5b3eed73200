/**
 * Mensajes: what the server sent or tries to send — customers' sign-in codes now, notices later —
 * newest first, with the channels it has at the top and "Reintentar" on a failed message. Read
 * from the server (the replica keeps none). The server answers only each text with its code
 * masked, so no code is ever on this screen.
 */
import { Badge, Button, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconRefresh, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { MESSAGE_CHANNELS, MESSAGE_STATES, type MessageState, type OutboundMessage } from '../../../../src-shared/schemas/message.js';
import { useApi, useIpcQuery } from '../../../app/api.js';
import { DataTable, type Column } from '../../../components/DataTable.js';
import { EmptyState } from '../../../components/EmptyState.js';
import { ExportButton } from '../../../components/ExportButton.js';
import { labelsOf } from '../../../components/exportColumns.js';
import { notifyError, notifySaved } from '../../../components/notify.js';
import { useI18n } from '../../../i18n/i18n.js';
import { ChannelsSummary } from './ChannelsSummary.js';

const LATEST = 200;
const STATE_COLOR: Record<MessageState, string> = { queued: 'blue', sent: 'teal', failed: 'red' };

export function MessagesTab() {
  const { t, dateTime, moment } = useI18n();
  const api = useApi();
  const [state, setState] = useState<MessageState | 'all'>('all');
  const [retrying, setRetrying] = useState<string | null>(null);
  const input = { limit: LATEST, ...(state === 'all' ? {} : { state }) };
  const query = useIpcQuery(['messages'], ['list', state], () => api.message.list(input), { retry: false });
  const docs = query.data?.docs ?? [];

  const retry = async (message: OutboundMessage) => {
    setRetrying(message._id);
    try {
      await api.message.retry({ id: message._id });
      notifySaved(t('admin.messages.retried'));
      await query.refetch();
    } catch (error) {
      notifyError(error, t);
    } finally {
      setRetrying(null);
    }
  };

  const columns: Column<OutboundMessage>[] = [
    { key: 'createdAt', header: t('admin.messages.createdAt'), width: '150px', render: (m) => dateTime(m.createdAt), exportAs: { kind: 'datetime', field: 'createdAt' } },
    { key: 'to', header: t('admin.messages.to'), width: '1.2fr', render: (m) => m.recipient, exportAs: { kind: 'text', field: 'recipient' } },
    {
      key: 'channel',
      header: t('admin.messages.channel'),
      width: '130px',
      render: (m) => t(`admin.messages.channel.${m.channel}`),
      exportAs: { kind: 'text', field: 'channel', labels: labelsOf(MESSAGE_CHANNELS, (c) => t(`admin.messages.channel.${c}`)) },
    },
    { key: 'text', header: t('admin.messages.text'), width: '2fr', render: (m) => m.preview, exportAs: { kind: 'text', field: 'preview' } },
    {
      key: 'state',
      header: t('admin.messages.state'),
      width: '110px',
      render: (m) => (
        <Badge variant="light" color={STATE_COLOR[m.state]}>
          {t(`admin.messages.state.${m.state}`)}
        </Badge>
      ),
      exportAs: { kind: 'text', field: 'state', labels: labelsOf(MESSAGE_STATES, (s) => t(`admin.messages.state.${s}`)) },
    },
    { key: 'attempts', header: t('admin.messages.attempts'), width: '90px', align: 'right', render: (m) => m.attempts, exportAs: { kind: 'number', field: 'attempts' } },
    { key: 'lastError', header: t('admin.messages.lastError'), width: '1.5fr', render: (m) => m.lastError ?? '', exportAs: { kind: 'text', field: 'lastError' } },
    {
      key: 'when',
      header: t('admin.messages.sentAt'),
      width: '150px',
      render: (m) => (m.sentAt ? dateTime(m.sentAt) : m.state === 'queued' ? t('admin.messages.nextAttemptAt', { when: moment(m.nextAttemptAt) }) : ''),
    },
    {
      key: 'retry',
      header: '',
      width: '130px',
      render: (m) =>
        m.state === 'failed' ? (
          <Button size="xs" variant="light" leftSection={<IconSend size={14} />} loading={retrying === m._id} onClick={() => void retry(m)}>
            {t('admin.messages.retry')}
          </Button>
        ) : null,
    },
  ];

  return (
    <Stack gap="md">
      <ChannelsSummary channels={query.data?.channels ?? null} />
      <Group justify="space-between">
        <SegmentedControl
          value={state}
          onChange={(value) => setState(value as MessageState | 'all')}
          data={[{ value: 'all', label: t('admin.messages.filter.all') }, ...MESSAGE_STATES.map((s) => ({ value: s, label: t(`admin.messages.state.${s}`) }))]}
        />
        <Group gap="sm">
          <Text size="sm" c="dimmed">
            {t('admin.messages.latest', { count: String(LATEST) })}
          </Text>
          <ExportButton source={{ kind: 'server', call: 'message.list', input }} columns={columns} title={t('admin.tab.messages')} total={docs.length} />
          <Button variant="default" leftSection={<IconRefresh size={16} />} onClick={() => void query.refetch()} loading={query.isFetching}>
            {t('admin.messages.refresh')}
          </Button>
        </Group>
      </Group>
      <DataTable
        columns={columns}
        total={docs.length}
        rowAt={(index) => docs[index]}
        rowKey={(m) => m._id}
        empty={<EmptyState title={t('admin.messages.emptyTitle')} hint={t('admin.messages.emptyHint')} />}
        height="calc(100vh - 360px)"
        testId="messages-table"
      />
    </Stack>
  );
}
