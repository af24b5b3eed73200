/** Where and how the order goes: the delivery option (its prices), who pays it, and the address. */
import { Card, Group, Select, SimpleGrid, Switch, Text, TextInput } from '@mantine/core';
import { deliveryOpenToCustomer } from '../../../src-shared/deliveries/audience.js';
import { translateText, type KeyedText } from '../../components/errors.js';
import { useI18n } from '../../i18n/i18n.js';
import type { AddressDraft, OrderForm } from './form.js';
import { DeliveryView } from './OrderDetailsView.js';
import type { CustomerDoc, DeliveryDoc } from '../../components/documents/read.js';

interface Props {
  form: OrderForm;
  options: readonly DeliveryDoc[];
  customer: CustomerDoc | undefined;
  editable: boolean;
  errors: Readonly<Record<string, string>>;
  /** The order planner's refusal of the option picked (not for this customer or role), before saving. */
  optionError: KeyedText | null;
  setForm: (change: (form: OrderForm) => OrderForm) => void;
}

/** Options flagged for wholesalers only (or retailers only) are offered to those customers, as the server checks. */
function offered(option: DeliveryDoc, customer: CustomerDoc | undefined): boolean {
  return !customer || deliveryOpenToCustomer(option, customer);
}

export function DeliveryCard({ form, options, customer, editable, errors, optionError, setForm }: Props) {
  const { t, money } = useI18n();
  const option = options.find((o) => o._id === form.deliveryOption);
  const shown = options.filter((o) => o._id === form.deliveryOption || offered(o, customer));
  if (!editable) return <DeliveryView form={form} option={option} />;
  const setLine = (key: keyof AddressDraft, value: string) => setForm((f) => ({ ...f, address: { ...f.address, [key]: value } }));
  const line = (key: keyof AddressDraft, label: string) => (
    <TextInput label={label} withAsterisk value={form.address[key]} error={errors[`delivery.address.${key}`]} onChange={(e) => setLine(key, e.currentTarget.value)} />
  );
  return (
    <Card withBorder>
      <Text fw={600} mb="xs">
        {t('orders.delivery')}
      </Text>
      <Group align="flex-end" grow>
        <Select
          label={t('orders.delivery.option')}
          placeholder={t('orders.delivery.none')}
          data={shown.map((o) => ({ value: o._id, label: o.name }))}
          value={form.deliveryOption}
          onChange={(v) => setForm((f) => ({ ...f, deliveryOption: v }))}
          clearable
          error={optionError ? translateText(optionError, t, { withField: false }) : errors['delivery._id']}
        />
        <Switch label={t('orders.delivery.charged')} checked={form.charged} onChange={(e) => setForm((f) => ({ ...f, charged: e.currentTarget.checked }))} />
      </Group>
      {option && (
        <Text size="xs" c="dimmed" mt={4} data-testid="delivery-prices">
          {t('orders.delivery.prices', { customer: money(option.customerPrice), partner: money(option.partnerPrice) })}
          {option.contributes ? ` · ${t('orders.delivery.contributes')}` : ''}
          {option.message ? ` · ${option.message}` : ''}
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} mt="sm">
        <TextInput label={t('orders.delivery.phone')} withAsterisk value={form.phone} error={errors['delivery.phone']} onChange={(e) => setForm((f) => ({ ...f, phone: e.currentTarget.value }))} />
        <TextInput
          label={t('orders.delivery.contactEmail')}
          value={form.contactEmail}
          error={errors['delivery.contactEmail']}
          onChange={(e) => setForm((f) => ({ ...f, contactEmail: e.currentTarget.value }))}
        />
        {line('label', t('customers.field.address.label'))}
        {line('street', t('customers.field.address.street'))}
        {line('city', t('customers.field.address.city'))}
        {line('province', t('customers.field.address.province'))}
      </SimpleGrid>
    </Card>
  );
}
