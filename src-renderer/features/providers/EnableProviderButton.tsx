/** "Habilitar" on a disabled provider's row: nothing is lost, so it asks nothing (domain §2). */
import { Button } from '@mantine/core';
import { useApi } from '../../app/api.js';
import { withFeedback } from '../../components/notify.js';
import { useT } from '../../i18n/i18n.js';
import { useMayCall } from '../../components/access.js';
import type { ProviderDoc } from '../../components/documents/read.js';

export function EnableProviderButton({ provider }: { provider: ProviderDoc }) {
  const t = useT();
  const api = useApi();
  if (!useMayCall('provider.enable')) return null;
  return (
    <Button
      size="xs"
      variant="light"
      color="teal"
      aria-label={t('providers.enable', { name: provider.name })}
      onClick={() => void withFeedback(() => api.provider.enable({ id: provider._id }), t, t('providers.enabled'))}
    >
      {t('common.enable')}
    </Button>
  );
}
