import { ActionIcon, Badge, Group, Indicator, Tooltip } from '@mantine/core';
import { IconAlertTriangle, IconCloud, IconCloudOff, IconRefresh } from '@tabler/icons-react';
import { formatNumber } from '../../../src-shared/format.js';
import { useApi } from '../../app/api.js';
import { useI18n } from '../../i18n/i18n.js';
import { useSyncStatus } from '../../app/useSyncStatus.js';

/** Online or offline, what waits to be sent, and a door to the refused changes. */
export function SyncIndicator({ onOpenInbox }: { onOpenInbox: () => void }) {
  const { t, moment, locale } = useI18n();
  const api = useApi();
  const status = useSyncStatus();
  if (!status) return null;
  const online = status.online !== false;
  const tooltip = status.lastSyncAt ? t('sync.lastSync', { when: moment(status.lastSyncAt) }) : t('sync.never');
  return (
    <Group gap="xs" data-testid="sync-indicator" data-online={online} data-syncing={status.syncing} data-pending={status.pending} data-synced-at={status.lastSyncAt ?? ''}>
      {/* A polite live region: going offline, syncing or changes waiting is said without moving focus. */}
      <Group gap="xs" role="status" aria-live="polite">
        <Tooltip label={tooltip}>
          <Badge color={online ? 'teal' : 'orange'} variant="light" leftSection={online ? <IconCloud size={14} /> : <IconCloudOff size={14} />}>
            {status.syncing ? t('sync.syncing') : online ? t('sync.online') : t('sync.offline')}
          </Badge>
        </Tooltip>
        {/* A long pull (the first one) says how far it has come; the screens fill in meanwhile. */}
        {status.syncing && status.pulled !== null && status.pulled > 0 && (
          <Badge color="gray" variant="outline" data-testid="sync-progress">
            {t('sync.received', { count: status.pulled, n: formatNumber(status.pulled, 0, locale) })}
          </Badge>
        )}
        {status.syncing && status.indexing !== null && (
          <Badge color="gray" variant="outline" data-testid="sync-indexing">
            {t('sync.indexing', { built: status.indexing.built, total: status.indexing.total })}
          </Badge>
        )}
        {status.pending > 0 && (
          <Badge color="blue" variant="outline">
            {t('sync.pending', { count: status.pending })}
          </Badge>
        )}
      </Group>
      {status.rejected > 0 && (
        <Indicator color="red" label={status.rejected} size={16}>
          <ActionIcon variant="light" color="red" onClick={onOpenInbox} aria-label={t('sync.rejected', { count: status.rejected })}>
            <IconAlertTriangle size={18} />
          </ActionIcon>
        </Indicator>
      )}
      <Tooltip label={t('sync.now')}>
        <ActionIcon variant="subtle" onClick={() => void api.sync.syncNow()} aria-label={t('sync.now')}>
          <IconRefresh size={18} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
