/** Garages (warehouses and points of sale): where stock and cash are kept. */
import { Badge } from '@mantine/core';
import { useApi } from '../../../app/api.js';
import type { Column } from '../../../components/DataTable.js';
import { useT } from '../../../i18n/i18n.js';
import { numberColumn, yesNo, yesNoExport } from '../reference/cells.js';
import { ReferenceTab } from '../reference/ReferenceTab.js';
import { GarageForm } from './GarageForm.js';
import type { GarageDoc } from '../../../components/documents/read.js';

export function GaragesTab() {
  const t = useT();
  const api = useApi();
  const columns: Column<GarageDoc>[] = [
    numberColumn(t),
    {
      key: 'name',
      header: t('admin.field.name'),
      width: '1.5fr',
      render: (g) => (
        <>
          {g.name}
          {g.isDefault && (
            <Badge ml={6} size="sm" variant="light">
              {t('admin.garages.default')}
            </Badge>
          )}
        </>
      ),
      exportAs: { kind: 'text', field: 'name' },
    },
    {
      key: 'address',
      header: t('admin.field.address'),
      width: '2fr',
      render: (g) => (g.address ? [g.address.street, g.address.city, g.address.province].join(', ') : '—'),
      exportAs: { kind: 'text', derived: 'addressLine', empty: '—' },
    },
    { key: 'phone', header: t('admin.field.phone'), width: '160px', render: (g) => g.phone || '—', exportAs: { kind: 'text', field: 'phone', empty: '—' } },
    { key: 'inventory', header: t('admin.garages.inventoryShort'), width: '90px', align: 'center', render: (g) => yesNo(g.inventory !== false, t), exportAs: yesNoExport('inventory', t) },
  ];
  return (
    <ReferenceTab<GarageDoc>
      collection="garages"
      list={(q) => api.garage.list(q)}
      get={(id) => api.garage.get({ id })}
      listDisabled={(q) => api.garage.serverList(q)}
      columns={columns}
      words={{ title: 'admin.tab.garages', new: 'admin.garages.new', emptyTitle: 'admin.garages.emptyTitle', emptyHint: 'admin.garages.emptyHint' }}
      Form={GarageForm}
      drawerTitle={(g) => g?.name ?? t('admin.garages.new')}
      testId="garages-table"
    />
  );
}
