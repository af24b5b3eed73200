import { Alert, Button, Drawer, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useApi, useIpcQuery } from '../../app/api.js';
import { detailMessage, errorValueMessage } from '../../components/errors.js';
import { shownFieldName } from '../../components/fieldNames.js';
import { useI18n } from '../../i18n/i18n.js';
import type { ErrorDetail } from '../../../src-shared/errors.js';
import type { RejectedWrite } from '../../../src-shared/ipc/sync.js';
import { changeName } from './changeName.js';

/** The details besides the one the message already says (a validation failure is told by its first keyed detail). */
function otherDetails(error: RejectedWrite['error']): ErrorDetail[] {
  const details = error.details ?? [];
  const told = error.code === 'VALIDATION' ? details.find((d) => d.key !== undefined) : undefined;
  return details.filter((d) => d !== told);
}

/** Every write the server refused, with its reason, until the user has seen it. */
export function RejectedInbox({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t, dateTime } = useI18n();
  const api = useApi();
  const queryClient = useQueryClient();
  const { data = [] } = useIpcQuery(['*'], ['sync.rejected', opened], () => api.sync.rejected(), { enabled: opened });
  const dismiss = async (id: string) => {
    await api.sync.dismissRejected({ id });
    await queryClient.invalidateQueries({ queryKey: ['*', 'sync.rejected'] });
  };
  return (
    <Drawer opened={opened} onClose={onClose} title={t('sync.inbox.title')} position="right" size="md">
      <Stack>
        {data.length === 0 && <Text c="dimmed">{t('sync.inbox.empty')}</Text>}
        {data.map((item) => (
          <Alert key={item.id} color="red" title={changeName(item, t)}>
            <Stack gap="xs">
              <Text size="sm">{errorValueMessage(item.error, t)}</Text>
              {otherDetails(item.error).map((d) => (
                <Text key={d.path} size="xs">
                  {shownFieldName(d.path, t)}: {detailMessage(d, t)}
                </Text>
              ))}
              <Text size="xs" c="dimmed">
                {dateTime(item.rejectedAt ?? item.createdAt)}
              </Text>
              <Button size="xs" variant="light" onClick={() => void dismiss(item.id)}>
                {t('sync.inbox.dismiss')}
              </Button>
            </Stack>
          </Alert>
        ))}
      </Stack>
    </Drawer>
  );
}
