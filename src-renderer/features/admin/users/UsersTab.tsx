/**
 * Staff users (spec §7 User list: status, isDriver; search by username): create and edit them,
 * pair a device for one, make them a third, disable or enable them.
 */
import { Badge, Select } from '@mantine/core';
import { useState } from 'react';
import { ROLES } from '../../../../src-shared/constants/roles.js';
import { useApi } from '../../../app/api.js';
import type { Column } from '../../../components/DataTable.js';
import { useT } from '../../../i18n/i18n.js';
import { labelsOf } from '../../../components/exportColumns.js';
import { numberColumn, yesNo, yesNoExport } from '../reference/cells.js';
import { ReferenceTab } from '../reference/ReferenceTab.js';
import { UserForm } from './UserForm.js';
import type { UserDoc } from '../../../components/documents/read.js';

type DriverFilter = 'all' | 'drivers' | 'others';

export function UsersTab() {
  const t = useT();
  const api = useApi();
  const [driver, setDriver] = useState<DriverFilter>('all');
  const filters = driver === 'all' ? {} : { isDriver: driver === 'drivers' };
  const columns: Column<UserDoc>[] = [
    numberColumn(t),
    { key: 'username', header: t('admin.users.username'), width: '1fr', render: (u) => u.username, exportAs: { kind: 'text', field: 'username' } },
    { key: 'name', header: t('admin.field.name'), width: '1.5fr', render: (u) => u.name, exportAs: { kind: 'text', field: 'name' } },
    {
      key: 'role',
      header: t('admin.users.role'),
      width: '150px',
      render: (u) => (
        <Badge variant="light" color={u.role === 'ADMIN' ? 'red' : u.role === 'AV' ? 'blue' : 'gray'}>
          {t(`user.role.${u.role}`)}
        </Badge>
      ),
      exportAs: { kind: 'text', field: 'role', labels: labelsOf(ROLES, (r) => t(`user.role.${r}`)) },
    },
    { key: 'driver', header: t('admin.users.driver'), width: '90px', align: 'center', render: (u) => yesNo(u.isDriver, t), exportAs: yesNoExport('isDriver', t) },
    { key: 'third', header: t('admin.users.third'), width: '90px', align: 'center', render: (u) => yesNo(Boolean(u.third), t), exportAs: yesNoExport('third', t) },
  ];
  const driverFilter = (
    <Select
      label={t('admin.users.driverFilter')}
      data={[
        { value: 'all', label: t('common.all') },
        { value: 'drivers', label: t('admin.users.drivers') },
        { value: 'others', label: t('admin.users.notDrivers') },
      ]}
      value={driver}
      onChange={(v) => setDriver((v ?? 'all') as DriverFilter)}
      allowDeselect={false}
      w={170}
    />
  );
  return (
    <ReferenceTab<UserDoc>
      collection="users"
      list={(q) => api.user.list(q)}
      get={(id) => api.user.get({ id })}
      listDisabled={(q) => api.user.serverList(q)}
      columns={columns}
      words={{ title: 'admin.tab.users', new: 'admin.users.new', emptyTitle: 'admin.users.emptyTitle', emptyHint: 'admin.users.emptyHint' }}
      filters={filters}
      filterControls={driverFilter}
      Form={UserForm}
      drawerTitle={(u) => (u ? `${u.name} (${u.username})` : t('admin.users.new'))}
      testId="users-table"
    />
  );
}
