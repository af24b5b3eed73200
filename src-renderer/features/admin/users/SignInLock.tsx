/**
 * A user locked out by failed sign-ins (domain §8: five wrong passwords in fifteen minutes): until
 * when, and the admin's unlock, which lets them in again at once. Asked of the server — the
 * failures are its count, never in the replica — so offline nothing shows.
 */
import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconLockOpen } from '@tabler/icons-react';
import { useState } from 'react';
import { useApi, useIpcQuery } from '../../../app/api.js';
import { notifyError, notifySaved } from '../../../components/notify.js';
import { useI18n } from '../../../i18n/i18n.js';
import { awaitsServer, type UserDoc } from '../../../components/documents/read.js';

export function SignInLock({ user }: { user: UserDoc }) {
  const { t, moment } = useI18n();
  const api = useApi();
  const [unlocking, setUnlocking] = useState(false);
  const lock = useIpcQuery(['users'], ['lock', user._id], () => api.user.lock({ id: user._id }), { enabled: !awaitsServer(user), retry: false });
  if (!lock.data?.locked) return null;
  const unlock = async () => {
    setUnlocking(true);
    try {
      await api.user.unlock({ id: user._id });
      notifySaved(t('admin.users.unlocked'));
      await lock.refetch();
    } catch (error) {
      notifyError(error, t);
    } finally {
      setUnlocking(false);
    }
  };
  return (
    <Alert color="orange" title={t('admin.users.locked', { when: moment(lock.data.until ?? '') })}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{t('admin.users.lockedHint')}</Text>
        <Button size="xs" leftSection={<IconLockOpen size={16} />} onClick={() => void unlock()} loading={unlocking}>
          {t('admin.users.unlock')}
        </Button>
      </Stack>
    </Alert>
  );
}
