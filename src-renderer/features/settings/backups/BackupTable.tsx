/** The backups a restore can start from: when, why, at which database version, how big, where. */
import { Badge, Button, Table, Text, Tooltip } from '@mantine/core';
import { IconRestore } from '@tabler/icons-react';
import { EmptyState } from '../../../components/EmptyState.js';
import { useI18n } from '../../../i18n/i18n.js';
import type { ListedBackup } from './madeHere.js';
import { formatBytes } from '../../../components/fileSize.js';
import { TableScroll } from '../../../components/TableScroll.js';

export interface BackupTableProps {
  backups: readonly ListedBackup[];
  disabled: boolean;
  onRestore: (backup: ListedBackup) => void;
}

export function BackupTable({ backups, disabled, onRestore }: BackupTableProps) {
  const { t, dateTime, locale } = useI18n();
  if (backups.length === 0) return <EmptyState title={t('backups.list.empty.title')} hint={t('backups.list.empty.hint')} />;
  return (
    <TableScroll minWidth={560} label={t('backups.list.title')}>
      <Table striped verticalSpacing={6} data-testid="backup-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('backups.list.date')}</Table.Th>
            <Table.Th>{t('backups.list.kind')}</Table.Th>
            <Table.Th>{t('backups.list.level')}</Table.Th>
            <Table.Th ta="right">{t('backups.list.size')}</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {backups.map((backup) => (
            <Table.Tr key={backup.path} data-testid="backup-row">
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <Text size="sm">{dateTime(backup.createdAt)}</Text>
                <Tooltip label={backup.path} multiline maw={420}>
                  <Text size="xs" c={backup.madeHere ? 'blue' : 'dimmed'}>
                    {backup.madeHere ? t('backups.list.madeHere') : t('backups.list.inFolder')}
                  </Text>
                </Tooltip>
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <Badge variant="light" style={{ minWidth: 'max-content' }} color={backup.kind === 'manual' ? 'blue' : backup.kind === 'migration' ? 'orange' : 'gray'}>
                  {t(`backups.kind.${backup.kind}`)}
                </Badge>
              </Table.Td>
              <Table.Td>
                <Text size="xs" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
                  {backup.level}
                </Text>
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {formatBytes(backup.size, locale)}
              </Table.Td>
              <Table.Td ta="right">
                <Button size="xs" variant="light" color="orange" leftSection={<IconRestore size={14} />} disabled={disabled} onClick={() => onRestore(backup)}>
                  {t('backups.restore.button')}
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}
