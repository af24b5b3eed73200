/** Withdrawal options with their fees: how a buy's goods are picked up from the provider (domain §7). */
import { useApi } from '../../../app/api.js';
import type { Column } from '../../../components/DataTable.js';
import { useI18n } from '../../../i18n/i18n.js';
import { numberColumn, priceColumn, yesNo, yesNoExport } from '../reference/cells.js';
import { ReferenceTab } from '../reference/ReferenceTab.js';
import { WithdrawalForm } from './WithdrawalForm.js';
import type { WithdrawalDoc } from '../../../components/documents/read.js';

export function WithdrawalsTab() {
  const { t, money } = useI18n();
  const api = useApi();
  const columns: Column<WithdrawalDoc>[] = [
    numberColumn(t),
    { key: 'name', header: t('admin.field.name'), width: '2fr', render: (w) => w.name, exportAs: { kind: 'text', field: 'name' } },
    priceColumn('fee', 'fee', t('admin.withdrawals.fee'), money),
    priceColumn('intern', 'internPrice', t('admin.withdrawals.internPrice'), money),
    { key: 'shortage', header: t('admin.withdrawals.shortageShort'), width: '120px', align: 'center', render: (w) => yesNo(w.shortage, t), exportAs: yesNoExport('shortage', t) },
  ];
  return (
    <ReferenceTab<WithdrawalDoc>
      collection="withdrawals"
      list={(q) => api.withdrawal.list(q)}
      get={(id) => api.withdrawal.get({ id })}
      columns={columns}
      words={{ title: 'admin.tab.withdrawals', new: 'admin.withdrawals.new', emptyTitle: 'admin.withdrawals.emptyTitle', emptyHint: 'admin.withdrawals.emptyHint' }}
      Form={WithdrawalForm}
      drawerTitle={(w) => w?.name ?? t('admin.withdrawals.new')}
      testId="withdrawals-table"
    />
  );
}
