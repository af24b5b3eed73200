/**
 * Month rows of a report with the column sums the server gave (`totals`): one row a month, oldest
 * first, money columns in the i18n money format and counts as plain numbers.
 */
import { Card, Stack, Table, Text } from '@mantine/core';
import type { MonthTotals } from '../../../src-shared/documents/statistics.js';
import type { MessageKey } from '../../i18n/catalog.js';
import { useI18n } from '../../i18n/i18n.js';
import { Money } from './Money.js';
import { monthLabel } from './months.js';
import { monthExportColumns, ReportExportButton, type ReportExport } from './reportExport.js';
import { TableScroll } from '../TableScroll.js';

export interface MonthColumn<K extends string> {
  key: K;
  label: MessageKey;
  /** Counts (orders, buys) are not money. */
  count?: boolean;
}

interface MonthTableProps<K extends string, R extends { month: string } & Record<K, number>> {
  rows: readonly R[];
  totals: MonthTotals;
  columns: ReadonlyArray<MonthColumn<K>>;
  testId?: string;
  /** The read the rows come from, to export them (the button above the table). */
  exported?: ReportExport;
}

/** A report figure in its column: counts as plain numbers, the rest as money. */
export function FigureCell<K extends string>({ column, value, strong = false }: { column: MonthColumn<K>; value: number; strong?: boolean }) {
  return column.count ? (
    <Text size="sm" ta="right" fw={strong ? 700 : 400}>
      {value}
    </Text>
  ) : (
    <Money value={value} strong={strong} />
  );
}

/** The header row of a figures table: what each row is, then the figure columns. */
export function FigureHead<K extends string>({ first, columns }: { first: string; columns: ReadonlyArray<MonthColumn<K>> }) {
  const { t } = useI18n();
  return (
    <Table.Thead>
      <Table.Tr>
        <Table.Th>{first}</Table.Th>
        {columns.map((c) => (
          <Table.Th key={c.key} ta="right">
            {t(c.label)}
          </Table.Th>
        ))}
      </Table.Tr>
    </Table.Thead>
  );
}

export function MonthTable<K extends string, R extends { month: string } & Record<K, number>>({ rows, totals, columns, testId, exported }: MonthTableProps<K, R>) {
  const { t, locale } = useI18n();
  return (
    <Stack gap="xs">
      {exported && <ReportExportButton exported={exported} columns={monthExportColumns(columns, rows, t, locale)} total={rows.length} />}
      <Card withBorder p={0}>
        <TableScroll minWidth={720} label={exported?.title ?? t('nav.statistics')}>
          <Table striped highlightOnHover data-testid={testId}>
            <FigureHead first={t('statistics.month')} columns={columns} />
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.month} data-month={row.month}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{monthLabel(row.month, locale)}</Table.Td>
                  {columns.map((c) => (
                    <Table.Td key={c.key} data-col={c.key}>
                      <FigureCell column={c} value={row[c.key]} />
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
            <Table.Tfoot>
              <Table.Tr data-month="total">
                <Table.Th>{t('common.total')}</Table.Th>
                {columns.map((c) => (
                  <Table.Td key={c.key} data-col={c.key}>
                    <FigureCell column={c} value={totals[c.key] ?? 0} strong />
                  </Table.Td>
                ))}
              </Table.Tr>
            </Table.Tfoot>
          </Table>
        </TableScroll>
      </Card>
    </Stack>
  );
}
