/**
 * Changing a buy's pick-up after approval (`PATCH /buy/{id}/withdrawal`): the contract lets a buy
 * still to be received change its withdrawal in any state (`canChangeBuyPickUp`), since it moves no
 * stock; the fee changes the buy's total, shown here before saving with the shared buy totals.
 */
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { getHotkeyHandler } from '@mantine/hooks';
import { IconTruck } from '@tabler/icons-react';
import { useState } from 'react';
import { MAX_LIMIT } from '../../../src-shared/constants/paging.js';
import { computeBuyTotals } from '../../../src-shared/pricing/index.js';
import { buyWithdrawalBody } from '../../../src-shared/schemas/buy.js';
import { useApi, useIpcQuery } from '../../app/api.js';
import { useSaveForm } from '../../components/useSaveForm.js';
import { useI18n } from '../../i18n/i18n.js';
import { draftFromBuy, type DraftWithdrawal } from './draft.js';
import { checkForm } from '../../components/forms/checkForm.js';
import { WithdrawalFields } from './WithdrawalFields.js';
import type { BuyDoc } from '../../components/documents/read.js';

export function WithdrawalChange({ buy }: { buy: BuyDoc }) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="light" size="xs" leftSection={<IconTruck size={14} />} onClick={() => setOpen(true)}>
        {t('buys.withdrawal.change')}
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title={t('buys.withdrawal.changeTitle', { number: buy.number ?? '' })}>
        {open && <WithdrawalForm buy={buy} onDone={() => setOpen(false)} />}
      </Modal>
    </>
  );
}

function WithdrawalForm({ buy, onDone }: { buy: BuyDoc; onDone: () => void }) {
  const { t, money } = useI18n();
  const api = useApi();
  const options = useIpcQuery(['withdrawals'], ['enabled'], () => api.withdrawal.list({ status: true, limit: MAX_LIMIT }));
  const withdrawals = options.data?.docs ?? [];
  const [value, setValue] = useState<DraftWithdrawal>(() => draftFromBuy(buy, new Map()).withdrawal);
  const form = useSaveForm();
  const { errors, failure, saving } = form;
  const fee = withdrawals.find((w) => w._id === value._id)?.fee ?? 0;
  const cart = { items: (buy.cart?.items ?? []).map((i) => ({ price: i.price ?? 0 })), total: buy.cart?.total ?? 0 };
  const totals = computeBuyTotals({ cart, withdrawal: { charged: value._id !== null && value.charged, fee } });

  const save = async () => {
    const body = { _id: value._id, date: value._id === null ? null : value.date, charged: value._id !== null && value.charged };
    const check = checkForm(buyWithdrawalBody, body, t);
    // The form's fields are named as the buy names them (`withdrawal.date`).
    const fieldPath = (path: string) => `withdrawal.${path}`;
    if (!check.ok) return form.invalid(Object.fromEntries(Object.entries(check.errors).map(([path, message]) => [fieldPath(path), message])));
    if (await form.run(() => api.buy.withdrawal({ id: buy._id, ...check.value }), { action: t('write.buy.withdrawal'), done: t('buys.withdrawal.saved') }, { fieldPath })) onDone();
  };

  return (
    <Stack onKeyDown={getHotkeyHandler([['mod+S', () => void save()]])}>
      <Text size="sm" c="dimmed">
        {t('buys.withdrawal.changeHint')}
      </Text>
      <WithdrawalFields value={value} options={withdrawals} onChange={setValue} errors={errors} />
      <Group justify="space-between">
        <Text size="sm">{t('buys.totals.total')}</Text>
        <Text fw={700} data-testid="withdrawal-new-total">
          {money(totals.total)}
        </Text>
      </Group>
      {failure && <Alert color="red">{failure}</Alert>}
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone}>
          {t('common.cancel')}
        </Button>
        <Button onClick={() => void save()} loading={saving}>
          {t('common.save')} (Ctrl+S)
        </Button>
      </Group>
    </Stack>
  );
}
