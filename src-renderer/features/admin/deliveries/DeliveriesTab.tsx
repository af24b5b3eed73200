/** Delivery options with their prices: what an order picks to be delivered (domain §7). */
import { type Role, ROLES } from '../../../../src-shared/constants/roles.js';
import { useApi } from '../../../app/api.js';
import type { Column } from '../../../components/DataTable.js';
import { labelsOf } from '../../../components/exportColumns.js';
import { useI18n } from '../../../i18n/i18n.js';
import { numberColumn, priceColumn, yesNo, yesNoExport } from '../reference/cells.js';
import { ReferenceTab } from '../reference/ReferenceTab.js';
import { DeliveryForm } from './DeliveryForm.js';
import type { DeliveryDoc } from '../../../components/documents/read.js';

export function DeliveriesTab() {
  const { t, money } = useI18n();
  const api = useApi();
  const columns: Column<DeliveryDoc>[] = [
    numberColumn(t),
    { key: 'name', header: t('admin.field.name'), width: '1.5fr', render: (d) => d.name, exportAs: { kind: 'text', field: 'name' } },
    priceColumn('customer', 'customerPrice', t('admin.deliveries.customerPrice'), money),
    priceColumn('partner', 'partnerPrice', t('admin.deliveries.partnerPrice'), money),
    priceColumn('intern', 'internPrice', t('admin.deliveries.internPrice'), money),
    { key: 'contributes', header: t('admin.deliveries.contributesShort'), width: '110px', align: 'center', render: (d) => yesNo(d.contributes, t), exportAs: yesNoExport('contributes', t) },
    {
      key: 'roles',
      header: t('admin.deliveries.rolesShort'),
      width: '1fr',
      render: (d) => (d.roles?.length ? d.roles.map((r) => t(`user.role.${r as Role}`)).join(', ') : t('admin.deliveries.everyone')),
      exportAs: { kind: 'text', field: 'roles', labels: labelsOf(ROLES, (r) => t(`user.role.${r}`)), empty: t('admin.deliveries.everyone') },
    },
  ];
  return (
    <ReferenceTab<DeliveryDoc>
      collection="deliveries"
      list={(q) => api.delivery.list(q)}
      get={(id) => api.delivery.get({ id })}
      columns={columns}
      words={{ title: 'admin.tab.deliveries', new: 'admin.deliveries.new', emptyTitle: 'admin.deliveries.emptyTitle', emptyHint: 'admin.deliveries.emptyHint' }}
      Form={DeliveryForm}
      drawerTitle={(d) => d?.name ?? t('admin.deliveries.new')}
      testId="deliveries-table"
    />
  );
}
