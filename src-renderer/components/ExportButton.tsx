/**
 * "Exportar" on a list's header: the list as it is shown — its filters, its columns, its order —
 * to an Excel or CSV file. The main process writes the file (`export.list`), so a long list never
 * holds up the screen: while it runs, a bar tells how far it is and it can be cancelled.
 *
 *   <ExportButton feature="order" query={query} columns={columns} title={t('nav.orders')} total={list.total} />
 *
 * `query` is what the list's `usePagedList` is given; `columns` its `DataTable` columns (each with
 * an `exportAs`); `annex` what each row takes from the server for a column the replica cannot fill,
 * `known` what the screen already read of it (written as shown, offline too). A server read (statistics) passes `source={{ kind: 'server', call, input, rows }}`.
 */
import { ActionIcon, Button, Group, Menu, Progress, Stack, Text, Tooltip } from '@mantine/core';
import { IconDownload, IconFileSpreadsheet, IconFileText, IconX } from '@tabler/icons-react';
import { useCallback } from 'react';
import { formatNumber } from '../../src-shared/format.js';
import type { AnnexKnown, ExportAnnex } from '../../src-shared/export/annexes.js';
import type { ExportSource } from '../../src-shared/ipc/export.js';
import type { ReadFeature } from '../../src-shared/ipc/reads.js';
import { useI18n } from '../i18n/i18n.js';
import { exportColumns, type ExportableColumn } from './exportColumns.js';
import { useListExport, type RunningExport } from './useListExport.js';

/** The longest title an export takes (`exportListInput`). */
const TITLE_MAX = 80;

type SourceProps =
  | { feature: ReadFeature; query: Readonly<Record<string, unknown>>; annex?: ExportAnnex | undefined; known?: AnnexKnown | undefined; source?: never }
  | { source: ExportSource; feature?: never; query?: never; annex?: never; known?: never };

export type ExportButtonProps = SourceProps & {
  columns: readonly ExportableColumn[];
  /** The list's name in the user's language: the sheet's and the file's. */
  title: string;
  /** How many rows the list shows now: with none there is nothing to export. */
  total?: number;
};

function ExportProgress({ running, onCancel }: { running: RunningExport; onCancel: () => void }) {
  const { t, locale } = useI18n();
  const percent = Math.floor(running.percent);
  const detail = running.phase === 'saving' ? t('export.saving') : t('export.rowsOf', { written: formatNumber(running.written, 0, locale), total: formatNumber(running.total, 0, locale) });
  return (
    <Group gap="xs" wrap="nowrap" data-testid="export-progress" data-percent={percent} data-written={running.written}>
      <Stack gap={2} w={190}>
        <Text size="xs" fw={600}>
          {t('export.progress', { percent })}
        </Text>
        <Progress value={running.percent} size="sm" aria-label={t('export.progress', { percent })} animated={running.phase === 'saving'} />
        <Text size="xs" c="dimmed">
          {detail}
        </Text>
      </Stack>
      <Tooltip label={t('export.cancel')}>
        <ActionIcon variant="subtle" color="gray" onClick={onCancel} aria-label={t('export.cancel')}>
          <IconX size={16} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}

export function ExportButton(props: ExportButtonProps) {
  const { t } = useI18n();
  const { columns, title, feature, query, annex, known, source } = props;
  const request = useCallback(
    // A title naming a party may run long: the file's name takes its start.
    () => ({
      source: source ?? { kind: 'list' as const, feature: feature as ReadFeature, query: { ...query }, ...(annex ? { annex, ...(known ? { known: { ...known } } : {}) } : {}) },
      columns: exportColumns(columns),
      title: title.slice(0, TITLE_MAX),
    }),
    [source, feature, query, annex, known, columns, title],
  );
  const { running, start, cancel } = useListExport(request);
  if (running) return <ExportProgress running={running} onCancel={cancel} />;
  const nothing = props.total === 0;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Tooltip label={nothing ? t('export.empty') : t('export.button.hint')}>
          <Button variant="default" leftSection={<IconDownload size={16} />} disabled={nothing}>
            {t('export.button')}
          </Button>
        </Tooltip>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconFileSpreadsheet size={16} />} onClick={() => void start('xlsx')}>
          <Text size="sm">{t('export.xlsx')}</Text>
          <Text size="xs" c="dimmed">
            {t('export.xlsx.hint')}
          </Text>
        </Menu.Item>
        <Menu.Item leftSection={<IconFileText size={16} />} onClick={() => void start('csv')}>
          <Text size="sm">{t('export.csv')}</Text>
          <Text size="xs" c="dimmed">
            {t('export.csv.hint')}
          </Text>
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
