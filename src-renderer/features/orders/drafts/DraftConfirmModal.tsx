/**
 * Confirming a draft makes it a PENDIENTE order with the same items (domain §5). An order needs a
 * delivery: the draft's own when it has one, else the one given here (prefilled from the customer).
 */
import { withDelivery } from '../../../../src-shared/pricing/order-totals.js';
import { Alert, Button, Group, Modal, SegmentedControl, Select, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { ORDER_DEFAULT_PAYMENT_METHOD, ORDER_PAYMENT_METHODS, type OrderPaymentMethod } from '../../../../src-shared/constants/orders.js';
import { useApi, useIpcQuery } from '../../../app/api.js';
import { useI18n } from '../../../i18n/i18n.js';
import { useSaveForm } from '../../../components/useSaveForm.js';
import { useDeliveryOptions } from '../../../components/references/sales.js';
import type { DraftDoc } from '../../../components/documents/read.js';

interface Props {
  draft: DraftDoc | null;
  onClose: () => void;
}

const LINES = ['label', 'street', 'city', 'province'] as const;
type Line = (typeof LINES)[number];

export function DraftConfirmModal({ draft, onClose }: Props) {
  const { t, money } = useI18n();
  const api = useApi();
  const options = useDeliveryOptions();
  const { data: customerDoc } = useIpcQuery(['customers'], ['get', draft?.customer], () => api.customer.get({ id: draft?.customer ?? '' }), { enabled: Boolean(draft?.customer) });
  const customer = customerDoc ? customerDoc : undefined;
  const needsDelivery = draft !== null && !draft.delivery;
  const [method, setMethod] = useState<OrderPaymentMethod>(ORDER_DEFAULT_PAYMENT_METHOD);
  const [option, setOption] = useState<string | null>(null);
  const [charged, setCharged] = useState(false);
  const [phone, setPhone] = useState('');
  const [email, setEmail] = useState('');
  const [address, setAddress] = useState<Record<Line, string>>({ label: '', street: '', city: '', province: '' });
  const form = useSaveForm();
  useEffect(() => {
    if (!customer) return;
    setPhone(customer.phone ?? '');
    setEmail(customer.contactEmail ?? customer.email ?? '');
    const a = customer.address;
    setAddress({ label: a?.label ?? '', street: a?.street ?? '', city: a?.city ?? '', province: a?.province ?? '' });
  }, [customer]);

  const submit = async () => {
    if (!draft) return;
    const delivery = needsDelivery ? { ...(option ? { _id: option } : {}), phone, contactEmail: email, address, charged } : undefined;
    if (await form.run(() => api.order.draftConfirm({ id: draft._id, paymentMethod: method, ...(delivery ? { delivery } : {}) }), { action: t('write.draft.confirm'), done: t('drafts.confirmed') }))
      onClose();
  };

  return (
    <Modal opened={draft !== null} onClose={onClose} title={t('drafts.confirm.title', { number: String(draft?.number ?? '') })} size="lg">
      <Stack>
        <Text size="sm">{t('drafts.confirm.body', { customer: customer?.name ?? '…', total: money(withDelivery(draft?.cart?.total ?? 0, draft?.delivery)) })}</Text>
        <div>
          <Text size="sm" fw={500} mb={4}>
            {t('orders.paymentMethod')}
          </Text>
          <SegmentedControl value={method} onChange={(v) => setMethod(v as OrderPaymentMethod)} data={ORDER_PAYMENT_METHODS.map((m) => ({ value: m, label: t(`orders.paymentMethod.${m}`) }))} />
        </div>
        {needsDelivery && (
          <>
            <Text size="sm" c="dimmed">
              {t('drafts.confirm.needsDelivery')}
            </Text>
            <Group grow align="flex-end">
              <Select
                label={t('orders.delivery.option')}
                placeholder={t('orders.delivery.none')}
                data={options.map((o) => ({ value: o._id, label: o.name }))}
                value={option}
                onChange={(value) => {
                  setOption(value);
                  form.clear('delivery._id');
                }}
                clearable
                error={form.errors['delivery._id']}
              />
              <Switch label={t('orders.delivery.charged')} checked={charged} onChange={(e) => setCharged(e.currentTarget.checked)} />
            </Group>
            <SimpleGrid cols={2}>
              <TextInput
                label={t('orders.delivery.phone')}
                withAsterisk
                value={phone}
                onChange={(e) => {
                  setPhone(e.currentTarget.value);
                  form.clear('delivery.phone');
                }}
                error={form.errors['delivery.phone']}
              />
              <TextInput
                label={t('orders.delivery.contactEmail')}
                value={email}
                onChange={(e) => {
                  setEmail(e.currentTarget.value);
                  form.clear('delivery.contactEmail');
                }}
                error={form.errors['delivery.contactEmail']}
              />
              {LINES.map((line) => (
                <TextInput
                  key={line}
                  label={t(`customers.field.address.${line}`)}
                  withAsterisk
                  value={address[line]}
                  onChange={(e) => {
                    const value = e.currentTarget.value;
                    setAddress((a) => ({ ...a, [line]: value }));
                    form.clear(`delivery.address.${line}`);
                  }}
                  error={form.errors[`delivery.address.${line}`]}
                />
              ))}
            </SimpleGrid>
          </>
        )}
        {form.failure && <Alert color="red">{form.failure}</Alert>}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button onClick={() => void submit()} loading={form.saving}>
            {t('drafts.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
