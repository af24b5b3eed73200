/**
 * Backups of this computer's database (data safety), in the settings screen: the automatic ones,
 * a backup now into a typed folder, and a restore from a listed backup or a typed file — after a
 * strong confirmation, with the progress the main process reports and the reason when a backup is
 * refused. Only the administrator sees it, and only in embedded mode: a shared server is backed up
 * on the server itself, which the card says instead.
 */
import { Alert, Card, Divider, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconServer } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useSignedIn } from '../../app/session.js';
import { errorMessage, fieldErrors } from '../../components/errors.js';
import { useT } from '../../i18n/i18n.js';
import { BackupProgress } from './backups/BackupProgress.js';
import { BackupTable } from './backups/BackupTable.js';
import { BackupNowForm, RestoreFileForm } from './backups/PathForms.js';
import { RestoreConfirm } from './backups/RestoreConfirm.js';
import { PROBLEM_TEXT, restoreProblem } from './backups/restoreProblem.js';
import { useBackups } from './backups/useBackups.js';

interface RestoreTarget {
  file: string;
  /** Typed by the user, so a refusal also marks the file field. */
  typed: boolean;
}

interface RestoreFailure {
  error: unknown;
  typed: boolean;
}

function Frame({ children }: { children: ReactNode }) {
  const t = useT();
  return (
    <Card withBorder data-testid="backups-card">
      <Stack>
        <Title order={4}>{t('backups.title')}</Title>
        {children}
      </Stack>
    </Card>
  );
}

function RestoreError({ failure }: { failure: RestoreFailure }) {
  const t = useT();
  const problem = restoreProblem(failure.error);
  return (
    <Alert color="red" icon={<IconAlertTriangle size={18} />} title={t('backups.restore.failed')} data-testid="restore-error">
      <Text size="sm">{problem ? t(PROBLEM_TEXT[problem]) : errorMessage(failure.error, t)}</Text>
      {problem && failure.error instanceof Error && (
        <Text size="xs" c="dimmed" mt={4} style={{ wordBreak: 'break-word' }}>
          {failure.error.message}
        </Text>
      )}
    </Alert>
  );
}

function AdminBackups() {
  const t = useT();
  const backups = useBackups();
  const [backupError, setBackupError] = useState<unknown>(null);
  const [target, setTarget] = useState<RestoreTarget | null>(null);
  const [failure, setFailure] = useState<RestoreFailure | null>(null);

  if (backups.list.error?.code === 'CONFLICT') {
    return (
      <Frame>
        <Alert color="gray" icon={<IconServer size={18} />} data-testid="backups-shared">
          {t('backups.shared')}
        </Alert>
      </Frame>
    );
  }

  const backupNow = async (folder: string) => {
    setBackupError(await backups.backupNow(folder));
  };
  const restore = async () => {
    if (!target) return;
    const { file, typed } = target;
    setTarget(null);
    setFailure(null);
    const error = await backups.restore(file);
    if (error) setFailure({ error, typed });
  };
  const backupFieldError = backupError ? (fieldErrors(backupError, t).folder ?? errorMessage(backupError, t)) : null;
  const problem = failure?.typed ? restoreProblem(failure.error) : null;
  const fileError = failure?.typed ? (problem ? t(PROBLEM_TEXT[problem]) : (fieldErrors(failure.error, t).file ?? errorMessage(failure.error, t))) : null;

  return (
    <Frame>
      <Text size="sm" c="dimmed">
        {t('backups.intro')}
      </Text>
      <BackupNowForm folder={backups.folder} busy={backups.busy === 'backup'} disabled={backups.busy !== null} error={backupFieldError} onBackup={(folder) => void backupNow(folder)} />
      {backups.progress && <BackupProgress progress={backups.progress} />}
      {failure && <RestoreError failure={failure} />}
      <Divider />
      <Title order={5}>{t('backups.list.title')}</Title>
      {backups.list.error ? (
        <Alert color="red">{`${t('backups.loadError')} ${errorMessage(backups.list.error, t)}`}</Alert>
      ) : (
        <BackupTable backups={backups.backups} disabled={backups.busy !== null} onRestore={(backup) => setTarget({ file: backup.path, typed: false })} />
      )}
      <Divider />
      <Title order={5}>{t('backups.restore.fromFile')}</Title>
      <RestoreFileForm busy={backups.busy === 'restore'} disabled={backups.busy !== null} error={fileError} onRestore={(file) => setTarget({ file, typed: true })} />
      <RestoreConfirm file={target?.file ?? null} onConfirm={() => void restore()} onCancel={() => setTarget(null)} />
    </Frame>
  );
}

/** Nothing for other roles: backing up and restoring the database is the administrator's. */
export function BackupsCard() {
  const { role } = useSignedIn();
  return role === 'ADMIN' ? <AdminBackups /> : null;
}
