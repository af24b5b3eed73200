/** Cells the administration lists and forms share: the record's number (or that it waits for the server), its status. */
import { Badge } from '@mantine/core';
import { IconCloudUpload } from '@tabler/icons-react';
import type { ExportAs } from '../../../../src-shared/export/columns.js';
import type { Column } from '../../../components/DataTable.js';
import type { Translate } from '../../../i18n/i18n.js';
import { awaitsServer, type DocBase } from '../../../components/documents/read.js';

export function NumberCell({ doc, pending }: { doc: DocBase; pending: string }) {
  if (!awaitsServer(doc)) return <>{doc.number}</>;
  return (
    <Badge color="blue" variant="outline" leftSection={<IconCloudUpload size={12} />} title={pending}>
      …
    </Badge>
  );
}

export function StatusBadge({ on, onLabel, offLabel }: { on: boolean; onLabel: string; offLabel: string }) {
  return on ? (
    <Badge color="teal" variant="light">
      {onLabel}
    </Badge>
  ) : (
    <Badge color="gray">{offLabel}</Badge>
  );
}

export function numberColumn<T extends DocBase>(t: Translate): Column<T> {
  return { key: 'number', header: t('admin.col.number'), width: '80px', render: (doc) => <NumberCell doc={doc} pending={t('common.pendingSync')} />, exportAs: { kind: 'number', field: 'number' } };
}

/** A yes/no column: a check where it is yes, a dash where it is not. */
export const yesNo = (value: boolean | undefined, t: Translate): string => (value ? t('common.yes') : '—');

/** The export of a `yesNo` column: the same words, from the document's `field`. */
export const yesNoExport = (field: string, t: Translate): ExportAs => ({ kind: 'boolean', field, labels: { true: t('common.yes'), false: '—' }, empty: '—' });

/**
 * A price of the option, right-aligned in the i18n money format; an unset price shows and exports
 * as 0 (the option charges nothing).
 */
export function priceColumn<T extends DocBase, K extends keyof T & string>(key: string, field: K, header: string, money: (value: number) => string): Column<T> {
  return {
    key,
    header,
    width: '150px',
    align: 'right',
    render: (doc) => money(Number(doc[field] ?? 0)),
    exportAs: { kind: 'money', field, fallback: '0' },
  };
}
