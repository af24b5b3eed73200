/**
 * Create or edit a customer: name, phone (+54 11 12345678), emails (no top-level-domain check),
 * segment, wholesaler, notes, the address and the fiscal identity the remito prints (CUIT or DNI,
 * IVA condition). The shared schema behind the IPC call judges the input; its per-field messages
 * are shown beside each field.
 */
import { Alert, Button, Group, Select, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { getHotkeyHandler } from '@mantine/hooks';
import { useState } from 'react';
import { CUSTOMER_PHONE_EXAMPLE } from '../../../src-shared/constants/customers.js';
import { IVA_CONDITIONS, TAX_ID_KINDS, formatTaxId, lacksCuit, type IvaCondition, type TaxIdKind } from '../../../src-shared/fiscal.js';
import { useApi } from '../../app/api.js';
import { useT } from '../../i18n/i18n.js';
import { useSaveForm } from '../useSaveForm.js';
import { customerCreateInput, customerUpdateInput, draftOf, EMPTY_CUSTOMER, type CustomerDraft } from './customerDraft.js';
import { CustomerView } from './CustomerView.js';
import { SegmentInput } from './SegmentInput.js';
import type { CustomerDoc } from '../documents/read.js';
import { LimitedTextarea } from '../forms/LimitedText.js';
import { NOTES_MAX } from '../../../src-shared/constants/field-lengths.js';

export interface CustomerFormProps {
  customer?: CustomerDoc;
  /** A new customer's starting draft (one loaded again from a refused create); empty by default. */
  initial?: CustomerDraft | undefined;
  /** Called with the customer's id once the write is queued. */
  onSaved: (id: string) => void;
  onCancel?: () => void;
  /** Shown as text (CustomerView), not as a form. */
  readOnly?: boolean;
}

export function CustomerForm({ customer, initial = EMPTY_CUSTOMER, onSaved, onCancel, readOnly = false }: CustomerFormProps) {
  const t = useT();
  const api = useApi();
  const [draft, setDraft] = useState<CustomerDraft>(customer ? draftOf(customer) : initial);
  const form = useSaveForm();
  const { errors } = form;
  const set = <K extends keyof CustomerDraft>(key: K, value: CustomerDraft[K]) => {
    setDraft((d) => ({ ...d, [key]: value }));
    form.clear(key);
  };
  const setLine = (key: keyof CustomerDraft['address'], value: string) => {
    setDraft((d) => ({ ...d, address: { ...d.address, [key]: value } }));
    form.clear(`address.${key}`);
  };
  if (readOnly) return <CustomerView draft={draft} />;

  const submit = async () => {
    const written = await form.run(() => (customer ? api.customer.update({ id: customer._id, ...customerUpdateInput(draft) }) : api.customer.create(customerCreateInput(draft))), {
      action: t(customer ? 'write.customer.update' : 'write.customer.create'),
      done: t('customers.saved'),
    });
    if (written) onSaved(written.value.id ?? customer?._id ?? '');
  };

  const line = (key: keyof CustomerDraft['address'], label: string, required = true) => (
    <TextInput label={label} withAsterisk={required} value={draft.address[key]} onChange={(e) => setLine(key, e.currentTarget.value)} error={errors[`address.${key}`]} />
  );

  // Ctrl+S saves, as on every other form; kept to this form, so in the order editor's dialog it
  // saves the customer and not the order behind it.
  const saveKey = getHotkeyHandler([
    [
      'mod+S',
      (event) => {
        event.stopPropagation();
        void submit();
      },
    ],
  ]);

  return (
    <Stack gap="sm" onKeyDown={saveKey}>
      <TextInput
        label={t('customers.field.name')}
        withAsterisk
        value={draft.name}
        onChange={(e) => set('name', e.currentTarget.value)}
        error={errors.name}
        autoFocus={!customer}
        data-autofocus={!customer || undefined}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('customers.field.phone')}
          description={t('customers.field.phoneHint', { example: CUSTOMER_PHONE_EXAMPLE })}
          value={draft.phone}
          onChange={(e) => set('phone', e.currentTarget.value)}
          error={errors.phone}
        />
        <SegmentInput value={draft.segment} onChange={(v) => set('segment', v)} error={errors.segment} />
        <TextInput label={t('customers.field.email')} value={draft.email} onChange={(e) => set('email', e.currentTarget.value)} error={errors.email} />
        <TextInput label={t('customers.field.contactEmail')} value={draft.contactEmail} onChange={(e) => set('contactEmail', e.currentTarget.value)} error={errors.contactEmail} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {line('label', t('customers.field.address.label'))}
        {line('street', t('customers.field.address.street'))}
        {line('city', t('customers.field.address.city'))}
        {line('province', t('customers.field.address.province'))}
        {line('unit', t('customers.field.address.unit'), false)}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label={t('customers.field.ivaCondition')}
          data={IVA_CONDITIONS.map((c) => ({ value: c, label: t(`customers.iva.${c}`) }))}
          value={draft.ivaCondition}
          onChange={(v) => v && set('ivaCondition', v as IvaCondition)}
          allowDeselect={false}
          error={errors.ivaCondition}
        />
        <Select
          label={t('customers.field.taxIdKind')}
          data={TAX_ID_KINDS.map((k) => ({ value: k, label: t(`customers.field.taxId.${k}`) }))}
          value={draft.taxIdKind}
          onChange={(v) => v && set('taxIdKind', v as TaxIdKind)}
          allowDeselect={false}
          error={errors.taxIdKind}
        />
        <TextInput
          label={t(`customers.field.taxId.${draft.taxIdKind}`)}
          description={errors.taxId ? undefined : t(`customers.field.taxId.hint.${draft.taxIdKind}`)}
          value={draft.taxId}
          onChange={(e) => set('taxId', e.currentTarget.value)}
          onBlur={() => set('taxId', formatTaxId(draft.taxIdKind, draft.taxId.trim()))}
          error={errors.taxId}
        />
      </SimpleGrid>
      {lacksCuit(draft.ivaCondition, draft.taxIdKind, draft.taxId) && (
        <Alert color="yellow" data-testid="ri-without-cuit">
          {t('customers.fiscal.riWithoutCuit')}
        </Alert>
      )}
      <Switch label={t('customers.field.isWholesaler')} checked={draft.isWholesaler} onChange={(e) => set('isWholesaler', e.currentTarget.checked)} />
      <LimitedTextarea label={t('common.notes')} value={draft.notes} onChange={(e) => set('notes', e.currentTarget.value)} max={NOTES_MAX} error={errors.notes} autosize minRows={2} />
      {form.failure && <Alert color="red">{form.failure}</Alert>}
      <Group justify="flex-end">
        {onCancel && (
          <Button variant="default" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
        )}
        <Button onClick={() => void submit()} loading={form.saving}>
          {customer ? t('common.save') : t('customers.create')} (Ctrl+S)
        </Button>
      </Group>
    </Stack>
  );
}
