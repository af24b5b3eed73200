/** Opening a current account (with a carried-over balance) and registering a payment on it. */
import { Button, Group, Modal, SegmentedControl, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { PAYMENT_METHODS, type PaymentMethod } from '../../../src-shared/constants/money-flows.js';
import { useApi } from '../../app/api.js';
import { MoneyInput } from '../../components/MoneyInput.js';
import { notifySaved } from '../../components/notify.js';
import { useI18n } from '../../i18n/i18n.js';
import { reportFormError } from '../../components/forms/formErrors.js';

/** DEFAULT is the cash book's own marker; people pay in cash or by bank. */
const PAYABLE = PAYMENT_METHODS.filter((m): m is Exclude<PaymentMethod, 'DEFAULT'> => m !== 'DEFAULT');

interface Props {
  customer: string;
  opened: boolean;
  onClose: () => void;
}

function useSubmit(onClose: () => void, success: string) {
  const { t } = useI18n();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const run = async (write: () => Promise<unknown>) => {
    setErrors({});
    setBusy(true);
    try {
      await write();
      notifySaved(success);
      onClose();
    } catch (error) {
      setErrors(reportFormError(error, t, (path) => path === 'amount' || path === 'balance'));
    } finally {
      setBusy(false);
    }
  };
  return { errors, busy, run };
}

export function OpenAccountModal({ customer, opened, onClose }: Props) {
  const { t } = useI18n();
  const api = useApi();
  const [balance, setBalance] = useState<number | ''>('');
  const { errors, busy, run } = useSubmit(onClose, t('customers.account.opened'));
  const submit = () => run(() => api.accounts.create({ customer, balance: balance === '' ? 0 : balance }));
  return (
    <Modal opened={opened} onClose={onClose} title={t('customers.account.open')}>
      <Stack>
        <Text size="sm">{t('customers.account.openHint')}</Text>
        <MoneyInput label={t('customers.account.openingBalance')} description={t('customers.account.openingBalanceHint')} value={balance} onChange={setBalance} allowNegative error={errors.balance} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button loading={busy} onClick={() => void submit()}>
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
  const { errors, busy, run } = useSubmit(onClose, t('customers.payment.saved'));
  const submit = () => run(() => api.accounts.pay({ customer, amount: Number(amount), paymentMethod: method }));
  return (
    <Modal opened={opened} onClose={onClose} title={t('customers.payment.title')}>
      <Stack>
        <MoneyInput label={t('customers.payment.amount')} withAsterisk value={amount} onChange={setAmount} error={errors.amount} data-autofocus />
        <div>
          <Text size="sm" fw={500} mb={4}>
            {t('customers.payment.method')}
          </Text>
          <SegmentedControl value={method} onChange={(v) => setMethod(v as PaymentMethod)} data={PAYABLE.map((m) => ({ value: m, label: t(`customers.payment.method.${m}`) }))} />
        </div>
        <Text size="sm" c="dimmed">
          {t('customers.payment.hint')}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button loading={busy} onClick={() => void submit()}>
            {t('customers.payment.submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
