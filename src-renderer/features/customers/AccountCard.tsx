/**
 * The customer's current account (domain §6): open one, see the balance (positive: the customer
 * owes; negative, in red: the business owes the customer), register a payment and print its
 * receipt, correct the balance with a reason (kept in the account's history), or close it. Roles that cannot read accounts do not see the card.
 */
import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useApi, useIpcQuery } from '../../app/api.js';
import { confirmAction } from '../../components/confirm.js';
import { useWriteFeedback } from '../../components/queuedFeedback.js';
import { useI18n } from '../../i18n/i18n.js';
import { useMay } from '../../components/access.js';
import { HistorySection } from '../../components/HistorySection.js';
import { isPendingSync } from '../../components/PendingSync.js';
import { CorrectBalanceModal } from './AccountCorrection.js';
import { OpenAccountModal, PaymentModal } from './AccountModals.js';
import { AccountPayments } from './AccountPayments.js';

export function AccountCard({ customer, customerName }: { customer: string; customerName: string }) {
  const { t, money, date } = useI18n();
  const api = useApi();
  const feedback = useWriteFeedback();
  const may = useMay();
  const [opening, setOpening] = useState(false);
  const [paying, setPaying] = useState(false);
  const [correcting, setCorrecting] = useState(false);
  const readable = may('account.list');
  const { data } = useIpcQuery(['accounts'], ['of', customer], () => api.account.list({ customer }), { enabled: readable });
  const account = (data?.docs ?? []).find((a) => a.status !== false);
  const pending = isPendingSync(account);
  if (!readable) return null;

  const close = async () => {
    if (!account) return;
    if (!(await confirmAction(t, t('customers.account.close'), t('customers.account.closeBody', { customer: customerName }), true))) return;
    await feedback.run(() => api.account.disable({ id: account._id }), { action: t('write.account.close'), done: t('customers.account.closed') });
  };

  return (
    <Card withBorder>
      <Text fw={600} mb="xs">
        {t('customers.account')}
      </Text>
      {!account ? (
        <Stack gap="xs">
          <Text size="sm" c="dimmed">
            {t('customers.account.none')}
          </Text>
          {may('account.create') && (
            <Group>
              <Button variant="light" onClick={() => setOpening(true)}>
                {t('customers.account.open')}
              </Button>
            </Group>
          )}
        </Stack>
      ) : (
        <Stack gap="xs">
          <Group justify="space-between">
            <Text size="sm">{t('customers.account.balance')}</Text>
            <Text fw={700} size="lg" c={account.balance < 0 ? 'red' : undefined} data-testid="account-balance">
              {money(account.balance)}
            </Text>
          </Group>
          <Text size="xs" c="dimmed">
            {t('customers.account.since', { number: String(account.number ?? '…'), date: date(account.createdAt) })}
            {pending ? ` · ${t('common.pendingSync')}` : ''}
          </Text>
          <AccountPayments account={account._id} />
          <Group>
            {may('account.pay') && <Button onClick={() => setPaying(true)}>{t('customers.payment.title')}</Button>}
            {may('account.update') && (
              <Button variant="light" onClick={() => setCorrecting(true)}>
                {t('customers.account.correct')}
              </Button>
            )}
            {may('account.disable') && (
              <Button variant="subtle" color="red" onClick={() => void close()}>
                {t('customers.account.close')}
              </Button>
            )}
          </Group>
          {!pending && (
            <div role="region" aria-label={t('customers.account.history')}>
              <HistorySection entity="accounts" id={account._id} />
            </div>
          )}
        </Stack>
      )}
      {account && <CorrectBalanceModal key={`correct-${String(correcting)}`} account={account} opened={correcting} onClose={() => setCorrecting(false)} />}
      <OpenAccountModal key={`open-${String(opening)}`} customer={customer} opened={opening} onClose={() => setOpening(false)} />
      <PaymentModal key={`pay-${String(paying)}`} customer={customer} opened={paying} onClose={() => setPaying(false)} />
    </Card>
  );
}
