/**
 * Exports of the statistics tables: a month table's columns as the table heads them (the month as
 * the table names it, money as money, counts as numbers), and the button above a report table.
 * The totals row is the spreadsheet's to add up.
 */
import { Group } from '@mantine/core';
import type { Locale } from '../../../src-shared/constants/locales.js';
import type { ExportSource } from '../../../src-shared/ipc/export.js';
import { ExportButton } from '../ExportButton.js';
import type { ExportableColumn } from '../exportColumns.js';
import type { Translate } from '../../i18n/i18n.js';
import { monthLabel } from './months.js';
import type { MonthColumn } from './MonthTable.js';

/** What a report table exports: the read its rows come from, and the file's name. */
export interface ReportExport {
  source: ExportSource;
  title: string;
}

/** The month column and the figures' columns of a month table. */
export function monthExportColumns(columns: ReadonlyArray<MonthColumn<string>>, months: ReadonlyArray<{ month: string }>, t: Translate, locale: Locale): ExportableColumn[] {
  return [
    { header: t('statistics.month'), exportAs: { kind: 'text', field: 'month', labels: Object.fromEntries(months.map((m) => [m.month, monthLabel(m.month, locale)])) } },
    ...columns.map((c) => ({ header: t(c.label), exportAs: { kind: c.count ? ('number' as const) : ('money' as const), field: c.key } })),
  ];
}

/** The export button of a report table, on its right. */
export function ReportExportButton({ exported, columns, total }: { exported: ReportExport; columns: readonly ExportableColumn[]; total: number }) {
  return (
    <Group justify="flex-end">
      <ExportButton source={exported.source} columns={columns} title={exported.title} total={total} />
    </Group>
  );
}
