/**
 * Correcting a current account's balance by hand (`PATCH /account/{id}`): the right balance and,
 * always, why — the reason stays on the correction and in the account's history. Enter saves.
 */
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { accountCorrectionBody, CORRECTION_REASON_MAX } from '../../../src-shared/schemas/account.js';
import { useApi } from '../../app/api.js';
import { MoneyInput } from '../../components/MoneyInput.js';
import { useI18n } from '../../i18n/i18n.js';
import { checkForm } from '../../components/forms/checkForm.js';
import { useSaveForm } from '../../components/useSaveForm.js';
import { LimitedTextarea } from '../../components/forms/LimitedText.js';

interface Props {
  account: { _id: string; balance: number };
  opened: boolean;
  onClose: () => void;
}

export function CorrectBalanceModal({ account, opened, onClose }: Props) {
  const { t, money } = useI18n();
  const api = useApi();
  const [balance, setBalance] = useState<number | ''>('');
  const [reason, setReason] = useState('');
  const form = useSaveForm();
  const submit = async () => {
    const checked = checkForm(accountCorrectionBody, { balance: balance === '' ? undefined : balance, reason }, t);
    if (!checked.ok) return form.invalid(checked.errors);
    if (await form.run(() => api.account.update({ id: account._id, ...checked.value }), { action: t('write.account.correct'), done: t('customers.account.corrected') })) onClose();
  };
  return (
    <Modal opened={opened} onClose={onClose} title={t('customers.account.correct')}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Stack>
          <Text size="sm">{t('customers.account.correctHint', { balance: money(account.balance) })}</Text>
          <MoneyInput
            label={t('customers.account.newBalance')}
            description={t('customers.account.balanceSign')}
            value={balance}
            onChange={(value) => {
              setBalance(value);
              form.clear('balance');
            }}
            allowNegative
            withAsterisk
            error={form.errors.balance}
            data-autofocus
          />
          <LimitedTextarea
            label={t('customers.account.reason')}
            max={CORRECTION_REASON_MAX}
            value={reason}
            onChange={(e) => {
              setReason(e.currentTarget.value);
              form.clear('reason');
            }}
            withAsterisk
            autosize
            minRows={2}
            error={form.errors.reason}
          />
          {form.failure && <Alert color="red">{form.failure}</Alert>}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={form.saving}>
              {t('customers.account.correct')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
