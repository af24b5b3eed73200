/**
 * What the product costs and what each sale contributes (domain §4): tax base, taxes, the unit cost
 * they give (or one typed by hand), the default margin and the contribution percentages.
 */
import { Card, Group, MultiSelect, Stack, Text } from '@mantine/core';
import { MONEY_DECIMALS, RATE_DECIMALS } from '../../../src-shared/constants/products.js';
import { formatAliquot } from '../../../src-shared/format.js';
import { formatTypedNumber } from '../../../src-shared/typed-number.js';
import { productUnitCost, type TaxDef } from '../../../src-shared/pricing/index.js';
import { DecimalInput } from '../../components/DecimalInput.js';
import { MoneyInput } from '../../components/MoneyInput.js';
import { PercentInput } from '../../components/PercentInput.js';
import { useI18n } from '../../i18n/i18n.js';
import type { ProductForm } from './useProductForm.js';

// Tax bases and unit costs keep the rate precision (domain §3).
const MONEY = { maxDecimals: RATE_DECIMALS } as const;

function derivedUnitCost(form: ProductForm, taxes: readonly TaxDef[]): number | null {
  if (form.taxBase === '') return null;
  try {
    return productUnitCost({ _id: '', unit: form.draft.unit, taxBase: form.taxBase, taxes: form.draft.taxes, margins: [], contributions: 0, wholesalerContributions: 0 }, taxes).toNumber();
  } catch {
    return null;
  }
}

export function CostCard({ form, taxes }: { form: ProductForm; taxes: readonly TaxDef[] }) {
  const { t, money, locale } = useI18n();
  const { draft, set, errors } = form;
  const derived = derivedUnitCost(form, taxes);
  const per = t(draft.unit === 'WEIGHT' ? 'stock.perKg' : 'stock.perUnit');
  // Tax names already say what they are ("IVA 21% compras"); the aliquot is added where they do not.
  const taxOptions = taxes.map((tax) => ({ value: tax._id, label: tax.name.includes('%') ? tax.name : `${tax.name} ${formatAliquot(tax.aliquot, locale)}` }));
  return (
    <Card withBorder>
      <Stack gap="sm">
        <Text fw={600}>{t('stock.product.costs')}</Text>
        <Group grow align="flex-start">
          <MoneyInput
            {...MONEY}
            label={`${t('stock.product.taxBase')} ${per}`}
            value={draft.isMixed ? form.taxBase : draft.taxBase}
            onChange={(taxBase) => set({ taxBase })}
            readOnly={draft.isMixed}
            description={draft.isMixed ? t('stock.product.taxBase.mixed') : undefined}
            error={errors.taxBase}
            required
            data-testid="product-tax-base"
          />
          <MoneyInput
            {...MONEY}
            label={`${t('stock.product.unitCost')} ${per}`}
            value={draft.unitCost}
            onChange={(unitCost) => set({ unitCost })}
            placeholder={derived === null ? undefined : formatTypedNumber(derived, locale, MONEY_DECIMALS)}
            description={t('stock.product.unitCost.hint', { cost: derived === null ? '—' : money(derived) })}
            error={errors.unitCost}
          />
        </Group>
        <MultiSelect
          label={t('stock.product.taxes')}
          data={taxOptions}
          value={draft.taxes}
          onChange={(ids) => set({ taxes: ids })}
          error={errors.taxes ?? Object.entries(errors).find(([p]) => p.startsWith('taxes.'))?.[1]}
          placeholder={draft.taxes.length === 0 ? t('stock.product.taxes.none') : undefined}
          clearable
        />
        <Group grow align="flex-start">
          <DecimalInput
            label={t('stock.product.defaultMargin')}
            value={draft.defaultMargin}
            onChange={(defaultMargin) => set({ defaultMargin })}
            maxDecimals={RATE_DECIMALS}
            leftSection="×"
            error={errors.defaultMargin}
          />
          <PercentInput label={t('stock.product.contributions')} value={draft.contributions} onChange={(contributions) => set({ contributions })} error={errors.contributions} required />
          <PercentInput
            label={t('stock.product.wholesalerContributions')}
            value={draft.wholesalerContributions}
            onChange={(wholesalerContributions) => set({ wholesalerContributions })}
            error={errors.wholesalerContributions}
            required
          />
        </Group>
      </Stack>
    </Card>
  );
}
