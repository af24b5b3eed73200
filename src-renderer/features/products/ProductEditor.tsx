/**
 * The product editor (`/products/new`, the "Ficha" tab of `/products/:id`) for the roles that keep
 * products and prices (PURCHASING): identity, costs, margin tiers with their live prices, mixed
 * components, catalog fields. Ctrl+S saves; refused fields show their message beside them.
 */
import { Alert, Button, Grid, Group, Stack } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { IconDeviceFloppy } from '@tabler/icons-react';
import type { TaxDef } from '../../../src-shared/pricing/index.js';
import { useT } from '../../i18n/i18n.js';
import { CatalogCard } from './CatalogCard.js';
import { CostCard } from './CostCard.js';
import { IdentityCard } from './IdentityCard.js';
import { MarginsCard } from './MarginsCard.js';
import { MixedCard } from './MixedCard.js';
import { useProductForm } from './useProductForm.js';
import type { ProductDraft } from './productDraft.js';
import type { ProductDoc } from '../../components/documents/read.js';

export function ProductEditor({ product, taxes, initial }: { product: ProductDoc | null; taxes: readonly TaxDef[]; initial?: ProductDraft | undefined }) {
  const t = useT();
  const form = useProductForm(product, taxes, initial);
  const id = product?._id ?? '';
  useHotkeys([['mod+S', () => void form.save()]], []);
  return (
    <Stack gap="md">
      <Group justify="space-between">
        {form.failure ? (
          <Alert color="red" py={6}>
            {form.failure}
          </Alert>
        ) : (
          <span />
        )}
        <Button leftSection={<IconDeviceFloppy size={16} />} onClick={() => void form.save()} loading={form.saving}>
          {t('common.save')} (Ctrl+S)
        </Button>
      </Group>
      <Grid>
        <Grid.Col span={{ base: 12, lg: 6 }}>
          <Stack gap="md">
            <IdentityCard form={form} isNew={product === null} />
            <CostCard form={form} taxes={taxes} />
            <MixedCard form={form} productId={id} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 6 }}>
          <Stack gap="md">
            <MarginsCard form={form} taxes={taxes} productId={id} />
            <CatalogCard form={form} />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
