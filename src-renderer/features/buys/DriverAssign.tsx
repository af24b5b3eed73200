/** Who picks a buy up (domain §7): only buys with a withdrawal ride on a driver's roadmap. */
import { Button, Group } from '@mantine/core';
import { useState } from 'react';
import { useApi } from '../../app/api.js';
import { useWriteFeedback } from '../../components/queuedFeedback.js';
import { useT } from '../../i18n/i18n.js';
import { DriverSelect } from '../../components/pickers/DriverSelect.js';
import type { BuyDoc } from '../../components/documents/read.js';

export function DriverAssign({ buy }: { buy: BuyDoc }) {
  const t = useT();
  const api = useApi();
  const feedback = useWriteFeedback();
  const [driver, setDriver] = useState<string | null>(buy.driver ?? null);
  const [busy, setBusy] = useState(false);
  const assign = async () => {
    if (!driver) return;
    setBusy(true);
    await feedback.run(() => api.buy.driver({ id: buy._id, driver }), { action: t('write.buy.driver'), done: t('buys.driver.assigned') });
    setBusy(false);
  };
  return (
    <Group align="flex-end" gap="xs">
      <DriverSelect value={driver} onChange={setDriver} />
      <Button variant="light" onClick={() => void assign()} loading={busy} disabled={!driver || driver === buy.driver}>
        {t('buys.driver.assign')}
      </Button>
    </Group>
  );
}
