/**
 * The strong confirmation before a restore: what is lost, what is kept, that the server restarts
 * and a new sign-in may be asked for — and the confirm button waits until the user types the word.
 */
import { Alert, Button, Group, List, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { useT } from '../../../i18n/i18n.js';

export interface RestoreConfirmProps {
  /** The file to restore, as the user should recognise it; null closes the dialog. */
  file: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

export function RestoreConfirm({ file, onConfirm, onCancel }: RestoreConfirmProps) {
  const t = useT();
  const [typed, setTyped] = useState('');
  const word = t('backups.restore.word');
  const close = () => {
    setTyped('');
    onCancel();
  };
  const confirm = () => {
    setTyped('');
    onConfirm();
  };
  const ready = typed.trim().toUpperCase() === word.toUpperCase();
  return (
    <Modal opened={file !== null} onClose={close} title={t('backups.restore.title')} size="lg" centered>
      <Stack>
        <Text size="sm" style={{ wordBreak: 'break-all' }}>
          {t('backups.restore.what', { file: file ?? '' })}
        </Text>
        <Alert color="red" icon={<IconAlertTriangle size={18} />}>
          <List size="sm" spacing={4}>
            <List.Item>{t('backups.restore.lose')}</List.Item>
            <List.Item>{t('backups.restore.kept')}</List.Item>
            <List.Item>{t('backups.restore.restart')}</List.Item>
          </List>
        </Alert>
        <TextInput
          label={t('backups.restore.type', { word })}
          value={typed}
          onChange={(e) => setTyped(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && ready) confirm();
          }}
          data-autofocus
          autoComplete="off"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('common.cancel')}
          </Button>
          <Button color="red" disabled={!ready} onClick={confirm}>
            {t('backups.restore.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
