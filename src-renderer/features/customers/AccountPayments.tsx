/**
 * The latest payments on the customer's account, newest first, each with its receipt (recibo) to
 * print once the server has numbered it. The movements come from the desk's replica.
 */
import { Stack, Table, Text } from '@mantine/core';
import { useApi, useIpcQuery } from '../../app/api.js';
import { isPendingSync } from '../../components/PendingSync.js';
import { useI18n } from '../../i18n/i18n.js';
import { PrintButton } from '../../components/printing/PrintButton.js';

/** Enough to reprint a recent receipt; older ones are in the account's history. */
const SHOWN = 5;

export function AccountPayments({ account }: { account: string }) {
  const { t, money, date } = useI18n();
  const api = useApi();
  const { data } = useIpcQuery(['accountMovements'], ['payments', account], () => api.accountMovement.list({ account, kind: 'payment', limit: SHOWN }));
  const payments = data?.docs ?? [];
  if (payments.length === 0) return null;
  return (
    <Stack gap={4} data-testid="account-payments">
      <Text size="sm" fw={600}>
        {t('customers.payments')}
      </Text>
      <Table fz="sm" verticalSpacing={4}>
        <Table.Tbody>
          {payments.map((p) => {
            const waiting = typeof p.number !== 'number' || isPendingSync(p);
            return (
              <Table.Tr key={p._id}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{date(p.createdAt)}</Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                  {money(Math.abs(p.delta))}
                </Table.Td>
                <Table.Td>
                  <PrintButton kind="payment" id={p._id} label={t('customers.payments.receipt')} size="xs" variant="subtle" disabledReason={waiting ? t('customers.payments.waitSync') : null} />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
