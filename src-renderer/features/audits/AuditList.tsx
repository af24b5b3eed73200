/**
 * The audits of one kind, newest first, ten a page as the server pages them: search by name or
 * notes (Ctrl+K), for party kinds a filter by party, and each audit's headline figure. A row opens
 * the audit in full.
 */
import { Box, Group, Pagination, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue, useHotkeys } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { auditFigures } from '../../../src-shared/audit-figures.js';
import { AUDIT_TRANSACTIONS_DEFAULT_LIMIT } from '../../../src-shared/constants/paging.js';
import { EmptyState } from '../../components/EmptyState.js';
import { ExportButton } from '../../components/ExportButton.js';
import { errorMessage } from '../../components/errors.js';
import { useI18n } from '../../i18n/i18n.js';
import { AuditDrawer } from './AuditDetail.js';
import { auditExport } from './auditExport.js';
import { FigureValue } from './AuditFigures.js';
import { partyOf, type AuditDoc, type AuditKind } from './documents.js';
import { HEADLINE, PARTY_OF } from './kinds.js';
import { PartyName, PartyPicker } from './PartyPicker.js';
import { AUDITS_PER_PAGE, useAuditList } from './useAuditList.js';
import { Loading } from '../../components/Loading.js';

function Headline({ audit }: { audit: AuditDoc }) {
  const figure = auditFigures(audit.kind, audit.summary)
    .flatMap((g) => g.figures)
    .find((f) => f.key === HEADLINE[audit.kind]);
  return figure ? <FigureValue figure={figure} /> : <>—</>;
}

export function AuditList({ kind, onNew }: { kind: AuditKind; onNew: () => void }) {
  const { t, dateTime } = useI18n();
  const [search, setSearch] = useState('');
  const [text] = useDebouncedValue(search.trim(), 250);
  const [party, setParty] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<string | null>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  useHotkeys([['mod+K', () => searchRef.current?.focus()]], []);
  const partyField = PARTY_OF[kind];
  const query = { page, limit: AUDITS_PER_PAGE, transactionsPage: 1, transactionsLimit: AUDIT_TRANSACTIONS_DEFAULT_LIMIT, ...(text ? { query: text } : {}), party };
  const { data, isLoading, error } = useAuditList(kind, query);
  const filtered = Boolean(text || party);
  const opened = data?.docs.find((a) => a._id === open) ?? null;

  const body = (() => {
    if (isLoading) return <Loading />;
    if (error) return <EmptyState title={t('audits.list.error')} hint={errorMessage(error, t)} />;
    if (!data || data.docs.length === 0) {
      return filtered ? (
        <EmptyState title={t('audits.empty.filteredTitle')} hint={t('audits.empty.filteredHint')} />
      ) : (
        <EmptyState title={t(`audits.empty.${kind}`)} hint={t(`audits.empty.${kind}.hint`)} action={{ label: t(kind === 'inventory' ? 'audits.import.open' : `audits.new.${kind}`), onClick: onNew }} />
      );
    }
    return (
      <Table highlightOnHover verticalSpacing="xs" data-testid="audits-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={80}>{t('audits.col.number')}</Table.Th>
            <Table.Th>{t('audits.col.closedAt')}</Table.Th>
            <Table.Th>{t('audits.col.from')}</Table.Th>
            {partyField && <Table.Th>{t(`audits.party.${partyField}`)}</Table.Th>}
            <Table.Th ta="right">{t(`audits.headline.${kind}`)}</Table.Th>
            <Table.Th ta="right">{t('audits.col.transactions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data.docs.map((audit) => {
            const who = partyOf(audit);
            return (
              <Table.Tr key={audit._id} onClick={() => setOpen(audit._id)} style={{ cursor: 'pointer' }} tabIndex={0} onKeyDown={(e) => e.key === 'Enter' && setOpen(audit._id)}>
                <Table.Td>{audit.number}</Table.Td>
                <Table.Td>{dateTime(audit.to)}</Table.Td>
                <Table.Td>{audit.from ? dateTime(audit.from) : t('audits.fromStart')}</Table.Td>
                {partyField && <Table.Td>{who?.name ?? <PartyName field={partyField} id={who?.id ?? null} />}</Table.Td>}
                <Table.Td ta="right">
                  <Headline audit={audit} />
                </Table.Td>
                <Table.Td ta="right">{audit.transactions.total}</Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    );
  })();

  return (
    <>
      <Group align="flex-end" mb="sm">
        <TextInput
          ref={searchRef}
          label={t('common.search')}
          placeholder={t('audits.searchPlaceholder')}
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            setPage(1);
          }}
          w={280}
        />
        {partyField && (
          <PartyPicker
            field={partyField}
            value={party}
            onChange={(id) => {
              setParty(id);
              setPage(1);
            }}
            clearable
            w={280}
          />
        )}
        <Box ml="auto">
          <ExportButton {...auditExport(kind, query, t)} total={data?.total} />
        </Box>
      </Group>
      {body}
      {data && data.pages > 1 && (
        <Group justify="space-between" mt="sm">
          <Text size="xs" c="dimmed">
            {t('audits.list.count', { count: data.total })}
          </Text>
          <Pagination total={data.pages} value={page} onChange={setPage} size="sm" />
        </Group>
      )}
      <AuditDrawer audit={opened} listQuery={query} onClose={() => setOpen(null)} />
    </>
  );
}
