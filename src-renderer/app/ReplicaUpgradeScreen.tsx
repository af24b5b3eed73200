/**
 * In place of the signed-in screens while the replica is brought up to this build
 * (`src-shared/ipc/replica.ts`): its steps as they run, or why it stopped with what to do — try
 * again, or sign out. The screens come back by themselves once the main process says it is over.
 */
import { Alert, Button, Group, Loader, Progress, Text } from '@mantine/core';
import { useState } from 'react';
import type { ReplicaUpgrade } from '../../src-shared/ipc/replica.js';
import { errorMessage, errorValueMessage } from '../components/errors.js';
import { AuthFrame } from '../features/auth/AuthFrame.js';
import { useI18n } from '../i18n/i18n.js';
import { useApi } from './api.js';
import { useSession } from './session.js';

type Unfinished = Exclude<ReplicaUpgrade, { status: 'idle' }>;

export function ReplicaUpgradeScreen({ upgrade }: { upgrade: Unfinished }) {
  const { t } = useI18n();
  if (upgrade.status === 'failed') return <UpgradeFailed message={errorValueMessage(upgrade.error, t)} />;
  const { step, steps } = upgrade;
  return (
    <AuthFrame title={t('upgrade.title')}>
      {/* A live region: a screen reader hears each step as it starts. */}
      <Group gap="sm" wrap="nowrap" role="status" data-testid="replica-upgrade" data-step={step} data-steps={steps}>
        <Loader size="sm" />
        <Text fw={500}>{step === 0 ? t('upgrade.starting') : t('upgrade.step', { step: String(step), steps: String(steps) })}</Text>
      </Group>
      {/* Up to the step under way, so its moving stripes show while the longest step runs. */}
      <Progress value={steps === 0 ? 0 : (100 * step) / steps} striped animated aria-label={t('upgrade.title')} />
      <Text size="sm" c="dimmed">
        {t('upgrade.hint')}
      </Text>
    </AuthFrame>
  );
}

function UpgradeFailed({ message }: { message: string }) {
  const { t } = useI18n();
  const api = useApi();
  const { setSession } = useSession();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const act = async (action: () => Promise<unknown>) => {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (caught) {
      setError(errorMessage(caught, t));
    } finally {
      setBusy(false);
    }
  };
  return (
    <AuthFrame title={t('upgrade.failedTitle')}>
      <Alert color="red" data-testid="replica-upgrade-failed">
        {message}
      </Alert>
      {error && <Alert color="red">{error}</Alert>}
      <Group>
        <Button loading={busy} onClick={() => void act(() => api.replica.retryUpgrade())}>
          {t('upgrade.retry')}
        </Button>
        <Button variant="default" disabled={busy} onClick={() => void act(async () => setSession(await api.auth.signOut()))}>
          {t('user.signOut')}
        </Button>
      </Group>
    </AuthFrame>
  );
}
