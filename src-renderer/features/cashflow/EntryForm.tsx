/**
 * The form of a new cash flow entry, one per kind (domain §6): partner, provider, internal,
 * transfer between garages, cash count adjust, third party. Ctrl+S saves.
 */
import { Alert, Button, Checkbox, Group, Modal, Stack } from '@mantine/core';
import { getHotkeyHandler } from '@mantine/hooks';
import { useState } from 'react';
import { useApi } from '../../app/api.js';
import { detailMessage } from '../../components/errors.js';
import { useSaveForm } from '../../components/useSaveForm.js';
import { useT } from '../../i18n/i18n.js';
import { checkEntry, entryBody, newDraft, submitEntry, type EntryDraft, type EntryKind } from './entryForm.js';
import { AmountAndMethod, ConceptField, TagAndDescription } from './EntryFields.js';
import { CustomerSelect, RefSelect } from '../../components/pickers/RefSelect.js';

export interface EntryFormProps {
  kind: EntryKind | null;
  onClose: () => void;
}

export function EntryFormModal({ kind, onClose }: EntryFormProps) {
  const t = useT();
  return (
    <Modal opened={kind !== null} onClose={onClose} title={kind ? t(`money.form.${kind}`) : ''} size="lg">
      {kind && <EntryForm key={kind} kind={kind} onDone={onClose} />}
    </Modal>
  );
}

function EntryForm({ kind, onDone }: { kind: EntryKind; onDone: () => void }) {
  const t = useT();
  const api = useApi();
  const [draft, setDraft] = useState<EntryDraft>(() => newDraft(kind));
  const form = useSaveForm();
  const { errors, failure, saving } = form;
  const set = (patch: Partial<EntryDraft>) => setDraft((d) => ({ ...d, ...patch }));

  const save = async () => {
    const body = entryBody(kind, draft);
    const check = checkEntry(kind, body);
    if (!check.ok)
      return form.invalid(
        Object.fromEntries(
          Object.entries(check.errors).map(([path, e]) => [
            path,
            e.missing ? t('money.required') : path === 'destination' ? t('money.sameGarage') : e.detail ? detailMessage(e.detail, t) : t('money.required'),
          ]),
        ),
      );
    if (
      await form.run(
        () => submitEntry(api, kind, body),
        kind === 'transfer' ? { action: t('write.cash.transfer'), done: t('money.savedTransfer') } : { action: t('write.cash.create'), done: t('money.saved') },
      )
    )
      onDone();
  };

  const garageLabel = kind === 'transfer' ? t('money.origin') : t('money.garage');
  const garageRequired = kind === 'internal' || kind === 'transfer' || kind === 'adjust';
  return (
    <Stack onKeyDown={getHotkeyHandler([['mod+S', () => void save()]])}>
      {kind === 'transfer' && <Alert color="blue">{t('money.transferHint')}</Alert>}
      {kind === 'adjust' && <Alert color="blue">{t('money.adjustHint')}</Alert>}
      {kind === 'partner' && <RefSelect source="partners" label={t('money.partner')} autoFocus value={draft.partner} onChange={(partner) => set({ partner })} error={errors.partner} required />}
      {kind === 'partner' && <CustomerSelect label={t('money.customerOptional')} value={draft.customer} onChange={(customer) => set({ customer })} error={errors.customer} />}
      {kind === 'provider' && <RefSelect source="providers" label={t('money.provider')} autoFocus value={draft.provider} onChange={(provider) => set({ provider })} error={errors.provider} required />}
      {kind === 'external' && <RefSelect source="thirds" label={t('money.third')} autoFocus value={draft.third} onChange={(third) => set({ third })} error={errors.third} required />}
      <Group grow align="flex-start">
        <RefSelect
          source="garages"
          label={garageRequired ? garageLabel : t('money.garageOptional')}
          value={draft.garage}
          onChange={(garage) => set({ garage })}
          error={errors.garage}
          required={garageRequired}
        />
        {kind === 'transfer' && (
          <RefSelect source="garages" label={t('money.destination')} value={draft.destination} onChange={(destination) => set({ destination })} error={errors.destination} required />
        )}
      </Group>
      <AmountAndMethod draft={draft} errors={errors} set={set} />
      {kind !== 'transfer' && <ConceptField draft={draft} set={set} />}
      <TagAndDescription draft={draft} errors={errors} set={set} withTag={kind === 'internal' || kind === 'transfer' || kind === 'adjust'} />
      {kind === 'partner' && <Checkbox label={t('money.isBudget')} checked={draft.isBudget} onChange={(e) => set({ isBudget: e.currentTarget.checked })} />}
      {failure && <Alert color="red">{failure}</Alert>}
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone}>
          {t('common.cancel')}
        </Button>
        <Button onClick={() => void save()} loading={saving}>
          {t('money.record')} (Ctrl+S)
        </Button>
      </Group>
    </Stack>
  );
}
