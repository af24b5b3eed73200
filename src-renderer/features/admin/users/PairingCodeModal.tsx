/**
 * A pairing code as the admin reads it out or copies it: big, spaced, with when it stops working
 * and where the new device types it (Ingresar → Vincular este equipo).
 */
import { Button, CopyButton, Modal, Stack, Text } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useI18n } from '../../../i18n/i18n.js';

export interface PairingCode {
  code: string;
  expiresAt: string;
}

export function PairingCodeModal({ code, name, onClose }: { code: PairingCode | null; name: string; onClose: () => void }) {
  const { t, moment } = useI18n();
  return (
    <Modal opened={code !== null} onClose={onClose} title={t('admin.pair.title', { name })} centered>
      {code && (
        <Stack align="center" gap="sm">
          <Text data-testid="pairing-code" ff="monospace" fz={44} fw={700} lts={6} c="blue.8" style={{ userSelect: 'all' }}>
            {code.code}
          </Text>
          <Text size="sm" data-testid="pairing-expiry">
            {t('admin.pair.expires', { when: moment(code.expiresAt) })}
          </Text>
          <CopyButton value={code.code}>
            {({ copied, copy }) => (
              <Button variant="light" color={copied ? 'teal' : 'blue'} leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />} onClick={copy}>
                {copied ? t('admin.pair.copied') : t('admin.pair.copy')}
              </Button>
            )}
          </CopyButton>
          <Text size="sm" c="dimmed" ta="center">
            {t('admin.pair.howTo')}
          </Text>
          <Button variant="default" onClick={onClose}>
            {t('common.close')}
          </Button>
        </Stack>
      )}
    </Modal>
  );
}
