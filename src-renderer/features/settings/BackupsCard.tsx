/**
 * Backups of this computer's database (data safety), in the settings screen: the automatic ones,
 * a backup now, and a restore from a listed backup or (in the desktop, through its file dialog) a
 * file picked elsewhere — after a strong confirmation, with the progress the main process reports
 * and the reason when a backup is refused. The page never names a path: the main process picks
 * every place (src-shared/ipc/backup.ts). Only the administrator sees it, and only in embedded mode: a shared server is backed up
 * on the server itself, which the card says instead.
 */
import { Alert, Card, Divider, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconServer } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useSignedIn } from '../../app/session.js';
import { errorMessage } from '../../components/errors.js';
import { useT } from '../../i18n/i18n.js';
import { BackupProgress } from './backups/BackupProgress.js';
import { BackupNowButton, RestoreFileButton } from './backups/BackupButtons.js';
import { BackupTable } from './backups/BackupTable.js';
import { RestoreConfirm } from './backups/RestoreConfirm.js';
import { PROBLEM_TEXT, restoreProblem } from './backups/restoreProblem.js';
import { useBackups } from './backups/useBackups.js';
import { SectionTitle, Subsections } from '../../components/SectionTitle.js';

interface RestoreTarget {
  /** What `backup.restore` takes. */
  name: string;
  /** What the user recognises it by: where it is. */
  shown: string;
}

function Frame({ children }: { children: ReactNode }) {
  const t = useT();
  return (
    <Card withBorder data-testid="backups-card">
      <Stack>
        <SectionTitle>{t('backups.title')}</SectionTitle>
        <Subsections>{children}</Subsections>
      </Stack>
    </Card>
  );
}

function RestoreError({ error }: { error: unknown }) {
  const t = useT();
  const problem = restoreProblem(error);
  return (
    <Alert color="red" icon={<IconAlertTriangle size={18} />} title={t('backups.restore.failed')} data-testid="restore-error">
      <Text size="sm">{problem ? t(PROBLEM_TEXT[problem]) : errorMessage(error, t)}</Text>
      {problem && error instanceof Error && (
        <Text size="xs" c="dimmed" mt={4} style={{ wordBreak: 'break-word' }}>
          {error.message}
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
  const [failure, setFailure] = useState<unknown>(null);

  if (backups.list.error?.code === 'CONFLICT') {
    return (
      <Frame>
        <Alert color="gray" icon={<IconServer size={18} />} data-testid="backups-shared">
          {t('backups.shared')}
        </Alert>
      </Frame>
    );
  }

  const backupNow = async () => {
    setBackupError(await backups.backupNow());
  };
  const chooseFile = async () => {
    setFailure(null);
    const { chosen, error } = await backups.choose();
    if (error) setFailure(error);
    else if (chosen) setTarget({ name: chosen.name, shown: chosen.path });
  };
  const restore = async () => {
    if (!target) return;
    const { name } = target;
    setTarget(null);
    setFailure(null);
    const error = await backups.restore(name);
    if (error) setFailure(error);
  };

  return (
    <Frame>
      <Text size="sm" c="dimmed">
        {t('backups.intro')}
      </Text>
      <BackupNowButton
        dialogs={backups.dialogs}
        folder={backups.folder}
        busy={backups.busy === 'backup'}
        disabled={backups.busy !== null}
        error={backupError ? errorMessage(backupError, t) : null}
        onBackup={() => void backupNow()}
      />
      {backups.progress && <BackupProgress progress={backups.progress} />}
      {failure !== null && <RestoreError error={failure} />}
      <Divider />
      <SectionTitle size="h5">{t('backups.list.title')}</SectionTitle>
      {backups.list.error ? (
        <Alert color="red">{`${t('backups.loadError')} ${errorMessage(backups.list.error, t)}`}</Alert>
      ) : (
        <BackupTable backups={backups.backups} disabled={backups.busy !== null} onRestore={(backup) => setTarget({ name: backup.file, shown: backup.path })} />
      )}
      {backups.dialogs && (
        <>
          <Divider />
          <SectionTitle size="h5">{t('backups.restore.fromFile')}</SectionTitle>
          <RestoreFileButton busy={backups.busy === 'choose' || backups.busy === 'restore'} disabled={backups.busy !== null} onChoose={() => void chooseFile()} />
        </>
      )}
      <RestoreConfirm file={target?.shown ?? null} onConfirm={() => void restore()} onCancel={() => setTarget(null)} />
    </Frame>
  );
}

/** Nothing for other roles: backing up and restoring the database is the administrator's. */
export function BackupsCard() {
  const { role } = useSignedIn();
  return role === 'ADMIN' ? <AdminBackups /> : null;
}
