/** How far a backup or a restore is: its phase in words and a percent bar. */
import { Group, Progress, Stack, Text } from '@mantine/core';
import type { BackupProgressValue } from '../../../../src-shared/ipc/backup.js';
import { formatPercent } from '../../../../src-shared/format.js';
import type { MessageKey } from '../../../i18n/catalog.js';
import { useI18n } from '../../../i18n/i18n.js';

const PHASES: Readonly<Record<string, MessageKey>> = {
  copy: 'backups.phase.copy',
  check: 'backups.phase.check',
  swap: 'backups.phase.swap',
  done: 'backups.phase.done',
};

export function BackupProgress({ progress }: { progress: BackupProgressValue }) {
  const { t, locale } = useI18n();
  const phase = PHASES[progress.phase];
  const done = progress.phase === 'done';
  return (
    <Stack gap={4} data-testid="backup-progress">
      <Group justify="space-between">
        <Text size="sm">
          {t(progress.operation === 'backup' ? 'backups.progress.backup' : 'backups.progress.restore')}: {phase ? t(phase) : progress.phase}
        </Text>
        <Text size="sm" c="dimmed" data-testid="backup-progress-percent">
          {formatPercent(progress.percent, locale, 0)}
        </Text>
      </Group>
      <Progress value={progress.percent} color={done ? 'teal' : 'blue'} animated={!done} aria-label={phase ? t(phase) : progress.phase} />
    </Stack>
  );
}
