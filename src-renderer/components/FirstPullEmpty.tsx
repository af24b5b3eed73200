/**
 * An empty list before this PC's replica has ever caught up (a user's first sign-in here): the
 * rows may simply not have arrived, so the list says so instead of "no orders yet". Once the first
 * pull ends, or when nobody's replica is syncing, the list's own empty state shows.
 */
import { Loader, ThemeIcon } from '@mantine/core';
import { IconCloudOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useSyncStatus } from '../app/useSyncStatus.js';
import { useI18n } from '../i18n/i18n.js';
import { EmptyState } from './EmptyState.js';

export function FirstPullEmpty({ empty }: { empty: ReactNode }) {
  const { t } = useI18n();
  const status = useSyncStatus();
  if (empty === null || !status?.running || status.lastSyncAt !== null) return <>{empty}</>;
  const offline = status.online === false;
  const icon = offline ? (
    <ThemeIcon size={48} radius="xl" variant="light" color="orange">
      <IconCloudOff size={28} />
    </ThemeIcon>
  ) : (
    <Loader size="md" />
  );
  return <EmptyState title={t(offline ? 'list.firstPull.offline' : 'list.firstPull')} hint={t(offline ? 'list.firstPull.offlineHint' : 'list.firstPull.hint')} icon={icon} testId="first-pull-state" />;
}
