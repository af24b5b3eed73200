/** Taxes (read only): the purchase (C) and sales (V) taxes products carry, with their aliquots. */
import { Badge } from '@mantine/core';
import { TAX_TYPES } from '../../../../src-shared/constants/products.js';
import { formatAliquot } from '../../../../src-shared/format.js';
import { useApi } from '../../../app/api.js';
import type { Column } from '../../../components/DataTable.js';
import { labelsOf } from '../../../components/exportColumns.js';
import { useI18n } from '../../../i18n/i18n.js';
import { numberColumn } from '../reference/cells.js';
import { ReferenceTab } from '../reference/ReferenceTab.js';
import type { TaxDoc } from '../../../components/documents/read.js';

export function TaxesTab() {
  const { t, locale } = useI18n();
  const api = useApi();
  const columns: Column<TaxDoc>[] = [
    numberColumn(t),
    { key: 'name', header: t('admin.field.name'), width: '2fr', render: (x) => x.name, exportAs: { kind: 'text', field: 'name' } },
    {
      key: 'type',
      header: t('admin.taxes.type'),
      width: '180px',
      render: (x) => (
        <Badge variant="light" color={x.type === 'V' ? 'teal' : 'orange'}>
          {t(`admin.taxes.type.${x.type}`)}
        </Badge>
      ),
      exportAs: { kind: 'text', field: 'type', labels: labelsOf(TAX_TYPES, (type) => t(`admin.taxes.type.${type}`)) },
    },
    { key: 'aliquot', header: t('admin.taxes.aliquot'), width: '140px', align: 'right', render: (x) => formatAliquot(x.aliquot, locale), exportAs: { kind: 'percent', field: 'aliquot' } },
  ];
  return (
    <ReferenceTab<TaxDoc>
      collection="taxes"
      list={(q) => api.tax.list(q)}
      get={(id) => api.tax.get({ id })}
      columns={columns}
      words={{ title: 'admin.tab.taxes', new: 'admin.taxes.title', emptyTitle: 'admin.taxes.emptyTitle', emptyHint: 'admin.taxes.emptyHint' }}
      searchable={false}
      statusQuery={false}
      drawerTitle={(x) => x?.name ?? ''}
      testId="taxes-table"
    />
  );
}
