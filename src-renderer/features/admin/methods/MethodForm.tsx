/**
 * A pay method (how the company pays) or a charge method (how customers pay): a name (spec §3).
 * Removing one keeps it on the records that name it.
 */
import { TextInput } from '@mantine/core';
import { useApi } from '../../../app/api.js';
import type { IpcClient } from '../../../../src-shared/ipc/client.js';
import { useT } from '../../../i18n/i18n.js';
import { ConfirmButton } from '../reference/ConfirmButton.js';
import { FormShell } from '../reference/FormShell.js';
import type { RecordFormProps } from '../reference/ReferenceTab.js';
import { useDraft } from '../reference/useDraft.js';
import { useSaveForm } from '../../../components/useSaveForm.js';
import { METHOD_WORDS, type MethodKind } from './methodKinds.js';
import type { MethodDoc } from '../../../components/documents/read.js';

/** The calls of each kind: the same three, on two routes. */
export const methodCalls = (api: IpcClient, kind: MethodKind) => (kind === 'pay' ? api.payMethod : api.chargeMethod);

export function MethodForm({ kind, doc: method, onDone }: RecordFormProps<MethodDoc> & { kind: MethodKind }) {
  const t = useT();
  const api = useApi();
  const calls = methodCalls(api, kind);
  const words = METHOD_WORDS[kind];
  const form = useSaveForm();
  const { draft, text } = useDraft(() => ({ name: method?.name ?? '' }), form);
  const save = async () => {
    const ok = method
      ? await form.run(() => calls.update({ id: method._id, name: draft.name }), { action: t('write.record.update', { name: draft.name }), done: t(words.saved) })
      : await form.run(() => calls.create({ name: draft.name }), { action: t('write.record.create', { name: draft.name }), done: t(words.created) });
    if (ok) onDone();
  };
  const actions = method && method.status !== false && (
    <ConfirmButton
      label={t('admin.remove')}
      confirm={{ title: t(words.removeTitle, { name: method.name }), body: t('admin.methods.remove.body') }}
      run={() => calls.remove({ id: method._id })}
      success={t(words.removed)}
      onDone={onDone}
    />
  );
  return (
    <FormShell onSave={save} saving={form.saving} failure={form.failure} actions={actions}>
      <TextInput label={t('admin.field.name')} required data-autofocus={!method || undefined} {...text('name')} />
    </FormShell>
  );
}
