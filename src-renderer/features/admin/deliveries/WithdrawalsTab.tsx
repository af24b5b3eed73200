/** Withdrawal options with their fees: how a buy's goods are picked up from the provider (domain §7). */
import { useApi } from '../../../app/api.js';
import type { Column } from '../../../components/DataTable.js';
import { useI18n } from '../../../i18n/i18n.js';
import { numberColumn, yesNo, yesNoExport } from '../reference/cells.js';
import { ReferenceTab } from '../reference/ReferenceTab.js';
import { WithdrawalForm } from './WithdrawalForm.js';
import type { WithdrawalDoc } from '../../../components/documents/read.js';

export function WithdrawalsTab() {
  const { t, money } = useI18n();
  const api = useApi();
  const columns: Column<WithdrawalDoc>[] = [
    numberColumn(t),
    { key: 'name', header: t('admin.field.name'), width: '2fr', render: (w) => w.name, exportAs: { kind: 'text', field: 'name' } },
    { key: 'fee', header: t('admin.withdrawals.fee'), width: '150px', align: 'right', render: (w) => money(w.fee ?? 0), exportAs: { kind: 'money', field: 'fee', fallback: '0' } },
    {
      key: 'intern',
      header: t('admin.withdrawals.internPrice'),
      width: '150px',
      align: 'right',
      render: (w) => money(w.internPrice ?? 0),
      exportAs: { kind: 'money', field: 'internPrice', fallback: '0' },
    },
    { key: 'shortage', header: t('admin.withdrawals.shortageShort'), width: '120px', align: 'center', render: (w) => yesNo(w.shortage, t), exportAs: yesNoExport('shortage', t) },
  ];
  return (
    <ReferenceTab<WithdrawalDoc>
      collection="withdrawals"
      list={(q) => api.withdrawals.list(q)}
      get={(id) => api.withdrawals.get({ id })}
      columns={columns}
      words={{ title: 'admin.tab.withdrawals', new: 'admin.withdrawals.new', emptyTitle: 'admin.withdrawals.emptyTitle', emptyHint: 'admin.withdrawals.emptyHint' }}
      Form={WithdrawalForm}
      drawerTitle={(w) => w?.name ?? t('admin.withdrawals.new')}
      testId="withdrawals-table"
    />
  );
}
