/** Opening a current account (with a carried-over balance) and registering a payment on it. */
import { Alert, Button, Group, Modal, SegmentedControl, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { PAYMENT_METHODS, type PaymentMethod } from '../../../src-shared/constants/money-flows.js';
import { useApi } from '../../app/api.js';
import { MoneyInput } from '../../components/MoneyInput.js';
import { useI18n } from '../../i18n/i18n.js';
import { useSaveForm } from '../../components/useSaveForm.js';

/** DEFAULT is the cash book's own marker; people pay in cash or by bank. */
const PAYABLE = PAYMENT_METHODS.filter((m): m is Exclude<PaymentMethod, 'DEFAULT'> => m !== 'DEFAULT');

interface Props {
  customer: string;
  opened: boolean;
  onClose: () => void;
}

export function OpenAccountModal({ customer, opened, onClose }: Props) {
  const { t } = useI18n();
  const api = useApi();
  const [balance, setBalance] = useState<number | ''>('');
  const form = useSaveForm();
  const submit = async () => {
    if (await form.run(() => api.account.create({ customer, balance: balance === '' ? 0 : balance }), { action: t('write.account.open'), done: t('customers.account.opened') })) onClose();
  };
  return (
    <Modal opened={opened} onClose={onClose} title={t('customers.account.open')}>
      <Stack>
        <Text size="sm">{t('customers.account.openHint')}</Text>
        <MoneyInput
          label={t('customers.account.openingBalance')}
          description={t('customers.account.openingBalanceHint')}
          value={balance}
          onChange={setBalance}
          allowNegative
          error={form.errors.balance}
        />
        {form.failure && <Alert color="red">{form.failure}</Alert>}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button loading={form.saving} onClick={() => void submit()}>
            {t('customers.account.open')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

export function PaymentModal({ customer, opened, onClose }: Props) {
  const { t } = useI18n();
  const api = useApi();
  const [amount, setAmount] = useState<number | ''>('');
  const [method, setMethod] = useState<PaymentMethod>('CASH');
  const form = useSaveForm();
  const submit = async () => {
    if (await form.run(() => api.account.pay({ customer, amount: Number(amount), paymentMethod: method }), { action: t('write.account.pay'), done: t('customers.payment.saved') })) onClose();
  };
  return (
    <Modal opened={opened} onClose={onClose} title={t('customers.payment.title')}>
      <Stack>
        <MoneyInput label={t('customers.payment.amount')} withAsterisk value={amount} onChange={setAmount} error={form.errors.amount} data-autofocus />
        <div>
          <Text size="sm" fw={500} mb={4}>
            {t('customers.payment.method')}
          </Text>
          <SegmentedControl value={method} onChange={(v) => setMethod(v as PaymentMethod)} data={PAYABLE.map((m) => ({ value: m, label: t(`customers.payment.method.${m}`) }))} />
        </div>
        <Text size="sm" c="dimmed">
          {t('customers.payment.hint')}
        </Text>
        {form.failure && <Alert color="red">{form.failure}</Alert>}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button loading={form.saving} onClick={() => void submit()}>
            {t('customers.payment.submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
