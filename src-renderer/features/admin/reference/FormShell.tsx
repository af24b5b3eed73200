/**
 * The frame of an administration form: its fields, what went wrong, and Save (Ctrl+S anywhere in
 * the form), with the record's other actions (disable, remove) beside it.
 */
import { Alert, Button, Group, Stack } from '@mantine/core';
import { getHotkeyHandler } from '@mantine/hooks';
import { IconDeviceFloppy } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useT } from '../../../i18n/i18n.js';

export interface FormShellProps {
  onSave: () => unknown;
  saving: boolean;
  failure: string | null;
  children: ReactNode;
  /** The record's other actions (enable/disable, remove), shown beside Save. */
  actions?: ReactNode;
}

export function FormShell({ onSave, saving, failure, children, actions }: FormShellProps) {
  const t = useT();
  return (
    <Stack gap="sm" onKeyDown={getHotkeyHandler([['mod+S', () => void onSave()]])}>
      {children}
      {failure && (
        <Alert color="red" data-testid="form-failure">
          {failure}
        </Alert>
      )}
      <Group justify="space-between" mt="xs">
        <Button leftSection={<IconDeviceFloppy size={16} />} onClick={() => void onSave()} loading={saving}>
          {t('common.save')} (Ctrl+S)
        </Button>
        <Group gap="xs">{actions}</Group>
      </Group>
    </Stack>
  );
}
