/**
 * A withdrawal option (spec §3 Withdrawal, domain §7): a pick-up from a provider with the fee a buy
 * that picks it is charged (always stated, 0 when free) and what it costs the company.
 */
import { Checkbox, Group, SimpleGrid, TextInput } from '@mantine/core';
import { useApi } from '../../../app/api.js';
import { useT } from '../../../i18n/i18n.js';
import { ConfirmButton } from '../reference/ConfirmButton.js';
import { FormShell } from '../reference/FormShell.js';
import { MoneyInput } from '../../../components/MoneyInput.js';
import type { RecordFormProps } from '../reference/ReferenceTab.js';
import { given, useDraft } from '../reference/useDraft.js';
import { useSaveForm } from '../../../components/useSaveForm.js';
import type { WithdrawalDoc } from '../../../components/documents/read.js';

interface WithdrawalDraft {
  name: string;
  fee: number | '';
  internPrice: number | '';
  isOwnLogistic: boolean;
  shortage: boolean;
}

const draftOf = (w: WithdrawalDoc | null): WithdrawalDraft => ({
  name: w?.name ?? '',
  fee: w?.fee ?? 0,
  internPrice: w?.internPrice ?? 0,
  isOwnLogistic: w?.isOwnLogistic ?? false,
  shortage: w?.shortage ?? false,
});

const withdrawalBody = (d: WithdrawalDraft) => ({ name: d.name, fee: given(d.fee), internPrice: given(d.internPrice), isOwnLogistic: d.isOwnLogistic, shortage: d.shortage });

export function WithdrawalForm({ doc: withdrawal, onDone }: RecordFormProps<WithdrawalDoc>) {
  const t = useT();
  const api = useApi();
  const form = useSaveForm();
  const { text, money, check, draft } = useDraft(() => draftOf(withdrawal), form);
  const save = async () => {
    const body = withdrawalBody(draft);
    // A fee left blank goes as absent, so the contract's "fee is required" shows under it.
    const ok = withdrawal
      ? await form.run(() => api.withdrawal.update({ id: withdrawal._id, ...body }), { action: t('write.record.update', { name: draft.name }), done: t('admin.withdrawals.saved') })
      : await form.run(() => api.withdrawal.create({ ...body, fee: body.fee as number }), { action: t('write.record.create', { name: draft.name }), done: t('admin.withdrawals.created') });
    if (ok) onDone();
  };
  const actions = withdrawal && withdrawal.status !== false && (
    <ConfirmButton
      label={t('admin.remove')}
      confirm={{ title: t('admin.withdrawals.remove.title', { name: withdrawal.name }), body: t('admin.withdrawals.remove.body') }}
      run={() => api.withdrawal.remove({ id: withdrawal._id })}
      success={t('admin.withdrawals.removed')}
      onDone={onDone}
    />
  );
  return (
    <FormShell onSave={save} saving={form.saving} failure={form.failure} actions={actions}>
      <TextInput label={t('admin.field.name')} required data-autofocus={!withdrawal || undefined} {...text('name')} />
      <SimpleGrid cols={2}>
        <MoneyInput label={t('admin.withdrawals.fee')} description={t('admin.withdrawals.feeHint')} {...money('fee')} />
        <MoneyInput label={t('admin.withdrawals.internPrice')} {...money('internPrice')} />
      </SimpleGrid>
      <Group>
        <Checkbox label={t('admin.withdrawals.isOwnLogistic')} {...check('isOwnLogistic')} />
        <Checkbox label={t('admin.withdrawals.shortage')} description={t('admin.withdrawals.shortageHint')} {...check('shortage')} />
      </Group>
    </FormShell>
  );
}
