/**
 * The print button every screen uses: a click prints on the paper and printer last used for the
 * document type (first, those of Settings); the arrow offers A4, the 80 mm roll, each printer the
 * system has, or a PDF — a paper or printer picked there is remembered for the type by the main
 * process, and checked here. Import it from here (`components/printing/PrintButton`) rather than
 * calling `print.document` by hand.
 */
import { ActionIcon, Button, Group, Menu, Tooltip } from '@mantine/core';
import { IconCheck, IconChevronDown, IconFileTypePdf, IconPrinter } from '@tabler/icons-react';
import { PAPER_SIZES, type PrintKind } from '../../../src-shared/ipc/settings.js';
import { useApi, useIpcQuery } from '../../app/api.js';
import { useT } from '../../i18n/i18n.js';
import { usePrint } from './usePrint.js';

export interface PrintButtonProps {
  kind: PrintKind;
  id: string;
  label?: string;
  /** A document not yet numbered by the server cannot be printed: say why. */
  disabledReason?: string | null;
  size?: 'xs' | 'sm';
  variant?: 'filled' | 'light' | 'default' | 'subtle';
}

export function PrintButton({ kind, id, label, disabledReason = null, size = 'sm', variant = 'default' }: PrintButtonProps) {
  const t = useT();
  const api = useApi();
  const { print, busy } = usePrint();
  const { data: settings } = useIpcQuery(['settings'], ['get'], () => api.deskSettings.get());
  const { data: printers = [] } = useIpcQuery(['settings'], ['printers'], () => api.print.printers());
  const mark = (chosen: boolean) => (chosen ? <IconCheck size={14} aria-label={t('print.remembered')} /> : null);
  const disabled = disabledReason !== null;
  const text = label ?? t('common.print');
  const button = (
    <Button size={size} variant={variant} leftSection={<IconPrinter size={16} />} loading={busy} disabled={disabled} onClick={() => void print({ kind, id })}>
      {text}
    </Button>
  );
  return (
    <Group gap={2} wrap="nowrap">
      {disabled ? (
        <Tooltip label={disabledReason}>
          <span>{button}</span>
        </Tooltip>
      ) : (
        button
      )}
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon size={size === 'xs' ? 30 : 36} variant={variant} disabled={disabled || busy} aria-label={t('print.options', { what: text })}>
            <IconChevronDown size={16} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          {PAPER_SIZES.map((paper) => (
            <Menu.Item key={paper} leftSection={<IconPrinter size={16} />} rightSection={mark(settings?.paper[kind] === paper)} onClick={() => void print({ kind, id, paper })}>
              {t(`print.paper.${paper}`)}
            </Menu.Item>
          ))}
          {printers.length > 0 && (
            <>
              <Menu.Divider />
              <Menu.Label>{t('print.printer')}</Menu.Label>
              <Menu.Item rightSection={mark(settings?.printers[kind] === null)} onClick={() => void print({ kind, id, printer: null })}>
                {t('print.printer.default')}
              </Menu.Item>
              {printers.map((p) => (
                <Menu.Item key={p.name} rightSection={mark(settings?.printers[kind] === p.name)} onClick={() => void print({ kind, id, printer: p.name })}>
                  {p.displayName || p.name}
                </Menu.Item>
              ))}
            </>
          )}
          <Menu.Divider />
          <Menu.Item leftSection={<IconFileTypePdf size={16} />} onClick={() => void print({ kind, id, target: 'pdf' })}>
            {t('print.pdf')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
}
