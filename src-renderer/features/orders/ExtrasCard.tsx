/** Partner, payment method, discount, notes, and how a new order is priced (budget, supply). */
import { Card, SegmentedControl, Select, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import { NOTES_MAX } from '../../../src-shared/constants/field-lengths.js';
import { ORDER_PAYMENT_METHODS, type OrderPaymentMethod } from '../../../src-shared/constants/orders.js';
import { useSignedIn } from '../../app/session.js';
import { translateText, type KeyedText } from '../../components/errors.js';
import { PercentInput } from '../../components/PercentInput.js';
import { useI18n } from '../../i18n/i18n.js';
import type { OrderForm } from './form.js';
import { optionsOf, useGarages } from '../../components/references/catalog.js';
import { usePartners } from '../../components/references/sales.js';
import { ExtrasView } from './OrderDetailsView.js';
import { LimitedTextarea } from '../../components/forms/LimitedText.js';

interface Props {
  form: OrderForm;
  isNew: boolean;
  editable: boolean;
  errors: Readonly<Record<string, string>>;
  /** The order planner's refusal of the discount, before saving. */
  discountError: KeyedText | null;
  setForm: (change: (form: OrderForm) => OrderForm) => void;
}

export function ExtrasCard({ form, isNew, editable, errors, discountError, setForm }: Props) {
  const { t } = useI18n();
  const { role } = useSignedIn();
  const partners = usePartners();
  const garages = useGarages().filter((g) => g.inventory !== false || g._id === form.garage);
  const defaultGarage = garages.find((g) => g.isDefault)?.name;
  if (!editable) {
    const partner = partners.find((p) => p._id === form.partner)?.name ?? t('orders.partner.house');
    const garage = garages.find((g) => g._id === form.garage)?.name ?? (defaultGarage ? t('stock.garage.default', { name: defaultGarage }) : t('stock.garage.defaultUnnamed'));
    return <ExtrasView form={form} partner={role === 'AV' ? undefined : partner} garage={role === 'AV' ? undefined : garage} />;
  }
  const notes = (key: 'notes' | 'roadmapNotes', label: string) => (
    <LimitedTextarea
      label={label}
      value={form[key]}
      max={NOTES_MAX}
      autosize
      minRows={2}
      // Notes saved longer before the limit was kept here still say so.
      error={errors[key] ?? (form[key].length > NOTES_MAX ? t('orders.notes.tooLong', { max: NOTES_MAX }) : undefined)}
      onChange={(e) => {
        const value = e.currentTarget.value;
        setForm((f) => ({ ...f, [key]: value }));
      }}
    />
  );
  return (
    <Card withBorder>
      <Stack gap="sm">
        {role !== 'AV' && (
          <Select
            label={t('orders.partner')}
            placeholder={t('orders.partner.house')}
            data={partners.map((p) => ({ value: p._id, label: p.name }))}
            value={form.partner}
            onChange={(v) => setForm((f) => ({ ...f, partner: v }))}
            clearable
            error={errors.partner}
          />
        )}
        {role !== 'AV' && (
          <Select
            label={t('orders.garage')}
            placeholder={defaultGarage ? t('stock.garage.default', { name: defaultGarage }) : t('stock.garage.defaultUnnamed')}
            data={optionsOf(garages, form.garage)}
            value={form.garage}
            onChange={(v) => setForm((f) => ({ ...f, garage: v }))}
            clearable
            error={errors.garage}
          />
        )}
        <SimpleGrid cols={2}>
          <div>
            <Text size="sm" fw={500} mb={4}>
              {t('orders.paymentMethod')}
            </Text>
            <SegmentedControl
              fullWidth
              value={form.paymentMethod}
              onChange={(v) => setForm((f) => ({ ...f, paymentMethod: v as OrderPaymentMethod }))}
              data={ORDER_PAYMENT_METHODS.map((m) => ({ value: m, label: t(`orders.paymentMethod.${m}`) }))}
            />
          </div>
          <PercentInput
            label={t('orders.discount')}
            description={t('orders.discount.hint')}
            value={typeof form.discount === 'number' ? form.discount : ''}
            error={discountError ? translateText(discountError, t, { withField: false }) : errors.discount}
            onChange={(v) => setForm((f) => ({ ...f, discount: v }))}
          />
        </SimpleGrid>
        {notes('notes', t('common.notes'))}
        {notes('roadmapNotes', t('orders.roadmapNotes'))}
        {isNew && (
          <>
            <Switch label={t('orders.isBudget')} description={t('orders.isBudget.hint')} checked={form.isBudget} onChange={(e) => setForm((f) => ({ ...f, isBudget: e.currentTarget.checked }))} />
            <Switch label={t('orders.isSupply')} description={t('orders.isSupply.hint')} checked={form.isSupply} onChange={(e) => setForm((f) => ({ ...f, isSupply: e.currentTarget.checked }))} />
          </>
        )}
      </Stack>
    </Card>
  );
}
