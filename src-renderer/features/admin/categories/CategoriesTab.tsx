/** Product categories: how the catalog is grouped, and which may sell packs in fractions. */
import { useApi } from '../../../app/api.js';
import type { Column } from '../../../components/DataTable.js';
import { useT } from '../../../i18n/i18n.js';
import { numberColumn, yesNo, yesNoExport } from '../reference/cells.js';
import { ReferenceTab } from '../reference/ReferenceTab.js';
import { CategoryForm } from './CategoryForm.js';
import type { CategoryDoc } from '../../../components/documents/read.js';

export function CategoriesTab() {
  const t = useT();
  const api = useApi();
  const columns: Column<CategoryDoc>[] = [
    numberColumn(t),
    { key: 'name', header: t('admin.field.name'), width: '1.5fr', render: (c) => c.name, exportAs: { kind: 'text', field: 'name' } },
    { key: 'slug', header: t('admin.categories.slug'), width: '1fr', render: (c) => c.slug, exportAs: { kind: 'text', field: 'slug' } },
    { key: 'section', header: t('admin.categories.section'), width: '1fr', render: (c) => c.section || '—', exportAs: { kind: 'text', field: 'section', empty: '—' } },
    { key: 'split', header: t('admin.categories.splitShort'), width: '130px', align: 'center', render: (c) => yesNo(c.splitPackage, t), exportAs: yesNoExport('splitPackage', t) },
  ];
  return (
    <ReferenceTab<CategoryDoc>
      collection="categories"
      list={(q) => api.category.list(q)}
      get={(id) => api.category.get({ id })}
      listDisabled={(q) => api.category.serverList(q)}
      columns={columns}
      words={{ title: 'admin.tab.categories', new: 'admin.categories.new', emptyTitle: 'admin.categories.emptyTitle', emptyHint: 'admin.categories.emptyHint' }}
      Form={CategoryForm}
      drawerTitle={(c) => c?.name ?? t('admin.categories.new')}
      testId="categories-table"
    />
  );
}
