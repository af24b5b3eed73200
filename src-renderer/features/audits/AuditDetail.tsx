/**
 * One audit in full: the period it closes and for whom, its figures, for an inventory count the
 * products it changed, and the transactions it covers (paged by the server); printed on A4.
 */
import { Drawer, Group, Stack, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useI18n } from '../../i18n/i18n.js';
import { PrintButton } from '../../components/printing/PrintButton.js';
import { AuditFigures } from './AuditFigures.js';
import { AuditTransactions } from './AuditTransactions.js';
import { CountChanges } from './CountChanges.js';
import { CountWarnings } from './CountWarnings.js';
import { differencesOf, partyOf, warningsOf, type AuditDoc } from './documents.js';
import type { AuditListQuery } from './kinds.js';
import { PARTY_OF } from './kinds.js';
import { PartyName } from './PartyPicker.js';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Table.Tr>
      <Table.Th w={160}>{label}</Table.Th>
      <Table.Td>{children}</Table.Td>
    </Table.Tr>
  );
}

function AuditDetail({ audit, listQuery }: { audit: AuditDoc; listQuery: AuditListQuery }) {
  const { t, dateTime } = useI18n();
  const field = PARTY_OF[audit.kind];
  const who = partyOf(audit);
  const differences = differencesOf(audit);
  return (
    <Stack>
      <Group justify="space-between">
        <Text c="dimmed" size="sm">
          {audit.name}
        </Text>
        <PrintButton kind="audit" id={audit._id} label={t('audits.print')} />
      </Group>
      <Table withRowBorders={false} verticalSpacing={4}>
        <Table.Tbody>
          <Row label={t('audits.col.from')}>{audit.from ? dateTime(audit.from) : t('audits.fromStart')}</Row>
          <Row label={t('audits.col.closedAt')}>{dateTime(audit.to)}</Row>
          {field && <Row label={t(`audits.party.${field}`)}>{who?.name ?? <PartyName field={field} id={who?.id ?? null} />}</Row>}
          {audit.notes && <Row label={t('audits.notes')}>{audit.notes}</Row>}
        </Table.Tbody>
      </Table>
      <AuditFigures audit={audit} />
      {audit.kind === 'inventory' && (
        <Stack gap={4}>
          <Text fw={600}>{t('audits.differences.title', { count: differences.length })}</Text>
          <CountWarnings warnings={warningsOf(audit)} testId="audit-warnings" />
          <CountChanges differences={differences} testPrefix="audit" compact />
        </Stack>
      )}
      <AuditTransactions audit={audit} listQuery={listQuery} />
    </Stack>
  );
}

export function AuditDrawer({ audit, listQuery, onClose }: { audit: AuditDoc | null; listQuery: AuditListQuery; onClose: () => void }) {
  const { t } = useI18n();
  return (
    <Drawer
      opened={audit !== null}
      onClose={onClose}
      position="right"
      size="70%"
      closeButtonProps={{ 'aria-label': t('common.close') }}
      title={audit ? t(`audits.titleNumber.${audit.kind}`, { number: audit.number }) : ''}
    >
      {audit && <AuditDetail audit={audit} listQuery={listQuery} />}
    </Drawer>
  );
}
