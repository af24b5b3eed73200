/**
 * The desktop's log files (support asks for them when something failed): a button opens their
 * folder in the file manager; in the browser, which cannot open a folder on the computer, the
 * card shows where it is instead.
 */
import { Button, Card, Code, Text } from '@mantine/core';
import { IconFolderOpen } from '@tabler/icons-react';
import { useState } from 'react';
import { useApi } from '../../app/api.js';
import { SectionTitle } from '../../components/SectionTitle.js';
import { notifyError } from '../../components/notify.js';
import { useT } from '../../i18n/i18n.js';

export function LogFolderCard() {
  const t = useT();
  const api = useApi();
  const [shown, setShown] = useState<{ path: string | null; opened: boolean } | null>(null);
  const open = async () => {
    try {
      setShown(await api.deskSettings.openLogFolder());
    } catch (error) {
      notifyError(error, t);
    }
  };
  return (
    <Card withBorder data-testid="log-folder-card">
      <SectionTitle mb="xs">{t('settings.logs')}</SectionTitle>
      <Text size="sm" c="dimmed" mb="sm">
        {t('settings.logs.hint')}
      </Text>
      <Button variant="default" leftSection={<IconFolderOpen size={16} aria-hidden />} onClick={() => void open()}>
        {t('settings.logs.open')}
      </Button>
      {shown && !shown.opened && (
        <Text size="sm" mt="sm" role="status">
          {shown.path === null ? t('settings.logs.none') : t('settings.logs.where')} {shown.path !== null && <Code>{shown.path}</Code>}
        </Text>
      )}
    </Card>
  );
}
