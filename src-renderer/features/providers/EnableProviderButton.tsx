/** "Habilitar" on a disabled provider's row: nothing is lost, so it asks nothing (domain §2). */
import { Button } from '@mantine/core';
import { useApi } from '../../app/api.js';
import { useWriteFeedback } from '../../components/queuedFeedback.js';
import { useT } from '../../i18n/i18n.js';
import { useMayCall } from '../../components/access.js';
import type { ProviderDoc } from '../../components/documents/read.js';

export function EnableProviderButton({ provider }: { provider: ProviderDoc }) {
  const t = useT();
  const api = useApi();
  const feedback = useWriteFeedback();
  if (!useMayCall('provider.enable')) return null;
  return (
    <Button
      size="xs"
      variant="light"
      color="teal"
      aria-label={t('providers.enable', { name: provider.name })}
      onClick={() => void feedback.run(() => api.provider.enable({ id: provider._id }), { action: t('write.provider.enable'), done: t('providers.enabled') })}
    >
      {t('common.enable')}
    </Button>
  );
}
