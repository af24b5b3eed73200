/**
 * A delivery option (spec §3, §5, domain §7): what the customer and the partner pay and what it
 * costs the company, whether the partner contributes, who may pick it and for which customers.
 * An order copies these prices when it picks the option; nothing is priced here.
 */
import { Checkbox, Group, MultiSelect, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { type Role, ROLES } from '../../../../src-shared/constants/roles.js';
import { useApi } from '../../../app/api.js';
import { useT } from '../../../i18n/i18n.js';
import { orNull } from '../../../components/forms/textField.js';
import { ConfirmButton } from '../reference/ConfirmButton.js';
import { FormShell } from '../reference/FormShell.js';
import { MoneyInput } from '../../../components/MoneyInput.js';
import type { RecordFormProps } from '../reference/ReferenceTab.js';
import { given, useDraft } from '../reference/useDraft.js';
import { useSaveForm } from '../../../components/useSaveForm.js';
import type { DeliveryDoc } from '../../../components/documents/read.js';

interface DeliveryDraft {
  name: string;
  customerPrice: number | '';
  partnerPrice: number | '';
  internPrice: number | '';
  contributes: boolean;
  isWholesaler: boolean;
  isRetailer: boolean;
  isOwnLogistic: boolean;
  roles: Role[];
  message: string;
}

const draftOf = (d: DeliveryDoc | null): DeliveryDraft => ({
  name: d?.name ?? '',
  customerPrice: d?.customerPrice ?? 0,
  partnerPrice: d?.partnerPrice ?? 0,
  internPrice: d?.internPrice ?? 0,
  contributes: d?.contributes ?? false,
  isWholesaler: d?.isWholesaler ?? false,
  isRetailer: d?.isRetailer ?? false,
  isOwnLogistic: d?.isOwnLogistic ?? false,
  roles: (d?.roles ?? []).filter((r): r is Role => (ROLES as readonly string[]).includes(r)),
  message: d?.message ?? '',
});

/** Every field is restated: an update must carry the three figures that price orders (spec §5). */
function deliveryBody(d: DeliveryDraft) {
  return {
    name: d.name,
    customerPrice: given(d.customerPrice),
    partnerPrice: given(d.partnerPrice),
    internPrice: given(d.internPrice),
    contributes: d.contributes,
    isWholesaler: d.isWholesaler,
    isRetailer: d.isRetailer,
    isOwnLogistic: d.isOwnLogistic,
    roles: d.roles,
    message: orNull(d.message),
  };
}

export function DeliveryForm({ doc: delivery, onDone }: RecordFormProps<DeliveryDoc>) {
  const t = useT();
  const api = useApi();
  const form = useSaveForm();
  const { draft, set, text, money, check } = useDraft(() => draftOf(delivery), form);
  const save = async () => {
    const body = deliveryBody(draft);
    // A price left blank goes as absent, so the contract's "is required" shows under it.
    const restated = body as typeof body & { customerPrice: number; partnerPrice: number };
    const ok = delivery
      ? await form.run(() => api.delivery.update({ id: delivery._id, ...restated }), { action: t('write.record.update', { name: draft.name }), done: t('admin.deliveries.saved') })
      : await form.run(() => api.delivery.create(body), { action: t('write.record.create', { name: draft.name }), done: t('admin.deliveries.created') });
    if (ok) onDone();
  };
  const actions = delivery && delivery.status !== false && (
    <ConfirmButton
      label={t('admin.remove')}
      confirm={{ title: t('admin.deliveries.remove.title', { name: delivery.name }), body: t('admin.deliveries.remove.body') }}
      run={() => api.delivery.remove({ id: delivery._id })}
      success={t('admin.deliveries.removed')}
      onDone={onDone}
    />
  );
  return (
    <FormShell onSave={save} saving={form.saving} failure={form.failure} actions={actions}>
      <TextInput label={t('admin.field.name')} required data-autofocus={!delivery || undefined} {...text('name')} />
      <SimpleGrid cols={3}>
        <MoneyInput label={t('admin.deliveries.customerPrice')} {...money('customerPrice')} />
        <MoneyInput label={t('admin.deliveries.partnerPrice')} {...money('partnerPrice')} />
        <MoneyInput label={t('admin.deliveries.internPrice')} {...money('internPrice')} />
      </SimpleGrid>
      <Checkbox label={t('admin.deliveries.contributes')} description={t('admin.deliveries.contributesHint')} {...check('contributes')} />
      <Group>
        <Checkbox label={t('admin.deliveries.isRetailer')} {...check('isRetailer')} />
        <Checkbox label={t('admin.deliveries.isWholesaler')} {...check('isWholesaler')} />
        <Checkbox label={t('admin.deliveries.isOwnLogistic')} {...check('isOwnLogistic')} />
      </Group>
      <MultiSelect
        label={t('admin.deliveries.roles')}
        description={t('admin.deliveries.rolesHint')}
        data={ROLES.map((r) => ({ value: r, label: t(`user.role.${r}`) }))}
        value={draft.roles}
        onChange={(roles) => set({ roles: roles as Role[] })}
        error={form.errors.roles}
        clearable
      />
      <Textarea label={t('admin.deliveries.message')} description={t('admin.deliveries.messageHint')} autosize minRows={2} {...text('message')} />
    </FormShell>
  );
}
