/**
 * A third party (spec §5: name 1 to 100, tag 1 to 30): someone external cash flows are with. Saving
 * restates both fields (`PUT /third/{id}` replaces the third). A user made a third is managed from
 * the user.
 */
import { Alert, TextInput } from '@mantine/core';
import { useApi } from '../../../app/api.js';
import { useT } from '../../../i18n/i18n.js';
import { FormShell } from '../reference/FormShell.js';
import type { RecordFormProps } from '../reference/ReferenceTab.js';
import { useDraft } from '../reference/useDraft.js';
import { useSaveForm } from '../../../components/useSaveForm.js';
import type { ThirdDoc } from '../../../components/documents/read.js';

export function ThirdForm({ doc: third, onDone }: RecordFormProps<ThirdDoc>) {
  const t = useT();
  const api = useApi();
  const form = useSaveForm();
  const { draft, text } = useDraft(() => ({ name: third?.name ?? '', tag: third?.tag ?? '' }), form);
  const save = async () => {
    const body = { name: draft.name, tag: draft.tag };
    const ok = third
      ? await form.run(() => api.third.replace({ id: third._id, ...body }), { action: t('write.record.update', { name: draft.name }), done: t('admin.thirds.saved') })
      : await form.run(() => api.third.create(body), { action: t('write.record.create', { name: draft.name }), done: t('admin.thirds.created') });
    if (ok) onDone();
  };
  return (
    <FormShell onSave={save} saving={form.saving} failure={form.failure}>
      {third?.user && <Alert color="blue">{t('admin.thirds.userHint')}</Alert>}
      <TextInput label={t('admin.field.name')} required data-autofocus={!third || undefined} {...text('name')} />
      <TextInput label={t('admin.thirds.tag')} description={t('admin.thirds.tagHint')} required {...text('tag')} />
    </FormShell>
  );
}
