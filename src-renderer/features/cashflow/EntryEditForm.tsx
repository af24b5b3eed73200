/**
 * Editing a recorded cash entry from its drawer: the fields the contract's update takes
 * (`entryEdit.ts`). A transfer's other half follows on the server. Ctrl+S saves.
 */
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { getHotkeyHandler } from '@mantine/hooks';
import { useState } from 'react';
import { useApi } from '../../app/api.js';
import { detailMessage } from '../../components/errors.js';
import { useSaveForm } from '../../components/useSaveForm.js';
import { useT } from '../../i18n/i18n.js';
import { isTransfer } from '../../components/documents/cashflow.js';
import { editBody, editDraftOf, hasTag, type EditDraft } from './entryEdit.js';
import { AmountAndMethod, ConceptField, TagAndDescription } from './EntryFields.js';
import type { CashflowDoc } from '../../components/documents/read.js';

export function EntryEditModal({ entry, opened, onClose }: { entry: CashflowDoc; opened: boolean; onClose: () => void }) {
  const t = useT();
  return (
    <Modal opened={opened} onClose={onClose} title={t('money.edit.title', { number: entry.number ?? '' })} size="lg">
      {opened && <EntryEditForm entry={entry} onDone={onClose} />}
    </Modal>
  );
}

function EntryEditForm({ entry, onDone }: { entry: CashflowDoc; onDone: () => void }) {
  const t = useT();
  const api = useApi();
  const [draft, setDraft] = useState<EditDraft>(() => editDraftOf(entry));
  const form = useSaveForm();
  const { errors, failure, saving } = form;
  const [unchanged, setUnchanged] = useState(false);
  const set = (patch: Partial<EditDraft>) => setDraft((d) => ({ ...d, ...patch }));

  const save = async () => {
    setUnchanged(false);
    const check = editBody(entry, draft);
    if (!check.ok)
      return form.invalid(Object.fromEntries(Object.entries(check.errors).map(([path, e]) => [path, e.missing ? t('money.required') : e.detail ? detailMessage(e.detail, t) : t('money.required')])));
    form.invalid({});
    if (Object.keys(check.body).length === 0) return setUnchanged(true);
    if (await form.run(() => api.cashflow.update({ id: entry._id, ...check.body }), { action: t('write.cash.update'), done: t('money.edit.saved') })) onDone();
  };

  return (
    <Stack onKeyDown={getHotkeyHandler([['mod+S', () => void save()]])}>
      <Text size="sm" c="dimmed">
        {t('money.edit.hint')}
      </Text>
      {isTransfer(entry) && <Alert color="blue">{t('money.edit.transferHint')}</Alert>}
      <AmountAndMethod draft={draft} errors={errors} set={set} />
      <ConceptField draft={draft} set={set} />
      <TagAndDescription draft={draft} errors={errors} set={set} withTag={hasTag(entry)} />
      {unchanged && <Alert color="gray">{t('money.edit.unchanged')}</Alert>}
      {failure && <Alert color="red">{failure}</Alert>}
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone}>
          {t('common.cancel')}
        </Button>
        <Button onClick={() => void save()} loading={saving}>
          {t('common.save')} (Ctrl+S)
        </Button>
      </Group>
    </Stack>
  );
}
