/**
 * Sending the cart as a draft (`POST /api/order/draft`, domain §5): a delivery option the customer
 * may use (`GET /api/delivery/public` answers only those, at the customer's price) and where to,
 * starting from the customer's own address and phone. The shop confirms the draft into an order.
 */
import { Alert, Button, Card, Group, Radio, Stack, Text, TextInput } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { PublicDelivery } from '../../src-shared/documents/public-delivery.js';
import { newId } from '../../src-shared/ids.js';
import { dec, roundMoney } from '../../src-shared/money.js';
import { notifySaved } from '../components/notify.js';
import { useI18n } from '../i18n/i18n.js';
import { ApiError, type Page, type StoreApi } from './api.js';
import type { CartApi } from './cart.js';
import { storeErrorText } from './errors.js';
import type { StoreCustomer } from './session.js';
import { SectionTitle } from '../components/SectionTitle.js';
import { LimitedTextarea } from '../components/forms/LimitedText.js';
import { NOTES_MAX } from '../../src-shared/constants/field-lengths.js';

export function Checkout({ api, cart, customer, onSent }: { api: StoreApi; cart: CartApi; customer: StoreCustomer; onSent: () => void }) {
  const { t, money } = useI18n();
  const client = useQueryClient();
  const options = useQuery({ queryKey: ['deliveries'], queryFn: async () => (await api.get<Page<PublicDelivery>>('/delivery/public?limit=200')).docs });
  const [choice, setChoice] = useState<string | null>(null);
  const [street, setStreet] = useState(customer.address?.street ?? '');
  const [city, setCity] = useState(customer.address?.city ?? '');
  const [province, setProvince] = useState(customer.address?.province ?? '');
  const [phone, setPhone] = useState(customer.phone ?? '');
  const [notes, setNotes] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  /**
   * One Idempotency-Key per order sent, kept until it went through: on a phone's network an answer
   * is often lost after the server made the draft, and a second press must not make another.
   */
  const sendKey = useRef(newId());
  const picked = (options.data ?? []).find((option) => option._id === choice) ?? null;
  const total = cart.cart ? roundMoney(dec(cart.cart.total).add(picked?.customerPrice ?? 0)) : 0;

  const send = async () => {
    if (!picked || !cart.cart) return setError(t('store.checkout.pickDelivery'));
    setBusy(true);
    setError(null);
    try {
      const address = { ...(customer.address ?? { label: customer.name }), street, city, province };
      await api.send(
        'POST',
        '/order/draft',
        {
          cart: { items: cart.cart.items.map(({ product, quantity }) => ({ product, quantity })) },
          delivery: { _id: picked._id, phone, contactEmail: customer.contactEmail, address, charged: true },
          notes: notes.trim() || null,
        },
        { idempotencyKey: sendKey.current },
      );
      await cart.clear();
      sendKey.current = newId();
      await client.invalidateQueries({ queryKey: ['drafts'] });
      notifySaved(t('store.checkout.sent'));
      onSent();
    } catch (failure) {
      // The key went through with other data (the answer was lost, then the form changed): what is sent now is a new order.
      if (failure instanceof ApiError && failure.status === 422) sendKey.current = newId();
      setError(
        storeErrorText(failure, t, {
          'delivery.address.street': t('store.checkout.street'),
          'delivery.address.city': t('store.checkout.city'),
          'delivery.address.province': t('store.checkout.province'),
          'delivery.phone': t('store.checkout.phone'),
          notes: t('store.checkout.notes'),
        }),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card withBorder padding="sm" radius="md">
      <Stack gap="sm">
        <SectionTitle size="h3">{t('store.checkout.delivery')}</SectionTitle>
        {options.data?.length === 0 && <Alert color="yellow">{t('store.checkout.noDelivery')}</Alert>}
        <Radio.Group value={choice} onChange={setChoice} aria-label={t('store.checkout.delivery')}>
          <Stack gap="xs">
            {(options.data ?? []).map((option) => (
              <Radio key={option._id} value={option._id} label={`${option.name} — ${money(option.customerPrice)}`} description={option.message ?? undefined} />
            ))}
          </Stack>
        </Radio.Group>
        <SectionTitle size="h4">{t('store.checkout.address')}</SectionTitle>
        <TextInput label={t('store.checkout.street')} value={street} onChange={(e) => setStreet(e.currentTarget.value)} autoComplete="street-address" required />
        <TextInput label={t('store.checkout.city')} value={city} onChange={(e) => setCity(e.currentTarget.value)} required />
        <TextInput label={t('store.checkout.province')} value={province} onChange={(e) => setProvince(e.currentTarget.value)} required />
        <TextInput label={t('store.checkout.phone')} type="tel" value={phone} onChange={(e) => setPhone(e.currentTarget.value)} required />
        <LimitedTextarea label={t('store.checkout.notes')} value={notes} onChange={(e) => setNotes(e.currentTarget.value)} max={NOTES_MAX} autosize minRows={2} />
        {picked && (
          <Group justify="space-between">
            <Text>{t('store.cart.delivery')}</Text>
            <Text>{money(picked.customerPrice)}</Text>
          </Group>
        )}
        <Group justify="space-between">
          <Text fw={700}>{t('store.cart.total')}</Text>
          <Text fw={700}>{money(total)}</Text>
        </Group>
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Button size="md" onClick={() => void send()} loading={busy || cart.saving}>
          {t('store.checkout.send')}
        </Button>
      </Stack>
    </Card>
  );
}
