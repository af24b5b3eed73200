/**
 * A product category (spec §5: name and slug, 1 to 100 characters). The slug follows the name as
 * the server would make it, until the user types one of their own.
 */
import { Checkbox, Group, TextInput } from '@mantine/core';
import { useState } from 'react';
import { slugify } from '../../../../src-shared/slug.js';
import { useApi } from '../../../app/api.js';
import { useT } from '../../../i18n/i18n.js';
import { orNull } from '../../../components/forms/textField.js';
import { ConfirmButton } from '../reference/ConfirmButton.js';
import { FormShell } from '../reference/FormShell.js';
import type { RecordFormProps } from '../reference/ReferenceTab.js';
import { useDraft } from '../reference/useDraft.js';
import { useSaveForm } from '../../../components/useSaveForm.js';
import type { CategoryDoc } from '../../../components/documents/read.js';

interface CategoryDraft {
  name: string;
  slug: string;
  icon: string;
  section: string;
  splitPackage: boolean;
}

const draftOf = (c: CategoryDoc | null): CategoryDraft => ({
  name: c?.name ?? '',
  slug: c?.slug ?? '',
  icon: c?.icon ?? '',
  section: c?.section ?? '',
  splitPackage: c?.splitPackage ?? false,
});

const categoryBody = (d: CategoryDraft) => ({ name: d.name, slug: d.slug, icon: orNull(d.icon), section: orNull(d.section), splitPackage: d.splitPackage });

export function CategoryForm({ doc: category, onDone }: RecordFormProps<CategoryDoc>) {
  const t = useT();
  const api = useApi();
  const form = useSaveForm();
  const { draft, set, text, check } = useDraft(() => draftOf(category), form);
  // A new category's slug follows its name until the user writes one.
  const [ownSlug, setOwnSlug] = useState(category !== null);
  const save = async () => {
    const body = categoryBody(draft);
    const ok = category
      ? await form.run(() => api.category.update({ id: category._id, ...body }), { action: t('write.record.update', { name: draft.name }), done: t('admin.categories.saved') })
      : await form.run(() => api.category.create(body), { action: t('write.record.create', { name: draft.name }), done: t('admin.categories.created') });
    if (ok) onDone();
  };
  const actions =
    category &&
    (category.status !== false ? (
      <ConfirmButton
        label={t('common.disable')}
        confirm={{ title: t('admin.categories.disable.title', { name: category.name }), body: t('admin.categories.disable.body') }}
        run={() => api.category.disable({ id: category._id })}
        success={t('admin.categories.disabled')}
        onDone={onDone}
      />
    ) : (
      <ConfirmButton label={t('common.enable')} color="teal" run={() => api.category.enable({ id: category._id })} success={t('admin.categories.enabled')} onDone={onDone} />
    ));
  return (
    <FormShell onSave={save} saving={form.saving} failure={form.failure} actions={actions}>
      <TextInput
        label={t('admin.field.name')}
        required
        data-autofocus={!category || undefined}
        value={draft.name}
        onChange={(e) => {
          const name = e.currentTarget.value;
          set(ownSlug ? { name } : { name, slug: slugify(name) });
        }}
        error={form.errors.name}
      />
      <TextInput
        label={t('admin.categories.slug')}
        description={t('admin.categories.slugHint')}
        required
        value={draft.slug}
        onChange={(e) => {
          setOwnSlug(true);
          set({ slug: e.currentTarget.value });
        }}
        error={form.errors.slug}
      />
      <Group grow align="flex-start">
        <TextInput label={t('admin.categories.section')} {...text('section')} />
        <TextInput label={t('admin.categories.icon')} {...text('icon')} />
      </Group>
      <Checkbox label={t('admin.categories.splitPackage')} description={t('admin.categories.splitPackageHint')} {...check('splitPackage')} />
    </FormShell>
  );
}
