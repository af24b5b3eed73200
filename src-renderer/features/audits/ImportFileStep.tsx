/**
 * Step 1 of the count import: the file (CSV or Excel), the garage counted (the default one unless
 * chosen) and notes for the audit. The file is read here and every bad line is listed at once.
 */
import { Anchor, Badge, Card, Code, Collapse, FileInput, Group, Loader, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { IMPORT_COLUMNS, type ParsedImport } from '../../../src-shared/audit-import.js';
import { NOTES_MAX } from '../../../src-shared/constants/field-lengths.js';
import { useT, type Translate } from '../../i18n/i18n.js';
import { RefSelect } from '../../components/pickers/RefSelect.js';
import { ImportProblems } from './ImportProblems.js';
import { columnLabel } from './problemText.js';
import type { InventoryImportState } from './useInventoryImport.js';
import { LimitedTextarea } from '../../components/forms/LimitedText.js';

function FormatHelp() {
  const t = useT();
  const [opened, { toggle }] = useDisclosure(false);
  return (
    <Stack gap={4}>
      <Anchor component="button" type="button" size="sm" onClick={toggle}>
        {t('audits.import.formatToggle')}
      </Anchor>
      <Collapse expanded={opened}>
        <Stack gap={4}>
          <Text size="sm">{t('audits.import.formatHint')}</Text>
          <Text size="sm">{IMPORT_COLUMNS.map((c) => columnLabel(c, t)).join(' · ')}</Text>
          <Code block>{`number;name;unitCost;m100;m500;m1000;wholesaler;theoretical;real\n12;Jamón cocido;11858,50;1,45;1,40;1,35;1,18;2500;2400`}</Code>
          <Text size="sm">{t('audits.import.formatExcel', { sheet: t('audits.template.title') })}</Text>
        </Stack>
      </Collapse>
    </Stack>
  );
}

/** The picker takes what the import reads: CSV (some systems call it text) and Excel's .xlsx. */
const ACCEPT = ['.csv', 'text/csv', 'text/plain', '.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'].join(',');

/** How the file was read: a CSV's separator, or the worksheet of a workbook. */
function sourceLabel(source: NonNullable<ParsedImport['source']>, t: Translate): string {
  if (source.format === 'xlsx') return t('audits.import.sheet', { sheet: source.sheet });
  return t(source.separator === ';' ? 'audits.import.separator.semicolon' : 'audits.import.separator.comma');
}

export function ImportFileStep({ state }: { state: InventoryImportState }) {
  const t = useT();
  const parsed = state.file?.parsed;
  const busy = state.phase !== 'idle' || state.reading;
  return (
    <Card withBorder>
      <Stack>
        <Text fw={600}>{t('audits.import.step.file')}</Text>
        <Group grow align="flex-start">
          <FileInput
            label={t('audits.import.file')}
            placeholder={t('audits.import.filePlaceholder')}
            accept={ACCEPT}
            leftSection={<IconFileSpreadsheet size={16} />}
            onChange={(file) => void state.read(file)}
            clearable
            disabled={busy}
          />
          <RefSelect source="garages" label={t('audits.import.garage')} placeholder={t('audits.import.garageDefault')} value={state.garage} onChange={state.setGarage} clearable />
        </Group>
        <LimitedTextarea label={t('audits.notes')} value={state.notes} onChange={(e) => state.setNotes(e.currentTarget.value)} max={NOTES_MAX} autosize minRows={1} disabled={busy} />
        <FormatHelp />
        {state.reading && (
          <Group gap="xs">
            <Loader size="xs" />
            <Text size="sm">{t('audits.import.reading')}</Text>
          </Group>
        )}
        {parsed?.source && (
          <Group gap="xs" data-testid="import-read">
            <Text size="sm">{t('audits.import.read', { count: parsed.dataLines, file: state.file?.name ?? '' })}</Text>
            <Badge variant="light">{sourceLabel(parsed.source, t)}</Badge>
            <Badge variant="light">{t(parsed.hasHeader ? 'audits.import.withHeader' : 'audits.import.withoutHeader')}</Badge>
            {parsed.problems.length === 0 && <Badge color="teal">{t('audits.import.allGood', { count: parsed.rows.length })}</Badge>}
          </Group>
        )}
        {parsed && <ImportProblems problems={parsed.problems} title={t('audits.import.badLines', { count: new Set(parsed.problems.map((p) => p.line)).size })} />}
      </Stack>
    </Card>
  );
}
