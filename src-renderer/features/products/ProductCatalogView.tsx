/**
 * A product as the roles that do not keep prices see it (AV, OPERACION, CUSTOMER: domain §8): the
 * catalog card and what each tier charges, priced with the order pricing itself.
 */
import { Badge, Card, Grid, Group, Image, Stack, Table, Text } from '@mantine/core';
import { WHOLESALER_MARGIN_QUANTITY } from '../../../src-shared/constants/products.js';
import type { TaxDef } from '../../../src-shared/pricing/index.js';
import { useI18n } from '../../i18n/i18n.js';
import { inventoryOf, isMixed, pricingOf } from '../../components/documents/products.js';
import { useCategories } from '../../components/references/catalog.js';
import { tierPrice } from './tierPrices.js';
import type { ProductDoc } from '../../components/documents/read.js';

function TierTable({ product, taxes }: { product: ProductDoc; taxes: readonly TaxDef[] }) {
  const { t, money, quantity } = useI18n();
  const unit = product.unit;
  const amountOf = (amount: number) => (unit === 'WEIGHT' ? quantity(amount, unit) : `${quantity(amount, unit)} ${t('stock.unitShort')}`);
  const tiers = [...(product.margins ?? [])].sort((a, b) => a.quantity - b.quantity);
  return (
    <Table verticalSpacing={6} data-testid="margin-tiers">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('stock.tiers.from')}</Table.Th>
          <Table.Th ta="right">{t('stock.tiers.price')}</Table.Th>
          <Table.Th ta="right">{t(unit === 'WEIGHT' ? 'stock.tiers.perKg' : 'stock.tiers.perUnit')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {tiers.map((tier, index) => {
          const priced = tierPrice(pricingOf(product), taxes, tier);
          return (
            <Table.Tr key={tier.quantity}>
              <Table.Td>
                {tier.quantity === WHOLESALER_MARGIN_QUANTITY ? (
                  <Badge variant="light" color="grape">
                    {t('stock.tiers.wholesaler')}
                  </Badge>
                ) : (
                  amountOf(tier.quantity)
                )}
              </Table.Td>
              <Table.Td ta="right" data-testid={`tier-price-${index}`}>
                {priced ? `${money(priced.price)} ${t('stock.tiers.for', { amount: amountOf(priced.quantity) })}` : '—'}
              </Table.Td>
              <Table.Td ta="right">{priced ? money(priced.perBase) : '—'}</Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}

export function ProductCatalogView({ product, taxes }: { product: ProductDoc; taxes: readonly TaxDef[] }) {
  const { t, quantity } = useI18n();
  const categories = useCategories();
  const category = categories.find((c) => c._id === product.category)?.name;
  return (
    <Grid>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Card withBorder>
          <Stack gap="xs">
            {product.imageUrl && <Image src={product.imageUrl} alt={product.title ?? product.name} h={160} fit="contain" />}
            <Text fw={600} size="lg">
              {product.title || product.name}
            </Text>
            {product.subtitle && <Text c="dimmed">{product.subtitle}</Text>}
            {product.description && <Text size="sm">{product.description}</Text>}
            <Group gap={6}>
              <Badge variant="light">{t(`stock.unit.${product.unit}`)}</Badge>
              {category && <Badge variant="outline">{category}</Badge>}
              {isMixed(product) && <Badge color="grape">{t('stock.mixed.badge')}</Badge>}
              {product.splitPackage && <Badge color="gray">{t('stock.catalog.splitPackage')}</Badge>}
            </Group>
            {!isMixed(product) && <Text size="sm">{t('stock.catalog.available', { quantity: quantity(inventoryOf(product).real, product.unit) })}</Text>}
            {Array.isArray(product.options) && product.options.length > 0 && (
              <Text size="sm" c="dimmed">
                {t('stock.catalog.options')}: {product.options.map(String).join(' · ')}
              </Text>
            )}
          </Stack>
        </Card>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Card withBorder>
          <Text fw={600} mb="xs">
            {t('stock.tiers.prices')}
          </Text>
          <TierTable product={product} taxes={taxes} />
        </Card>
      </Grid.Col>
    </Grid>
  );
}
