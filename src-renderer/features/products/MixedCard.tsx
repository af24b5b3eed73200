/**
 * A mixed product (domain §4–5): made of other products, it keeps no stock of its own. Its tax base
 * is its components' cost, and what can be sold is what the components' stock can make.
 */
import { ActionIcon, Card, Group, Stack, Switch, Table, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { Unit } from '../../../src-shared/constants/products.js';
import { mixedComponentCost } from '../../../src-shared/pricing/index.js';
import { buildableQuantity } from '../../../src-shared/stock.js';
import { useApi } from '../../app/api.js';
import { DecimalInput } from '../../components/DecimalInput.js';
import type { MessageKey } from '../../i18n/catalog.js';
import { useI18n } from '../../i18n/i18n.js';
import { SearchPicker } from '../../components/pickers/SearchPicker.js';
import { inventoryOf, isMixed } from '../../components/documents/products.js';
import { newKey, type ComponentDraft } from './productDraft.js';
import type { ProductForm } from './useProductForm.js';
import { firstUnder } from '../../components/forms/formErrors.js';
import type { ProductDoc } from '../../components/documents/read.js';

/** A component's quantity goes down to the thousandth (of a unit or a gram). */
const COMPONENT_DECIMALS = 3;

/** What a component quantity counts, by how the mixed product and the component are sold. */
const PER: Readonly<Record<Unit, Readonly<Record<Unit, MessageKey>>>> = {
  UNITY: { UNITY: 'stock.mixed.per.unitsPerUnit', WEIGHT: 'stock.mixed.per.gramsPerUnit' },
  WEIGHT: { UNITY: 'stock.mixed.per.unitsPerKg', WEIGHT: 'stock.mixed.per.gramsPer100g' },
};

function Buildable({ unit, components, products }: { unit: Unit; components: readonly ComponentDraft[]; products: ReadonlyMap<string, ProductDoc> }) {
  const { t, quantity } = useI18n();
  const parts = components.flatMap((c) => {
    const product = c.product ? products.get(c.product) : undefined;
    return product && c.quantity !== '' && c.quantity > 0 ? [{ product, quantity: c.quantity }] : [];
  });
  if (parts.length === 0 || parts.length !== components.length) return null;
  const from = (figure: 'real' | 'theoretical') =>
    buildableQuantity(
      unit,
      parts.map((p) => ({ unit: p.product.unit, quantity: p.quantity, available: inventoryOf(p.product)[figure] })),
    );
  const show = (amount: number) => (unit === 'WEIGHT' ? quantity(amount, unit) : `${quantity(amount, unit)} ${t('stock.unitShort')}`);
  return (
    <Text size="sm" data-testid="mixed-buildable">
      {t('stock.mixed.buildable', { real: show(from('real')), theoretical: show(from('theoretical')) })}
    </Text>
  );
}

export function MixedCard({ form, productId }: { form: ProductForm; productId: string }) {
  const { t, money, quantity } = useI18n();
  const api = useApi();
  const { draft, set, errors, components: products } = form;
  const change = (index: number, patch: Partial<ComponentDraft>) => set({ components: draft.components.map((c, i) => (i === index ? { ...c, ...patch } : c)) }, [`mixed.components.${index}`, 'mixed']);
  const add = (product: ProductDoc) => set({ components: [...draft.components, { key: newKey(), product: product._id, quantity: '' }] });
  const remove = (index: number) => set({ components: draft.components.filter((_, i) => i !== index) });
  const listError = errors['mixed.components'] ?? errors.mixed;

  return (
    <Card withBorder>
      <Stack gap="sm">
        <Group justify="space-between">
          <Text fw={600}>{t('stock.mixed.title')}</Text>
          <Switch label={t('stock.mixed.toggle')} checked={draft.isMixed} onChange={(e) => set({ isMixed: e.currentTarget.checked })} />
        </Group>
        <Text size="xs" c="dimmed">
          {t('stock.mixed.hint')}
        </Text>
        {draft.isMixed && (
          <>
            {draft.components.length > 0 && (
              <Table verticalSpacing={6}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('stock.mixed.component')}</Table.Th>
                    <Table.Th w={170}>{t('stock.mixed.quantity')}</Table.Th>
                    <Table.Th ta="right">{t('stock.mixed.cost')}</Table.Th>
                    <Table.Th ta="right">{t('stock.figure.real')}</Table.Th>
                    <Table.Th w={40} />
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {draft.components.map((component, index) => {
                    const product = component.product ? products.get(component.product) : undefined;
                    const cost =
                      product && component.quantity !== '' ? mixedComponentCost(draft.unit, { unit: product.unit, taxBase: product.taxBase, quantity: component.quantity }).toNumber() : null;
                    return (
                      <Table.Tr key={component.key}>
                        <Table.Td>
                          <Text size="sm">{product?.name ?? t('common.loading')}</Text>
                          {errors[`mixed.components.${index}.product`] && (
                            <Text size="xs" c="red">
                              {errors[`mixed.components.${index}.product`]}
                            </Text>
                          )}
                        </Table.Td>
                        <Table.Td>
                          <DecimalInput
                            aria-label={t('stock.mixed.quantityOf', { name: product?.name ?? '' })}
                            value={component.quantity}
                            onChange={(quantity) => change(index, { quantity })}
                            maxDecimals={COMPONENT_DECIMALS}
                            error={errors[`mixed.components.${index}.quantity`]}
                            description={product ? t(PER[draft.unit][product.unit]) : undefined}
                          />
                        </Table.Td>
                        <Table.Td ta="right">{cost === null ? '—' : money(cost)}</Table.Td>
                        <Table.Td ta="right">{product ? quantity(inventoryOf(product).real, product.unit) : '—'}</Table.Td>
                        <Table.Td>
                          <ActionIcon variant="subtle" color="red" aria-label={t('stock.mixed.remove')} onClick={() => remove(index)}>
                            <IconTrash size={16} />
                          </ActionIcon>
                        </Table.Td>
                      </Table.Tr>
                    );
                  })}
                </Table.Tbody>
              </Table>
            )}
            <SearchPicker
              collection="products"
              searchKey={['mixed-components', productId]}
              search={(text) => api.product.search({ text }).then((docs) => docs.filter((p) => p.status !== false && !isMixed(p) && p._id !== productId))}
              render={(p) => <Text size="sm">{p.name}</Text>}
              onPick={add}
              label={t('stock.mixed.add')}
              placeholder={t('stock.mixed.addPlaceholder')}
              nothingFound={t('stock.mixed.none')}
              error={listError ?? (draft.components.length === 0 ? firstUnder(errors, 'mixed') : undefined)}
            />
            <Buildable unit={draft.unit} components={draft.components} products={products} />
          </>
        )}
      </Stack>
    </Card>
  );
}
