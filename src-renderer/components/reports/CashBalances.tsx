/**
 * The cash held per garage and payment method (`GET /statistics/cash-balances`, domain §6):
 * Σ INGRESS − Σ EGRESS of active entries. The server computes it over the whole cash book, so it
 * is read from the server and refreshed whenever the replica changes.
 */
import { Alert, Button, Card, Group, Loader, Stack, Table, Text } from '@mantine/core';
import { PAYMENT_METHODS } from '../../../src-shared/constants/money-flows.js';
import { useApi, useIpcQuery } from '../../app/api.js';
import { EmptyState } from '../EmptyState.js';
import { ExportButton } from '../ExportButton.js';
import type { ExportableColumn } from '../exportColumns.js';
import { errorMessage } from '../errors.js';
import { useI18n } from '../../i18n/i18n.js';
import type { MethodFigures } from '../documents/cashflow.js';

function Figure({ value, testId, strong = false }: { value: number; testId?: string; strong?: boolean }) {
  const { money } = useI18n();
  return (
    <Text size="sm" fw={strong ? 700 : 400} c={value < 0 ? 'red' : undefined} ta="right" data-testid={testId} style={{ fontVariantNumeric: 'tabular-nums' }}>
      {money(value)}
    </Text>
  );
}

export function CashBalances() {
  const { t, money } = useI18n();
  const api = useApi();
  const { data, error, isLoading, refetch } = useIpcQuery(['*'], ['statistics', 'cashBalances'], () => api.statistics.cashBalances({}));
  const inOut = (f: MethodFigures) => t('money.balances.inOut', { ingress: money(f.ingress), egress: money(f.egress) });
  if (isLoading) return <Loader />;
  if (error || !data) {
    return (
      <Alert color="yellow" title={t('money.balances.unavailable')}>
        <Text size="sm">{errorMessage(error, t)}</Text>
        <Button mt="sm" size="xs" variant="light" onClick={() => void refetch()}>
          {t('common.retry')}
        </Button>
      </Alert>
    );
  }
  if (data.garages.length === 0) return <EmptyState title={t('money.balances.emptyTitle')} hint={t('money.balances.emptyHint')} />;
  // The table's columns, for its export (the read's `garages` rows; the footer's totals are the spreadsheet's to add).
  const columns: ExportableColumn[] = [
    { header: t('money.garage'), exportAs: { kind: 'text', field: 'garage.name', empty: t('money.balances.noGarage') } },
    ...PAYMENT_METHODS.map((m) => ({ header: t(`money.method.${m}`), exportAs: { kind: 'money' as const, field: `methods.${m}.balance` } })),
    { header: t('common.total'), exportAs: { kind: 'money', field: 'balance' } },
  ];
  return (
    <Stack gap="xs">
      <Group justify="flex-end">
        <ExportButton source={{ kind: 'server', call: 'statistics.cashBalances', input: {}, rows: 'garages' }} columns={columns} title={t('money.tab.balances')} total={data.garages.length} />
      </Group>
      <Card withBorder p={0}>
        <Table striped highlightOnHover data-testid="cash-balances">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('money.garage')}</Table.Th>
              {PAYMENT_METHODS.map((m) => (
                <Table.Th key={m} ta="right">
                  {t(`money.method.${m}`)}
                </Table.Th>
              ))}
              <Table.Th ta="right">{t('common.total')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.garages.map((row) => {
              const name = row.garage ? (row.garage.name ?? t('money.balances.unlisted')) : t('money.balances.noGarage');
              return (
                <Table.Tr key={row.garage?._id ?? 'none'} data-garage={name}>
                  <Table.Td>{name}</Table.Td>
                  {PAYMENT_METHODS.map((m) => (
                    <Table.Td key={m} title={inOut(row.methods[m])}>
                      <Figure value={row.methods[m].balance} testId={`balance-${m}`} />
                    </Table.Td>
                  ))}
                  <Table.Td>
                    <Figure value={row.balance} testId="balance-total" strong />
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr data-garage="total">
              <Table.Th>{t('money.balances.allGarages')}</Table.Th>
              {PAYMENT_METHODS.map((m) => (
                <Table.Td key={m} title={inOut(data.methods[m])}>
                  <Figure value={data.methods[m].balance} testId={`balance-${m}`} strong />
                </Table.Td>
              ))}
              <Table.Td>
                <Figure value={data.balance} testId="balance-total" strong />
              </Table.Td>
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </Card>
    </Stack>
  );
}
