/**
 * The product list's columns: the stock figures for the roles that read stock (domain §5:
 * committed, pending, real, theoretical, critical), the unit cost for those who keep prices, and
 * for everyone the retail and wholesaler price of one kg or unit, priced with the order pricing.
 */
import { Badge, Group, Text } from '@mantine/core';
import type { InventoryFigures } from '../../../src-shared/documents/products.js';
import type { TaxDef } from '../../../src-shared/pricing/index.js';
import { isShort } from '../../../src-shared/stock.js';
import type { Column } from '../../components/DataTable.js';
import { PendingSyncMark } from '../../components/PendingSync.js';
import { useI18n } from '../../i18n/i18n.js';
import { inventoryOf, isMixed, pricingOf } from '../../components/documents/products.js';
import { listPrices } from './tierPrices.js';
import type { ProductDoc } from '../../components/documents/read.js';

const FIGURES = ['real', 'committed', 'pending', 'theoretical', 'critical'] as const satisfies ReadonlyArray<keyof InventoryFigures>;
/**
 * Column widths sized to what they hold, so that on a 1366 px screen the product's name keeps the
 * room to read whole ("Arroz largo fino 1 kg económico"): a figure ("-1.234,5 kg") and its heading
 * fit 76 px but for "Comprometido"; a price per kg or unit up to "$ 99.999,99 /kg" fits 108 px.
 */
const FIGURE_WIDTH = '76px';
const COMMITTED_WIDTH = '104px';
const PRICE_WIDTH = '108px';

/** Red below zero; orange at or below the critical level (what the shortage list holds). */
function figureColor(product: ProductDoc, figure: (typeof FIGURES)[number]): string | undefined {
  const inventory = inventoryOf(product);
  if (inventory[figure] < 0) return 'red';
  if (figure === 'theoretical' && inventory.critical > 0 && isShort(inventory)) return 'orange';
  return undefined;
}

export function useProductColumns({ showStock, showCost, taxes }: { showStock: boolean; showCost: boolean; taxes: readonly TaxDef[] }): Column<ProductDoc>[] {
  const { t, money, quantity } = useI18n();
  const per = (p: ProductDoc) => t(p.unit === 'WEIGHT' ? 'stock.perKg' : 'stock.perUnit');
  const figure = (key: (typeof FIGURES)[number]): Column<ProductDoc> => ({
    key,
    header: t(`stock.figure.${key}`),
    width: key === 'committed' ? COMMITTED_WIDTH : FIGURE_WIDTH,
    align: 'right',
    render: (p) =>
      isMixed(p) ? (
        <Text size="sm" c="dimmed">
          —
        </Text>
      ) : (
        <Text size="sm" c={figureColor(p, key)} data-testid={`product-${key}`}>
          {quantity(inventoryOf(p)[key], p.unit)}
        </Text>
      ),
    exportAs: { kind: 'quantity', field: `inventory.${key}`, unitField: 'unit', emptyIf: 'mixed.components', empty: '—' },
  });
  const prices = (p: ProductDoc) => (taxes.length > 0 ? listPrices(pricingOf(p), taxes) : { retail: null, wholesaler: null });
  const columns: Column<ProductDoc>[] = [
    {
      key: 'number',
      header: t('stock.col.number'),
      width: '56px',
      render: (p) => (
        <Group gap={4} wrap="nowrap">
          <Text size="sm">{typeof p.number === 'number' ? p.number : '—'}</Text>
          <PendingSyncMark doc={p} />
        </Group>
      ),
      exportAs: { kind: 'number', field: 'number' },
    },
    {
      key: 'name',
      header: t('stock.col.product'),
      width: 'minmax(140px, 2fr)',
      render: (p) => (
        <Group gap={6} wrap="nowrap" style={{ overflow: 'hidden' }}>
          <Text size="sm" truncate>
            {p.name}
          </Text>
          {isMixed(p) && (
            <Badge size="xs" color="grape">
              {t('stock.mixed.badge')}
            </Badge>
          )}
          {p.isShortage && (
            <Badge size="xs" color="orange">
              {t('stock.shortageBadge')}
            </Badge>
          )}
          {p.status === false && (
            <Badge size="xs" color="gray">
              {t('common.disabled')}
            </Badge>
          )}
        </Group>
      ),
      exportAs: { kind: 'text', field: 'name' },
    },
    ...(showStock ? FIGURES.map(figure) : [{ ...figure('real'), header: t('stock.figure.available') }]),
    ...(showCost
      ? [
          {
            key: 'unitCost',
            header: t('stock.col.unitCost'),
            width: PRICE_WIDTH,
            align: 'right' as const,
            render: (p: ProductDoc) => priceCell(p.unitCost ?? null, per(p)),
            exportAs: { kind: 'money' as const, field: 'unitCost', empty: '—' },
          },
        ]
      : []),
    // The export prices each row with the same shared pricing, in the main process (`productRetailPrice`).
    {
      key: 'retail',
      header: t('stock.col.price'),
      width: PRICE_WIDTH,
      align: 'right',
      render: (p) => priceCell(prices(p).retail, per(p)),
      exportAs: { kind: 'money', derived: 'productRetailPrice', empty: '—' },
    },
    {
      key: 'wholesaler',
      header: t('stock.col.wholesaler'),
      width: PRICE_WIDTH,
      align: 'right',
      render: (p) => priceCell(prices(p).wholesaler, per(p)),
      exportAs: { kind: 'money', derived: 'productWholesalerPrice', empty: '—' },
    },
  ];
  /** "$ 17.194,10 /kg": the unit small, so the figure keeps the room. */
  function priceCell(value: number | null, unit: string) {
    if (value === null) return '—';
    return (
      <Text span size="sm" style={{ whiteSpace: 'nowrap' }}>
        {money(value)}{' '}
        <Text span size="xs" c="dimmed">
          {unit}
        </Text>
      </Text>
    );
  }
  return columns;
}
