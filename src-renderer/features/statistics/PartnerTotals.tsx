/** Each partner's sums over the report's period, one row each; a row shows that partner's months. */
import { Card, Stack, Table, Text } from '@mantine/core';
import type { PartnerHistory } from '../../../src-shared/documents/statistics.js';
import type { ExportableColumn } from '../../components/exportColumns.js';
import { useI18n } from '../../i18n/i18n.js';
import { FigureCell, FigureHead } from '../../components/reports/MonthTable.js';
import { PARTNER_MONTH_COLUMNS } from '../../components/reports/partnerMonths.js';
import { ReportExportButton, type ReportExport } from '../../components/reports/reportExport.js';
import { TableScroll } from '../../components/TableScroll.js';

export function PartnerTotals({ history, onOpen, exported }: { history: PartnerHistory; onOpen: (partner: string) => void; exported: ReportExport }) {
  const { t } = useI18n();
  const columns: ExportableColumn[] = [
    { header: t('finance.partner'), exportAs: { kind: 'text', field: 'partner.name', empty: '—' } },
    ...PARTNER_MONTH_COLUMNS.map((c) => ({ header: t(c.label), exportAs: { kind: c.count ? ('number' as const) : ('money' as const), field: `totals.${c.key}` } })),
  ];
  return (
    <Stack gap="xs">
      <ReportExportButton exported={exported} columns={columns} total={history.partners.length} />
      <Card withBorder p={0}>
        <TableScroll minWidth={720} label={exported.title}>
          <Table striped highlightOnHover data-testid="partner-totals">
            <FigureHead first={t('finance.partner')} columns={PARTNER_MONTH_COLUMNS} />
            <Table.Tbody>
              {history.partners.map((p) => (
                <Table.Tr key={p.partner._id} data-partner={p.partner.name ?? ''} onClick={() => onOpen(p.partner._id)} style={{ cursor: 'pointer' }}>
                  <Table.Td>{p.partner.name ?? '—'}</Table.Td>
                  {PARTNER_MONTH_COLUMNS.map((c) => (
                    <Table.Td key={c.key} data-col={c.key}>
                      <FigureCell column={c} value={p.totals[c.key] ?? 0} />
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScroll>
        <Text size="xs" c="dimmed" p="xs">
          {t('statistics.partners.openHint')}
        </Text>
      </Card>
    </Stack>
  );
}
