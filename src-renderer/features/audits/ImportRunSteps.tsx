/**
 * Steps 2 and 3 of the count import: the dry run (each difference, nothing changed) and applying
 * the count, with its progress — per chunk for a large file, running for a one-request file.
 */
import { Alert, Button, Card, Group, Progress, Stack, Text } from '@mantine/core';
import { IconChecks, IconEye } from '@tabler/icons-react';
import { useLocation } from 'wouter';
import { confirmAction } from '../../components/confirm.js';
import { useI18n, useT } from '../../i18n/i18n.js';
import { CountChanges } from './CountChanges.js';
import { CountWarnings } from './CountWarnings.js';
import { ImportProblems } from './ImportProblems.js';
import type { InventoryImportState } from './useInventoryImport.js';

function RunProgress({ state, label }: { state: InventoryImportState; label: string }) {
  const t = useT();
  const progress = state.progress;
  if (!progress) return null;
  const running = state.phase !== 'idle';
  // One request cannot report how far it got: it shows running, and the count when done.
  const oneRequest = progress.total <= 1;
  const value = oneRequest ? 100 : Math.round((progress.done / progress.total) * 100);
  return (
    <Stack gap={4}>
      <Progress value={running && oneRequest ? 100 : value} striped={running} animated={running} aria-label={label} data-testid="import-progress" />
      {running && (
        <Text size="xs" c="dimmed">
          {oneRequest ? t('audits.import.working') : t('audits.import.chunks', { done: progress.done, total: progress.total })}
        </Text>
      )}
    </Stack>
  );
}

export function ImportCheckStep({ state }: { state: InventoryImportState }) {
  const t = useT();
  const checking = state.phase === 'checking';
  return (
    <Card withBorder>
      <Stack>
        <Group justify="space-between">
          <Text fw={600}>{t('audits.import.step.check')}</Text>
          <Button
            leftSection={<IconEye size={16} />}
            variant={state.dryRun ? 'default' : 'filled'}
            disabled={!state.ready || state.phase !== 'idle' || state.applied !== null}
            loading={checking}
            onClick={() => void state.check()}
          >
            {t('audits.import.check')}
          </Button>
        </Group>
        {!state.ready && (
          <Text size="sm" c="dimmed">
            {t('audits.import.checkHint')}
          </Text>
        )}
        {checking && <RunProgress state={state} label={t('audits.import.step.check')} />}
        <ImportProblems problems={state.serverProblems} title={t('audits.import.serverProblems', { count: state.serverProblems.length })} />
        {state.dryRun && (
          <>
            <Alert color="blue" data-testid="dry-run-summary">
              {t('audits.import.dryRunSummary', { changed: state.dryRun.changed, rows: state.dryRun.rows })}
            </Alert>
            <CountWarnings warnings={state.dryRun.warnings} testId="dry-run-warnings" />
            <CountChanges differences={state.dryRun.differences} testPrefix="dry-run" />
          </>
        )}
      </Stack>
    </Card>
  );
}

export function ImportApplyStep({ state }: { state: InventoryImportState }) {
  const { t, docNumber } = useI18n();
  const [, navigate] = useLocation();
  const applying = state.phase === 'applying';
  const apply = async () => {
    if (await confirmAction(t, t('audits.import.confirmTitle'), t('audits.import.confirmBody', { changed: state.dryRun?.changed ?? 0 }))) await state.apply();
  };
  return (
    <Card withBorder>
      <Stack>
        <Group justify="space-between">
          <Text fw={600}>{t('audits.import.step.apply')}</Text>
          <Button
            leftSection={<IconChecks size={16} />}
            color="teal"
            disabled={!state.dryRun || state.dryRun.changed === 0 || state.phase !== 'idle' || state.applied !== null}
            loading={applying}
            onClick={() => void apply()}
          >
            {t('audits.import.apply')}
          </Button>
        </Group>
        {!state.dryRun && !state.applied && (
          <Text size="sm" c="dimmed">
            {t('audits.import.applyHint')}
          </Text>
        )}
        {state.dryRun?.changed === 0 && !state.applied && <Text size="sm">{t('audits.import.nothingToApply')}</Text>}
        {(applying || state.applied) && <RunProgress state={state} label={t('audits.import.step.apply')} />}
        {state.failure && <Alert color="red">{state.failure}</Alert>}
        {state.applied && (
          <Alert color="teal" data-testid="import-applied">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{t('audits.import.applied', { changed: state.applied.changed, rows: state.applied.rows, audits: state.applied.audits.map(docNumber).join(', ') })}</Text>
              <Button size="xs" variant="light" onClick={() => navigate('/inventory')}>
                {t('audits.import.seeAudits')}
              </Button>
            </Stack>
          </Alert>
        )}
      </Stack>
    </Card>
  );
}
