/**
 * One administration list (garages, categories, delivery options, users, ...): search (Ctrl+K),
 * a virtualised table of the enabled records (the replica's), an empty state that says what to
 * do, and a drawer with the record's form — a new one with Ctrl+N, an existing one by opening its
 * row. Entities that can be enabled again also offer their disabled records, read from the server
 * (the replica keeps none). Each entity brings its own columns and its own form with its fields.
 */
import { Button, Drawer, Group, Loader, SegmentedControl, Text, TextInput } from '@mantine/core';
import { useDebouncedValue, useHotkeys } from '@mantine/hooks';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useMemo, useRef, useState, type ComponentType, type ReactNode } from 'react';
import type { Page } from '../../../../src-shared/documents/page.js';
import { DataTable, type Column } from '../../../components/DataTable.js';
import { EmptyState } from '../../../components/EmptyState.js';
import { ExportButton } from '../../../components/ExportButton.js';
import { errorMessage } from '../../../components/errors.js';
import { usePagedList } from '../../../components/usePagedList.js';
import type { MessageKey } from '../../../i18n/catalog.js';
import { useT } from '../../../i18n/i18n.js';
import { referenceExportSource } from './listExport.js';
import { RecordDrawerBody, RecordTitle } from './RecordDrawerBody.js';
import { rowCount } from '../../../components/rowCount.js';
import type { DocBase } from '../../../components/documents/read.js';
import { useOwnNewHotkey } from '../../../app/newHotkey.js';

export interface RecordFormProps<T> {
  /** Null for a new record. */
  doc: T | null;
  /** The form is done (saved): the drawer closes. */
  onDone: () => void;
  /** Shows another record in the drawer (a user just created, to pair a device for it). */
  onOpen: (id: string) => void;
}

export interface ReferenceWords {
  new: MessageKey;
  emptyTitle: MessageKey;
  emptyHint: MessageKey;
  search?: MessageKey;
  /** The list's name (its tab's): its export's file and sheet. */
  title?: MessageKey;
}

export interface ReferenceTabProps<T extends DocBase> {
  /** The replica collection read, so a change to it refreshes the list. */
  collection: string;
  list: (query: Record<string, unknown>) => Promise<Page<T>>;
  get: (id: string) => Promise<T>;
  columns: readonly Column<T>[];
  words: ReferenceWords;
  /** Whether the list query takes `status` (taxes' does not): the replica is asked for enabled records. */
  statusQuery?: boolean;
  /** The disabled records, from the server, for entities that can be enabled again. */
  listDisabled?: (query: Record<string, unknown>) => Promise<Page<T>>;
  searchable?: boolean;
  /** More filters of the entity's list query, and the controls that set them. */
  filters?: Readonly<Record<string, unknown>>;
  filterControls?: ReactNode;
  /** Absent for a read-only list. */
  Form?: ComponentType<RecordFormProps<T>>;
  drawerTitle: (doc: T | null) => string;
  testId: string;
}

/** The record in the drawer: none for a new one; a disabled one also brings its row (the replica has no copy). */
type Opened<T> = { id: string | null; row?: T } | null;

export function ReferenceTab<T extends DocBase>(props: ReferenceTabProps<T>) {
  const { collection, list, get, columns, words, statusQuery = true, listDisabled, searchable = true, filters = {}, filterControls, Form, drawerTitle, testId } = props;
  const t = useT();
  const [search, setSearch] = useState('');
  const [text] = useDebouncedValue(search.trim(), 200);
  const [enabled, setEnabled] = useState(true);
  const [opened, setOpened] = useState<Opened<T>>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const filterKey = JSON.stringify(filters);
  const query = useMemo(
    () => ({ ...(statusQuery ? { status: enabled } : {}), ...(text ? { query: text } : {}), ...(JSON.parse(filterKey) as Record<string, unknown>) }),
    [statusQuery, enabled, text, filterKey],
  );
  const disabledView = !enabled && listDisabled !== undefined;
  const rows = usePagedList<T>(collection, disabledView ? { ...query, from: 'server' } : query, (q) => {
    const { from, ...rest } = q;
    return from === 'server' && listDisabled ? listDisabled(rest) : list(rest);
  });
  const exportSource = referenceExportSource(collection, query, disabledView);
  const create = () => Form && setOpened({ id: null });
  // Not over a record being edited: its draft would be lost.
  useOwnNewHotkey('/admin', () => opened === null && create(), []);
  useHotkeys([['mod+K', () => searchRef.current?.focus()]], []);

  const filtered = Boolean(text) || !enabled || Object.keys(filters).length > 0;
  const empty = rows.loading ? (
    <Loader mx="auto" display="block" />
  ) : rows.error ? (
    <EmptyState title={t('common.error')} hint={errorMessage(rows.error, t)} />
  ) : filtered ? (
    <EmptyState title={t('admin.empty.filteredTitle')} hint={t('admin.empty.filteredHint')} />
  ) : (
    <EmptyState title={t(words.emptyTitle)} hint={t(words.emptyHint)} {...(Form ? { action: { label: t(words.new), onClick: create } } : {})} />
  );

  return (
    <>
      <Group justify="space-between" align="flex-end" mb="sm">
        <Group align="flex-end">
          {searchable && (
            <TextInput
              ref={searchRef}
              label={t('common.search')}
              placeholder={t(words.search ?? 'common.searchPlaceholder')}
              leftSection={<IconSearch size={16} />}
              value={search}
              onChange={(e) => setSearch(e.currentTarget.value)}
              w={260}
            />
          )}
          {listDisabled && (
            <SegmentedControl
              value={enabled ? 'on' : 'off'}
              onChange={(v) => setEnabled(v === 'on')}
              data={[
                { value: 'on', label: t('admin.filter.enabled') },
                { value: 'off', label: t('admin.filter.disabled') },
              ]}
            />
          )}
          {filterControls}
        </Group>
        <Group gap="sm">
          {exportSource && <ExportButton source={exportSource} columns={columns} title={t(words.title ?? 'admin.title')} total={rows.total} />}
          {Form && (
            <Button leftSection={<IconPlus size={16} />} onClick={create}>
              {t(words.new)} (Ctrl+N)
            </Button>
          )}
        </Group>
      </Group>
      <Text size="xs" c="dimmed" mb={4}>
        {rowCount(t, rows)}
      </Text>
      <DataTable
        columns={columns}
        total={rows.total}
        rowAt={rows.rowAt}
        rowKey={(doc) => doc._id}
        onRange={rows.showRange}
        onOpen={Form ? (doc) => setOpened(disabledView ? { id: doc._id, row: doc } : { id: doc._id }) : undefined}
        empty={empty}
        height="calc(100vh - 330px)"
        testId={testId}
      />
      {Form && (
        // A form marks its first field `data-autofocus` for a new record: the drawer's focus trap
        // puts the cursor there, and it overrides `autoFocus` with its close button, where a name
        // typed went nowhere and its first space closed the drawer.
        <Drawer
          opened={opened !== null}
          onClose={() => setOpened(null)}
          position="right"
          size="lg"
          title={<RecordTitle id={opened?.id ?? null} row={opened?.row} collection={collection} get={get} title={drawerTitle} />}
        >
          {opened && (
            <RecordDrawerBody
              key={opened.id ?? 'new'}
              id={opened.id}
              row={opened.row}
              collection={collection}
              get={get}
              Form={Form}
              onDone={() => setOpened(null)}
              onOpen={(id) => setOpened({ id })}
            />
          )}
        </Drawer>
      )}
    </>
  );
}
