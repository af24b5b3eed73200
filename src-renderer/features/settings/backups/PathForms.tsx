/**
 * The two typed paths of the backups section: the folder a backup now goes into (the automatic
 * backups folder prefilled), and a backup file to restore that is not in the list.
 */
import { Button, Group, TextInput } from '@mantine/core';
import { IconDatabaseExport, IconFileImport } from '@tabler/icons-react';
import { useEffect, useState, type ReactNode } from 'react';
import { useT } from '../../../i18n/i18n.js';

interface PathFormProps {
  label: string;
  description: string;
  initial: string;
  button: string;
  icon: ReactNode;
  color?: string;
  busy: boolean;
  disabled: boolean;
  error: string | null;
  onSubmit: (path: string) => void;
}

function PathForm({ label, description, initial, button, icon, color, busy, disabled, error, onSubmit }: PathFormProps) {
  const [path, setPath] = useState(initial);
  // The default arrives with the list; it fills the field only while the user has typed nothing.
  useEffect(() => setPath((current) => (current === '' ? initial : current)), [initial]);
  const submit = () => {
    if (path.trim() !== '' && !disabled) onSubmit(path.trim());
  };
  return (
    <Group align="flex-start" wrap="nowrap">
      <TextInput
        style={{ flex: 1 }}
        label={label}
        description={description}
        value={path}
        onChange={(e) => setPath(e.currentTarget.value)}
        onKeyDown={(e) => e.key === 'Enter' && submit()}
        error={error}
        spellCheck={false}
      />
      <Button mt={46} leftSection={icon} color={color} variant={color ? 'light' : 'filled'} loading={busy} disabled={disabled || path.trim() === ''} onClick={submit}>
        {button}
      </Button>
    </Group>
  );
}

export function BackupNowForm(props: { folder: string; busy: boolean; disabled: boolean; error: string | null; onBackup: (folder: string) => void }) {
  const t = useT();
  return (
    <PathForm
      label={t('backups.now.folder')}
      description={t('backups.now.folderHint')}
      initial={props.folder}
      button={t('backups.now.button')}
      icon={<IconDatabaseExport size={16} />}
      busy={props.busy}
      disabled={props.disabled}
      error={props.error}
      onSubmit={props.onBackup}
    />
  );
}

export function RestoreFileForm(props: { busy: boolean; disabled: boolean; error: string | null; onRestore: (file: string) => void }) {
  const t = useT();
  return (
    <PathForm
      label={t('backups.restore.file')}
      description={t('backups.restore.fileHint')}
      initial=""
      button={t('backups.restore.fileButton')}
      icon={<IconFileImport size={16} />}
      color="orange"
      busy={props.busy}
      disabled={props.disabled}
      error={props.error}
      onSubmit={props.onRestore}
    />
  );
}
