/**
 * How a user gets in and is named (domain §8): a sign-in lock to lift, a code to pair a new device, being also a third
 * party (so external cash flows can name them), and being enabled. Disabling signs them out
 * everywhere; nobody disables their own user.
 */
import { Alert, Badge, Button, Card, Divider, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconDeviceDesktopPlus, IconUserCheck, IconUserOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useApi } from '../../../app/api.js';
import { useSignedIn } from '../../../app/session.js';
import { notifyError } from '../../../components/notify.js';
import { useT } from '../../../i18n/i18n.js';
import { ConfirmButton } from '../reference/ConfirmButton.js';
import { StatusBadge } from '../reference/cells.js';
import { useSaveForm } from '../../../components/useSaveForm.js';
import { PairingCodeModal, type PairingCode } from './PairingCodeModal.js';
import { SignInLock } from './SignInLock.js';
import { SectionTitle, Subsections } from '../../../components/SectionTitle.js';
import { awaitsServer, type UserDoc } from '../../../components/documents/read.js';

function PairDevice({ user }: { user: UserDoc }) {
  const t = useT();
  const api = useApi();
  const [code, setCode] = useState<PairingCode | null>(null);
  const [asking, setAsking] = useState(false);
  const pending = awaitsServer(user);
  const enabled = user.status !== false;
  const ask = async () => {
    setAsking(true);
    try {
      setCode(await api.auth.pairingCode({ user: user._id }));
    } catch (error) {
      notifyError(error, t);
    } finally {
      setAsking(false);
    }
  };
  return (
    <Stack gap={6}>
      <Text size="sm">{t('admin.pair.explain')}</Text>
      <Group>
        <Button leftSection={<IconDeviceDesktopPlus size={16} />} onClick={() => void ask()} loading={asking} disabled={pending || !enabled}>
          {t('admin.pair.generate')}
        </Button>
      </Group>
      {pending && (
        <Text size="xs" c="dimmed">
          {t('admin.pair.pending')}
        </Text>
      )}
      {!pending && !enabled && (
        <Text size="xs" c="dimmed">
          {t('admin.pair.disabledUser')}
        </Text>
      )}
      <PairingCodeModal code={code} name={user.name} onClose={() => setCode(null)} />
    </Stack>
  );
}

function ThirdParty({ user }: { user: UserDoc }) {
  const t = useT();
  const api = useApi();
  const form = useSaveForm();
  const [tag, setTag] = useState('');
  const make = () => form.run(() => api.user.thirdAdd({ id: user._id, ...(tag.trim() ? { tag } : {}) }), { action: t('admin.users.third.make'), done: t('admin.users.third.made') });
  if (user.third) {
    return (
      <Group justify="space-between">
        <Badge color="grape" variant="light">
          {t('admin.users.third.is')}
        </Badge>
        <ConfirmButton
          label={t('admin.users.third.remove')}
          confirm={{ title: t('admin.users.third.removeTitle', { name: user.name }), body: t('admin.users.third.removeBody') }}
          run={() => api.user.thirdRemove({ id: user._id })}
          success={t('admin.users.third.removed')}
        />
      </Group>
    );
  }
  return (
    <Stack gap={6}>
      <Text size="sm">{t('admin.users.third.explain')}</Text>
      <Group align="flex-start">
        <TextInput
          placeholder={t('admin.users.third.tag')}
          aria-label={t('admin.users.third.tag')}
          value={tag}
          onChange={(e) => {
            setTag(e.currentTarget.value);
            form.clear('tag');
          }}
          error={form.errors.tag}
        />
        <Button variant="light" onClick={() => void make()} loading={form.saving} disabled={awaitsServer(user)}>
          {t('admin.users.third.make')}
        </Button>
      </Group>
      {form.failure && <Alert color="red">{form.failure}</Alert>}
    </Stack>
  );
}

function Status({ user, onDone }: { user: UserDoc; onDone: () => void }) {
  const t = useT();
  const api = useApi();
  const session = useSignedIn();
  const enabled = user.status !== false;
  const self = session.user._id === user._id;
  return (
    <Group justify="space-between">
      <StatusBadge on={enabled} onLabel={t('common.enabled')} offLabel={t('common.disabled')} />
      {self ? (
        <Text size="xs" c="dimmed">
          {t('admin.users.self')}
        </Text>
      ) : enabled ? (
        <ConfirmButton
          label={t('admin.users.disable')}
          icon={<IconUserOff size={16} />}
          confirm={{ title: t('admin.users.disable.title', { name: user.name }), body: t('admin.users.disable.body') }}
          run={() => api.user.disable({ id: user._id })}
          success={t('admin.users.disabled')}
          onDone={onDone}
        />
      ) : (
        <ConfirmButton
          label={t('admin.users.enable')}
          icon={<IconUserCheck size={16} />}
          color="teal"
          run={() => api.user.enable({ id: user._id })}
          success={t('admin.users.enabled')}
          onDone={onDone}
        />
      )}
    </Group>
  );
}

/** `onDone`: the user changed sides (enabled or disabled), so it leaves the list the drawer came from. */
export function UserAccess({ user, onDone }: { user: UserDoc; onDone: () => void }) {
  const t = useT();
  return (
    <Card withBorder>
      <Stack gap="sm">
        <SectionTitle size="h5">{t('admin.users.access')}</SectionTitle>
        <SignInLock user={user} />
        <PairDevice user={user} />
        <Subsections>
          <Divider />
          <SectionTitle size="h6">{t('admin.users.third')}</SectionTitle>
          <ThirdParty user={user} />
          <Divider />
          <SectionTitle size="h6">{t('common.status')}</SectionTitle>
          <Status user={user} onDone={onDone} />
        </Subsections>
      </Stack>
    </Card>
  );
}
