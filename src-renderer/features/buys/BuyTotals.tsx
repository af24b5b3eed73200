/**
 * A buy's figures (spec §3 Buy derived): cost = Σ item prices, logistic = the withdrawal fee when
 * charged, total = cart total − logistic; and the provider's minimum purchase beside them.
 */
import { Alert, Card, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { BuyTotals as Totals } from '../../../src-shared/pricing/index.js';
import { useI18n } from '../../i18n/i18n.js';

function Figure({ label, value, testId, strong = false }: { label: string; value: string; testId: string; strong?: boolean }) {
  return (
    <Group justify="space-between">
      <Text size={strong ? 'md' : 'sm'} fw={strong ? 700 : 400}>
        {label}
      </Text>
      <Text size={strong ? 'lg' : 'sm'} fw={strong ? 700 : 500} data-testid={testId}>
        {value}
      </Text>
    </Group>
  );
}

export interface BuyTotalsProps {
  totals: Totals;
  /** The provider's minimum purchase, when it has one. */
  minimum?: number | null | undefined;
  providerName?: string | null | undefined;
  /** Whether the cost is under the minimum: the server's warning on a stored buy, the live figures while editing. */
  underMinimum: boolean;
  /** A stored buy: the warning reports what was saved rather than what saving would do. */
  stored?: boolean;
}

export function BuyTotals({ totals, minimum, providerName, underMinimum, stored = false }: BuyTotalsProps) {
  const { t, money } = useI18n();
  return (
    <Card withBorder>
      <Stack gap={6}>
        <Figure label={t('buys.totals.cost')} value={money(totals.cost)} testId="buy-cost" />
        <Figure label={t('buys.totals.logistic')} value={totals.logistic === 0 ? money(0) : `− ${money(totals.logistic)}`} testId="buy-logistic" />
        <Figure label={t('buys.totals.total')} value={money(totals.total)} testId="buy-total" strong />
        {minimum ? (
          <Text size="xs" c="dimmed">
            {t('buys.minimum', { provider: providerName ?? '', minimum: money(minimum) })}
          </Text>
        ) : null}
        {underMinimum && (
          <Alert color="orange" icon={<IconAlertTriangle size={16} />} p="xs" data-testid="minimum-warning">
            {t(stored ? 'buys.minimum.warningStored' : 'buys.minimum.warning', { minimum: money(minimum ?? 0) })}
          </Alert>
        )}
      </Stack>
    </Card>
  );
}
