/**
 * "Descargar plantilla" on the count import: the catalog in the import's format, to CSV or Excel
 * as the user chooses, written by the main process like every export (a save dialog on the
 * desktop, a download in the browser host). Imported back unchanged, it changes nothing.
 */
import { Button, Menu, Text } from '@mantine/core';
import { IconFileSpreadsheet, IconFileText, IconTemplate } from '@tabler/icons-react';
import { useCallback, useRef, useState } from 'react';
import type { ExportFormat } from '../../../src-shared/export/columns.js';
import type { CountTemplateRow } from '../../../src-shared/inventory-count.js';
import { useApi } from '../../app/api.js';
import { notifyError } from '../../components/notify.js';
import { useListExport } from '../../components/useListExport.js';
import { useT } from '../../i18n/i18n.js';
import { TEMPLATE_COLUMNS, templateRows } from './countTemplate.js';

export function CountTemplateButton() {
  const api = useApi();
  const t = useT();
  const rows = useRef<CountTemplateRow[]>([]);
  const [reading, setReading] = useState(false);
  const request = useCallback(() => ({ source: { kind: 'rows' as const, rows: rows.current.map((row) => ({ ...row })) }, columns: TEMPLATE_COLUMNS, title: t('audits.template.title') }), [t]);
  const { running, start } = useListExport(request);
  const download = async (format: ExportFormat) => {
    setReading(true);
    try {
      rows.current = await templateRows(api);
    } catch (error) {
      notifyError(error, t);
      return;
    } finally {
      setReading(false);
    }
    await start(format);
  };
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="default" leftSection={<IconTemplate size={16} />} loading={reading || running !== null}>
          {t('audits.template.button')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown maw={320}>
        <Text size="xs" c="dimmed" px="sm" py={6}>
          {t('audits.template.hint')}
        </Text>
        <Menu.Item leftSection={<IconFileText size={16} />} onClick={() => void download('csv')}>
          <Text size="sm">{t('export.csv')}</Text>
        </Menu.Item>
        <Menu.Item leftSection={<IconFileSpreadsheet size={16} />} onClick={() => void download('xlsx')}>
          <Text size="sm">{t('export.xlsx')}</Text>
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
