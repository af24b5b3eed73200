/** An audit's summary as labelled figures, grouped as `src-shared/audit-figures.ts` groups them. */
import { Card, SimpleGrid, Table, Text } from '@mantine/core';
import { auditFigures, type AuditFigure } from '../../../src-shared/audit-figures.js';
import { formatNumber } from '../../../src-shared/format.js';
import { useI18n } from '../../i18n/i18n.js';
import type { AuditDoc } from './documents.js';

export function FigureValue({ figure }: { figure: AuditFigure }) {
  const { money, locale } = useI18n();
  return <>{figure.format === 'money' ? money(figure.value) : formatNumber(figure.value, undefined, locale)}</>;
}

export function AuditFigures({ audit }: { audit: AuditDoc }) {
  const { t } = useI18n();
  const groups = auditFigures(audit.kind, audit.summary);
  if (groups.length === 0) return null;
  return (
    <SimpleGrid cols={{ base: 1, sm: Math.max(2, Math.min(groups.length, 3)) }}>
      {groups.map((group) => (
        <Card key={group.key} withBorder padding="sm" data-testid={`audit-group-${group.key}`}>
          <Text fw={600} size="sm" mb={4}>
            {t(`audits.group.${group.key}`)}
          </Text>
          <Table withRowBorders={false} verticalSpacing={2}>
            <Table.Tbody>
              {group.figures.map((figure) => (
                <Table.Tr key={figure.key}>
                  <Table.Td>
                    <Text size="sm">{t(`audits.figure.${figure.key}`)}</Text>
                  </Table.Td>
                  <Table.Td ta="right" data-testid={`figure-${figure.key}`}>
                    <Text size="sm" fw={500}>
                      <FigureValue figure={figure} />
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Card>
      ))}
    </SimpleGrid>
  );
}
