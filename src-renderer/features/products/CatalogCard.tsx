/** How the product shows in the public catalog, and the flags purchasing keeps on it. */
import { Card, Group, Image, SimpleGrid, Stack, Switch, TagsInput, Text, TextInput } from '@mantine/core';
import { PRODUCT_DESCRIPTION_MAX, SUBTITLE_MAX, TITLE_MAX } from '../../../src-shared/constants/field-lengths.js';
import { useT } from '../../i18n/i18n.js';
import type { ProductForm } from './useProductForm.js';
import { firstUnder } from '../../components/forms/formErrors.js';
import { LimitedTextarea, LimitedTextInput } from '../../components/forms/LimitedText.js';

/** Tags are numbers (spec §3): what is not a whole number is left out as it is typed. */
const tagNumbers = (values: string[]): number[] => [...new Set(values.map((v) => Number(v.trim())).filter((n) => Number.isInteger(n)))];

export function CatalogCard({ form }: { form: ProductForm }) {
  const t = useT();
  const { draft, set, errors } = form;
  return (
    <Card withBorder>
      <Stack gap="sm">
        <Text fw={600}>{t('stock.catalog.title')}</Text>
        <LimitedTextInput label={t('stock.catalog.productTitle')} value={draft.title} onChange={(e) => set({ title: e.currentTarget.value })} error={errors.title} max={TITLE_MAX} />
        <LimitedTextInput label={t('stock.catalog.subtitle')} value={draft.subtitle} onChange={(e) => set({ subtitle: e.currentTarget.value })} error={errors.subtitle} max={SUBTITLE_MAX} />
        <LimitedTextarea
          label={t('stock.catalog.description')}
          value={draft.description}
          onChange={(e) => set({ description: e.currentTarget.value })}
          max={PRODUCT_DESCRIPTION_MAX}
          error={errors.description}
          autosize
          minRows={2}
        />
        <Group align="flex-start" wrap="nowrap">
          <TextInput
            label={t('stock.catalog.imageUrl')}
            value={draft.imageUrl}
            onChange={(e) => set({ imageUrl: e.currentTarget.value })}
            error={errors.imageUrl}
            style={{ flex: 1 }}
            placeholder="https://…"
          />
          {draft.imageUrl.trim() !== '' && <Image src={draft.imageUrl} alt={draft.title || draft.name} w={64} h={64} fit="contain" radius="sm" />}
        </Group>
        <TagsInput
          label={t('stock.catalog.options')}
          description={t('stock.catalog.options.hint')}
          value={draft.options}
          onChange={(options) => set({ options })}
          error={firstUnder(errors, 'options')}
          clearable
        />
        <TagsInput
          label={t('stock.catalog.tags')}
          description={t('stock.catalog.tags.hint')}
          value={draft.tags.map(String)}
          onChange={(values) => set({ tags: tagNumbers(values) })}
          error={firstUnder(errors, 'tags')}
          clearable
        />
        <SimpleGrid cols={2} spacing="xs">
          <Switch label={t('stock.catalog.catalog')} checked={draft.catalog} onChange={(e) => set({ catalog: e.currentTarget.checked })} />
          <Switch label={t('stock.catalog.splitPackage')} checked={draft.splitPackage} onChange={(e) => set({ splitPackage: e.currentTarget.checked })} />
          <Switch label={t('stock.catalog.isShortage')} checked={draft.isShortage} onChange={(e) => set({ isShortage: e.currentTarget.checked })} />
          <Switch label={t('stock.catalog.inventoryManagement')} checked={draft.inventoryManagement} onChange={(e) => set({ inventoryManagement: e.currentTarget.checked })} />
        </SimpleGrid>
      </Stack>
    </Card>
  );
}
