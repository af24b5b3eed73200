/**
 * The transactions an audit covers, a page at a time as the server pages them
 * (`transactionsPage`, `transactionsLimit`): what each is, its number when the replica holds it,
 * and its amount (for stock records, the quantity counted in or out).
 */
import { Group, Pagination, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useI18n } from '../../i18n/i18n.js';
import type { AuditDoc } from './documents.js';
import type { AuditListQuery } from './kinds.js';
import { TransactionAmount, TransactionRef, transactionKind } from './TransactionRef.js';
import { useAuditList } from './useAuditList.js';

export function AuditTransactions({ audit, listQuery }: { audit: AuditDoc; listQuery: AuditListQuery }) {
  const { t, dateTime } = useI18n();
  const [txPage, setTxPage] = useState(1);
  const { data } = useAuditList(audit.kind, { ...listQuery, transactionsPage: txPage });
  const transactions = data?.docs.find((a) => a._id === audit._id)?.transactions ?? audit.transactions;
  return (
    <Stack gap={4}>
      <Text fw={600}>{t('audits.transactions.title', { count: transactions.total })}</Text>
      {transactions.total === 0 ? (
        <Text size="sm" c="dimmed">
          {t('audits.transactions.none')}
        </Text>
      ) : (
        <Table verticalSpacing={4} data-testid="audit-transactions">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('audits.transactions.at')}</Table.Th>
              <Table.Th>{t('audits.transactions.kind')}</Table.Th>
              <Table.Th>{t('audits.transactions.ref')}</Table.Th>
              <Table.Th ta="right">{t('audits.transactions.amount')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {transactions.docs.map((tx) => (
              <Table.Tr key={`${tx.collection}-${tx.id}`}>
                <Table.Td>{dateTime(tx.at)}</Table.Td>
                <Table.Td>{t(`audits.collection.${transactionKind(tx.collection)}`)}</Table.Td>
                <Table.Td>
                  <TransactionRef tx={tx} />
                </Table.Td>
                <Table.Td ta="right">
                  <TransactionAmount tx={tx} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {transactions.pages > 1 && (
        <Group justify="flex-end">
          <Pagination total={transactions.pages} value={txPage} onChange={setTxPage} size="sm" />
        </Group>
      )}
    </Stack>
  );
}
