/** Which channels the server can send by, where to (no secrets), and a warning when it has none. */
import { Alert, Badge, Group, Paper, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { MessageChannelInfo } from '../../../../src-shared/schemas/message.js';
import { useT } from '../../../i18n/i18n.js';

export function ChannelsSummary({ channels }: { channels: readonly MessageChannelInfo[] | null }) {
  const t = useT();
  if (channels === null) return null;
  const none = channels.every((c) => !c.configured);
  return (
    <Paper withBorder p="sm">
      <Text fw={600} mb="xs">
        {t('admin.messages.channels')}
      </Text>
      {none ? (
        <Alert color="orange" icon={<IconAlertTriangle size={18} />} data-testid="no-message-channel">
          {t('admin.messages.noChannel')}
        </Alert>
      ) : null}
      <Group gap="xl" mt={none ? 'xs' : 0}>
        {channels.map((c) => (
          <Group key={c.channel} gap="xs">
            <Text size="sm">{t(`admin.messages.channel.${c.channel}`)}</Text>
            <Badge variant="light" color={c.configured ? 'teal' : 'gray'}>
              {t(c.configured ? 'admin.messages.configured' : 'admin.messages.notConfigured')}
            </Badge>
            {c.description ? (
              <Text size="sm" c="dimmed">
                {c.description}
              </Text>
            ) : null}
          </Group>
        ))}
      </Group>
    </Paper>
  );
}
