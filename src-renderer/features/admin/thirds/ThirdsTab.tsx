/** Third parties: the people and firms external cash flows name (domain §6). */
import { Badge } from '@mantine/core';
import { useApi } from '../../../app/api.js';
import type { Column } from '../../../components/DataTable.js';
import { useT } from '../../../i18n/i18n.js';
import { numberColumn } from '../reference/cells.js';
import { ReferenceTab } from '../reference/ReferenceTab.js';
import { ThirdForm } from './ThirdForm.js';
import type { ThirdDoc } from '../../../components/documents/read.js';

export function ThirdsTab() {
  const t = useT();
  const api = useApi();
  const columns: Column<ThirdDoc>[] = [
    numberColumn(t),
    { key: 'name', header: t('admin.field.name'), width: '2fr', render: (d) => d.name, exportAs: { kind: 'text', field: 'name' } },
    { key: 'tag', header: t('admin.thirds.tag'), width: '1fr', render: (d) => d.tag, exportAs: { kind: 'text', field: 'tag' } },
    {
      key: 'user',
      header: t('admin.thirds.kind'),
      width: '140px',
      render: (d) => (
        <Badge variant="light" color={d.user ? 'grape' : 'gray'}>
          {t(d.user ? 'admin.thirds.fromUser' : 'admin.thirds.external')}
        </Badge>
      ),
      exportAs: { kind: 'boolean', field: 'user', labels: { true: t('admin.thirds.fromUser'), false: t('admin.thirds.external') }, empty: t('admin.thirds.external') },
    },
  ];
  return (
    <ReferenceTab<ThirdDoc>
      collection="thirds"
      list={(q) => api.third.list(q)}
      get={(id) => api.third.get({ id })}
      columns={columns}
      words={{ title: 'admin.tab.thirds', new: 'admin.thirds.new', emptyTitle: 'admin.thirds.emptyTitle', emptyHint: 'admin.thirds.emptyHint' }}
      Form={ThirdForm}
      drawerTitle={(d) => d?.name ?? t('admin.thirds.new')}
      testId="thirds-table"
    />
  );
}
