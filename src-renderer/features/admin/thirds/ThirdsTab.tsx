/** Third parties: the people and firms external cash flows name (domain §6). */
import { Badge } from '@mantine/core';
import { useApi } from '../../../app/api.js';
import type { Column } from '../../../components/DataTable.js';
import { useT } from '../../../i18n/i18n.js';
import type { ThirdDoc } from '../documents.js';
import { numberColumn } from '../reference/cells.js';
import { ReferenceTab } from '../reference/ReferenceTab.js';
import { ThirdForm } from './ThirdForm.js';

export function ThirdsTab() {
  const t = useT();
  const api = useApi();
  const columns: Column<ThirdDoc>[] = [
    numberColumn(t),
    { key: 'name', header: t('admin.field.name'), width: '2fr', render: (d) => d.name },
    { key: 'tag', header: t('admin.thirds.tag'), width: '1fr', render: (d) => d.tag },
    {
      key: 'user',
      header: t('admin.thirds.kind'),
      width: '140px',
      render: (d) => (
        <Badge variant="light" color={d.user ? 'grape' : 'gray'}>
          {t(d.user ? 'admin.thirds.fromUser' : 'admin.thirds.external')}
        </Badge>
      ),
    },
  ];
  return (
    <ReferenceTab<ThirdDoc>
      collection="thirds"
      list={(q) => api.thirds.list(q)}
      get={(id) => api.thirds.get({ id })}
      columns={columns}
      words={{ new: 'admin.thirds.new', emptyTitle: 'admin.thirds.emptyTitle', emptyHint: 'admin.thirds.emptyHint' }}
      Form={ThirdForm}
      drawerTitle={(d) => d?.name ?? t('admin.thirds.new')}
      testId="thirds-table"
    />
  );
}
