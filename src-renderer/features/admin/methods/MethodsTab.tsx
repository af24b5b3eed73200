/** Pay methods (how the company pays) or charge methods (how customers pay). */
import { useApi } from '../../../app/api.js';
import type { Column } from '../../../components/DataTable.js';
import { useT } from '../../../i18n/i18n.js';
import { numberColumn } from '../reference/cells.js';
import { ReferenceTab, type RecordFormProps } from '../reference/ReferenceTab.js';
import { MethodForm, methodCalls } from './MethodForm.js';
import { METHOD_WORDS, type MethodKind } from './methodKinds.js';
import type { MethodDoc } from '../../../components/documents/read.js';

const PayMethodForm = (props: RecordFormProps<MethodDoc>) => <MethodForm kind="pay" {...props} />;
const ChargeMethodForm = (props: RecordFormProps<MethodDoc>) => <MethodForm kind="charge" {...props} />;

export function MethodsTab({ kind }: { kind: MethodKind }) {
  const t = useT();
  const api = useApi();
  const calls = methodCalls(api, kind);
  const words = METHOD_WORDS[kind];
  const columns: Column<MethodDoc>[] = [numberColumn(t), { key: 'name', header: t('admin.field.name'), width: '1fr', render: (m) => m.name, exportAs: { kind: 'text', field: 'name' } }];
  return (
    <ReferenceTab<MethodDoc>
      key={kind}
      collection={kind === 'pay' ? 'payMethods' : 'chargeMethods'}
      list={(q) => calls.list(q)}
      get={(id) => calls.get({ id })}
      columns={columns}
      words={{ title: kind === 'pay' ? 'admin.tab.payMethods' : 'admin.tab.chargeMethods', new: words.new, emptyTitle: words.emptyTitle, emptyHint: words.emptyHint }}
      Form={kind === 'pay' ? PayMethodForm : ChargeMethodForm}
      drawerTitle={(m) => m?.name ?? t(words.new)}
      testId={`${kind}-methods-table`}
    />
  );
}
