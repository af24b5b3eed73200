/**
 * What an inventory count changes (domain §6), for a dry run and for an applied audit: the stock
 * records it writes, and apart every price or margin it changes, each under its own title.
 */
import { Stack, Text } from '@mantine/core';
import { useT } from '../../i18n/i18n.js';
import { priceRows, stockRows, type DifferenceRow } from './countRows.js';
import { PriceChangesTable } from './PriceChangesTable.js';
import { StockChangesTable } from './StockChangesTable.js';

export function CountChanges({ differences, testPrefix, compact = false }: { differences: readonly DifferenceRow[]; testPrefix: string; compact?: boolean }) {
  const t = useT();
  const stock = stockRows(differences);
  const prices = priceRows(differences);
  return (
    <Stack gap="sm">
      <Stack gap={4}>
        <Text fw={600} size="sm">
          {t('audits.stock.title', { count: stock.length })}
        </Text>
        <StockChangesTable rows={stock} testId={`${testPrefix}-stock`} compact={compact} />
      </Stack>
      <Stack gap={4}>
        <Text fw={600} size="sm">
          {t('audits.prices.title', { count: prices.length })}
        </Text>
        <PriceChangesTable rows={prices} testId={`${testPrefix}-prices`} />
      </Stack>
    </Stack>
  );
}
