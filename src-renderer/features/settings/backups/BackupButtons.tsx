/**
 * The two actions of the backups section that need a place: a backup now, and a restore from a file
 * outside the list. Neither takes a path from the user here: the main process picks the place — in
 * the desktop with its own dialog, in the browser only the backups folder (which the hint names) —
 * so the file button shows only where there are dialogs.
 */
import { Button, Group, Text } from '@mantine/core';
import { IconDatabaseExport, IconFileImport } from '@tabler/icons-react';
import { useT } from '../../../i18n/i18n.js';

interface ActionProps {
  busy: boolean;
  disabled: boolean;
}

export function BackupNowButton({ busy, disabled, dialogs, folder, error, onBackup }: ActionProps & { dialogs: boolean; folder: string; error: string | null; onBackup: () => void }) {
  const t = useT();
  return (
    <Group align="center" wrap="nowrap" justify="space-between">
      <div>
        <Text size="sm">{dialogs ? t('backups.now.hintDialog') : t('backups.now.hintFolder', { folder })}</Text>
        {error && (
          <Text size="sm" c="red" data-testid="backup-error">
            {error}
          </Text>
        )}
      </div>
      <Button leftSection={<IconDatabaseExport size={16} />} loading={busy} disabled={disabled} onClick={onBackup} style={{ flexShrink: 0 }}>
        {t('backups.now.button')}
      </Button>
    </Group>
  );
}

export function RestoreFileButton({ busy, disabled, onChoose }: ActionProps & { onChoose: () => void }) {
  const t = useT();
  return (
    <Group align="center" wrap="nowrap" justify="space-between">
      <Text size="sm" c="dimmed">
        {t('backups.restore.fileHint')}
      </Text>
      <Button leftSection={<IconFileImport size={16} />} color="orange" variant="light" loading={busy} disabled={disabled} onClick={onChoose} style={{ flexShrink: 0 }}>
        {t('backups.restore.fileButton')}
      </Button>
    </Group>
  );
}
