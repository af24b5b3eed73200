/** Who the product is: name, provider, category and how it is sold (by weight or by unit). */
import { Card, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { NAME_MAX } from '../../../src-shared/constants/field-lengths.js';
import type { Unit } from '../../../src-shared/constants/products.js';
import { useT } from '../../i18n/i18n.js';
import { ProviderSelect } from '../../components/pickers/ProviderSelect.js';
import type { ProductForm } from './useProductForm.js';
import { optionsOf, useCategories } from '../../components/references/catalog.js';
import { LimitedTextInput } from '../../components/forms/LimitedText.js';

export function IdentityCard({ form, isNew }: { form: ProductForm; isNew: boolean }) {
  const t = useT();
  const { draft, set, errors } = form;
  const categories = useCategories();
  return (
    <Card withBorder>
      <Stack gap="sm">
        <Text fw={600}>{t('stock.product.identity')}</Text>
        <LimitedTextInput
          label={t('stock.product.name')}
          value={draft.name}
          onChange={(e) => set({ name: e.currentTarget.value })}
          error={errors.name}
          required
          autoFocus={isNew}
          max={NAME_MAX}
          description={errors.name ? undefined : t('stock.product.name.hint', { max: NAME_MAX })}
        />
        <ProviderSelect label={t('stock.product.provider')} value={draft.provider} onChange={(provider) => set({ provider })} error={errors.provider} />
        <Select
          label={t('stock.product.category')}
          placeholder={t('stock.product.category.none')}
          data={optionsOf(categories, draft.category)}
          value={draft.category}
          onChange={(category) => set({ category })}
          error={errors.category}
          clearable
          searchable
          nothingFoundMessage={t('stock.nothingFound')}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {t('stock.product.unit')}
          </Text>
          <SegmentedControl
            value={draft.unit}
            onChange={(unit) => set({ unit: unit as Unit })}
            data={[
              { value: 'WEIGHT', label: t('stock.unit.WEIGHT') },
              { value: 'UNITY', label: t('stock.unit.UNITY') },
            ]}
          />
          <Text size="xs" c={errors.unit ? 'red' : 'dimmed'}>
            {errors.unit ?? t(draft.unit === 'WEIGHT' ? 'stock.unit.WEIGHT.hint' : 'stock.unit.UNITY.hint')}
          </Text>
        </Stack>
      </Stack>
    </Card>
  );
}
