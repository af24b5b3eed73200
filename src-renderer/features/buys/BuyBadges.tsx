/** How a buy's situation reads at a glance: its state as users say it, goods received, waiting to sync. */
import { Badge, Group } from '@mantine/core';
import { IconPackageImport } from '@tabler/icons-react';
import type { BuyState } from '../../../src-shared/constants/buys.js';
import { PendingSyncBadge } from '../../components/PendingSync.js';
import type { MessageKey } from '../../i18n/catalog.js';
import { useT } from '../../i18n/i18n.js';
import { buyState } from '../../components/documents/purchasing.js';
import type { BuyDoc } from '../../components/documents/read.js';

export const BUY_STATE_LABEL: Readonly<Record<BuyState, MessageKey>> = {
  'A APROBAR': 'buys.state.toApprove',
  APROBADA: 'buys.state.approved',
  CANCELADA: 'buys.state.cancelled',
};

const STATE_COLOR: Readonly<Record<BuyState, string>> = { 'A APROBAR': 'yellow', APROBADA: 'teal', CANCELADA: 'gray' };

export function BuyStateBadge({ state }: { state: BuyState }) {
  const t = useT();
  return (
    <Badge color={STATE_COLOR[state]} variant="light" data-testid="buy-state">
      {t(BUY_STATE_LABEL[state])}
    </Badge>
  );
}

export function ReceivedBadge() {
  const t = useT();
  return (
    <Badge color="green" variant="filled" leftSection={<IconPackageImport size={12} />} data-testid="buy-received">
      {t('buys.received')}
    </Badge>
  );
}

export function BuyBadges({ buy }: { buy: BuyDoc }) {
  const t = useT();
  return (
    <Group gap={6} wrap="nowrap">
      <BuyStateBadge state={buyState(buy)} />
      {buy.committed && <ReceivedBadge />}
      {/* A budget (no invoice) is told apart wherever the buy is shown, not only in its editor. */}
      {buy.isBudget && (
        <Badge color="gray" variant="outline" data-testid="buy-budget">
          {t('buys.budget')}
        </Badge>
      )}
      <PendingSyncBadge doc={buy} />
    </Group>
  );
}
