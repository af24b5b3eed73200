/**
 * One entry in full, read from the replica (so an edit shows at once), with what can be done to
 * it: print its slip, edit its money fields, or remove it — both halves together for a transfer
 * between garages (`DELETE /cashflow/{id}/{second}`). The server keeps a removed entry for the
 * trail (domain §6), and the replica drops it; an entry recorded by an order's delivery or a
 * payment on account is changed only through what recorded it.
 */
import { Alert, Button, Drawer, Group, Stack, Table, Text } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useApi, useIpcQuery } from '../../app/api.js';
import { confirmAction } from '../../components/confirm.js';
import { HistorySection } from '../../components/HistorySection.js';
import { useWriteFeedback } from '../../components/queuedFeedback.js';
import { PendingSyncBadge } from '../../components/PendingSync.js';
import { useI18n } from '../../i18n/i18n.js';
import { PrintButton } from '../../components/printing/PrintButton.js';
import { useMay } from '../../components/access.js';
import { entryType, isTransfer, recordedBy } from '../../components/documents/cashflow.js';
import { EntryParty, SignedAmount, TypeBadge } from './EntryCells.js';
import { EntryEditModal } from './EntryEditForm.js';
import { editBlocker } from './entryEdit.js';
import { RefName } from '../../components/pickers/RefSelect.js';
import { awaitsServer, type CashflowDoc } from '../../components/documents/read.js';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Table.Tr>
      <Table.Th w={170}>{label}</Table.Th>
      <Table.Td>{children}</Table.Td>
    </Table.Tr>
  );
}

/** The drawer of the entry `id` (null: closed); it shows nothing once the entry leaves the replica. */
export function EntryDrawer({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { t } = useI18n();
  const api = useApi();
  const query = useIpcQuery(['cashflows'], ['get', id], () => api.cashflow.get({ id: id ?? '' }), { enabled: id !== null });
  const entry = id !== null && query.data ? query.data : null;
  return (
    <Drawer opened={id !== null} onClose={onClose} position="right" size="md" title={entry?.number ? t('money.entryNumber', { number: entry.number }) : t('money.entry')}>
      {entry && <EntryDetail entry={entry} onRemoved={onClose} />}
    </Drawer>
  );
}

function EntryDetail({ entry, onRemoved }: { entry: CashflowDoc; onRemoved: () => void }) {
  const { t, dateTime } = useI18n();
  const api = useApi();
  const feedback = useWriteFeedback();
  const may = useMay();
  const [editing, setEditing] = useState(false);
  const type = entryType(entry);
  const pending = awaitsServer(entry);
  const mayEdit = may('cashflow.update') && editBlocker(entry) === null;
  const transfer = isTransfer(entry);
  const recorder = recordedBy(entry);
  const remove = async () => {
    const ok = await confirmAction(t, transfer ? t('money.remove.pairTitle') : t('money.remove.title'), transfer ? t('money.remove.pairBody') : t('money.remove.body'), true);
    if (!ok) return;
    const second = entry.linked ?? entry._id;
    if (await feedback.run(() => api.cashflow.remove({ id: entry._id, second }), { action: t('write.cash.remove'), done: transfer ? t('money.removedPair') : t('money.removed') })) onRemoved();
  };
  const blocker = pending ? t('money.pendingSync') : recorder ? t(`money.recordedBy.${recorder}`) : null;
  return (
    <Stack>
      <Group justify="space-between">
        <TypeBadge entry={entry} />
        <PendingSyncBadge doc={entry} />
      </Group>
      <Table withRowBorders={false} verticalSpacing={4}>
        <Table.Tbody>
          <Row label={t('money.amount')}>
            <SignedAmount entry={entry} />
          </Row>
          <Row label={t('money.concept')}>{entry.concept ? t(`money.concept.${entry.concept}`) : '—'}</Row>
          <Row label={t('money.paymentMethod')}>{entry.paymentMethod ? t(`money.method.${entry.paymentMethod}`) : '—'}</Row>
          <Row label={t('common.date')}>{dateTime(entry.createdAt)}</Row>
          <Row label={t('money.garage')}>
            <RefName source="garages" id={entry.garage} />
          </Row>
          <Row label={transfer ? t('money.transfer') : t('money.party')}>
            <EntryParty entry={entry} />
          </Row>
          {type === 'commercial.partner' && <Row label={t('money.isBudget')}>{entry.isBudget ? t('common.yes') : t('common.no')}</Row>}
          {entry.tag && <Row label={t('money.tag')}>{entry.tag}</Row>}
          <Row label={t('money.description')}>{entry.description || '—'}</Row>
        </Table.Tbody>
      </Table>
      {transfer && <Alert color="blue">{t('money.transferPairHint')}</Alert>}
      <Group>
        <PrintButton kind="cashflow" id={entry._id} label={t('money.printSlip')} disabledReason={pending ? t('money.pendingSync') : null} />
        {mayEdit && (
          <Button variant="light" leftSection={<IconPencil size={16} />} onClick={() => setEditing(true)}>
            {t('money.edit')}
          </Button>
        )}
        {may('cashflow.remove') && (
          <Button color="red" variant="light" leftSection={<IconTrash size={16} />} disabled={blocker !== null} onClick={() => void remove()}>
            {transfer ? t('money.remove.pair') : t('money.remove')}
          </Button>
        )}
      </Group>
      {blocker && (
        <Text size="sm" c="dimmed">
          {blocker}
        </Text>
      )}
      {!pending && <HistorySection entity="cashflows" id={entry._id} />}
      <EntryEditModal entry={entry} opened={editing} onClose={() => setEditing(false)} />
    </Stack>
  );
}
