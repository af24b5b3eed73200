/**
 * A garage (spec §5: name required; an address, when given, needs street, city and province).
 * The default garage cannot be disabled: stock without a garage lands there.
 */
import { Alert, Checkbox, Group, Stack, TextInput } from '@mantine/core';
import { useApi } from '../../../app/api.js';
import { useT } from '../../../i18n/i18n.js';
import { orNull } from '../../../components/forms/textField.js';
import { ConfirmButton } from '../reference/ConfirmButton.js';
import { FormShell } from '../reference/FormShell.js';
import type { RecordFormProps } from '../reference/ReferenceTab.js';
import { useDraft } from '../reference/useDraft.js';
import { useSaveForm } from '../../../components/useSaveForm.js';
import type { GarageDoc } from '../../../components/documents/read.js';

interface GarageDraft {
  name: string;
  phone: string;
  street: string;
  city: string;
  province: string;
  /** Whether it keeps stock; a point of sale may hold only cash. */
  inventory: boolean;
}

const draftOf = (g: GarageDoc | null): GarageDraft => ({
  name: g?.name ?? '',
  phone: g?.phone ?? '',
  street: g?.address?.street ?? '',
  city: g?.address?.city ?? '',
  province: g?.address?.province ?? '',
  inventory: g?.inventory !== false,
});

/** No address line typed: no address; any typed: the three are sent, so a missing one is named. */
function garageBody(d: GarageDraft) {
  const lines = { street: d.street, city: d.city, province: d.province };
  const address = Object.values(lines).some((line) => line.trim() !== '') ? lines : null;
  return { name: d.name, phone: orNull(d.phone), address, inventory: d.inventory };
}

export function GarageForm({ doc: garage, onDone }: RecordFormProps<GarageDoc>) {
  const t = useT();
  const api = useApi();
  const form = useSaveForm();
  const { draft, text, check } = useDraft(() => draftOf(garage), form);
  const save = async () => {
    const body = garageBody(draft);
    const ok = garage
      ? await form.run(() => api.garage.update({ id: garage._id, ...body }), { action: t('write.record.update', { name: draft.name }), done: t('admin.garages.saved') })
      : await form.run(() => api.garage.create(body), { action: t('write.record.create', { name: draft.name }), done: t('admin.garages.created') });
    if (ok) onDone();
  };
  const enabled = garage?.status !== false;
  const actions =
    garage &&
    (enabled ? (
      !garage.isDefault && (
        <ConfirmButton
          label={t('common.disable')}
          confirm={{ title: t('admin.garages.disable.title', { name: garage.name }), body: t('admin.garages.disable.body') }}
          run={() => api.garage.disable({ id: garage._id })}
          success={t('admin.garages.disabled')}
          onDone={onDone}
        />
      )
    ) : (
      <ConfirmButton label={t('common.enable')} color="teal" run={() => api.garage.enable({ id: garage._id })} success={t('admin.garages.enabled')} onDone={onDone} />
    ));
  return (
    <FormShell onSave={save} saving={form.saving} failure={form.failure} actions={actions}>
      {garage?.isDefault && <Alert color="blue">{t('admin.garages.defaultHint')}</Alert>}
      <TextInput label={t('admin.field.name')} required data-autofocus={!garage || undefined} {...text('name')} />
      <TextInput label={t('admin.field.phone')} {...text('phone')} />
      <Stack gap={4}>
        <TextInput label={t('admin.field.street')} description={t('admin.garages.addressHint')} {...text('street', 'address.street')} />
        <Group grow align="flex-start">
          <TextInput label={t('admin.field.city')} {...text('city', 'address.city')} />
          <TextInput label={t('admin.field.province')} {...text('province', 'address.province')} />
        </Group>
      </Stack>
      {/* The default garage always keeps stock: stock without a garage lands there. */}
      <Checkbox label={t('admin.garages.inventory')} description={t('admin.garages.inventoryHint')} disabled={garage?.isDefault === true} {...check('inventory')} />
    </FormShell>
  );
}
