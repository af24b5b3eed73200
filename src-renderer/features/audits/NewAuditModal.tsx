/**
 * A new audit closes the period of its kind (domain §6): commercial for the whole business, or
 * one partner's, provider's or customer's books (a partner audit marks its delivered orders as
 * stored). Audits snapshot the server's books, so they need the server now. Ctrl+S creates it;
 * the server's reasons show beside the field they are about.
 */
import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import { getHotkeyHandler } from '@mantine/hooks';
import { useState } from 'react';
import { NOTES_MAX } from '../../../src-shared/constants/field-lengths.js';
import { newId } from '../../../src-shared/ids.js';
import { useApi } from '../../app/api.js';
import { errorMessage, fieldErrors } from '../../components/errors.js';
import { notifySaved } from '../../components/notify.js';
import { useT } from '../../i18n/i18n.js';
import type { AuditKind } from './documents.js';
import { createAudit, PARTY_OF } from './kinds.js';
import { PartyPicker } from './PartyPicker.js';
import { useRefreshAudits } from './useAuditList.js';
import { LimitedTextarea } from '../../components/forms/LimitedText.js';

type ClosingKind = Exclude<AuditKind, 'inventory'>;

function NewAuditForm({ kind, onDone }: { kind: ClosingKind; onDone: () => void }) {
  const t = useT();
  const api = useApi();
  const refresh = useRefreshAudits();
  const field = PARTY_OF[kind];
  const [party, setParty] = useState<string | null>(null);
  const [notes, setNotes] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const save = async () => {
    setFailure(null);
    if (field && !party) {
      setErrors({ [field]: t('audits.new.partyRequired') });
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      await createAudit(api, kind, { _id: newId(), party, notes: notes.trim() || null });
      await refresh();
      notifySaved(t('audits.new.saved'));
      onDone();
    } catch (error) {
      const fields = fieldErrors(error, t);
      setErrors(fields);
      if (!Object.keys(fields).some((path) => path === field || path === 'notes')) setFailure(errorMessage(error, t));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack onKeyDown={getHotkeyHandler([['mod+S', () => void save()]])}>
      <Alert color="blue">{t(`audits.new.${kind}.hint`)}</Alert>
      {field && <PartyPicker field={field} value={party} onChange={setParty} error={errors[field]} required />}
      <LimitedTextarea label={t('audits.notes')} value={notes} onChange={(e) => setNotes(e.currentTarget.value)} max={NOTES_MAX} autosize minRows={2} error={errors.notes} />
      {failure && <Alert color="red">{failure}</Alert>}
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone}>
          {t('common.cancel')}
        </Button>
        <Button loading={saving} onClick={() => void save()}>
          {t('audits.new.submit')} (Ctrl+S)
        </Button>
      </Group>
    </Stack>
  );
}

export function NewAuditModal({ kind, opened, onClose }: { kind: ClosingKind; opened: boolean; onClose: () => void }) {
  const t = useT();
  return (
    <Modal opened={opened} onClose={onClose} title={t(`audits.new.${kind}`)} size="lg">
      {opened && <NewAuditForm key={kind} kind={kind} onDone={onClose} />}
    </Modal>
  );
}
