/**
 * Importar conteo (`/audits/inventory/import`): an inventory audit from a count file — read and
 * checked here (every bad line at once), a dry run on the server that shows the stock changes and,
 * apart, the price changes, and changes nothing, then applied with its progress. Each step opens
 * once the one before is done. The template the clerk counts with is downloaded here too.
 */
import { Button, Group, Stack, Stepper } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useLocation } from 'wouter';
import { PageHeader } from '../../components/EmptyState.js';
import { useT } from '../../i18n/i18n.js';
import { CountTemplateButton } from './CountTemplateButton.js';
import { ImportFileStep } from './ImportFileStep.js';
import { ImportApplyStep, ImportCheckStep } from './ImportRunSteps.js';
import { useInventoryImport, type InventoryImportState } from './useInventoryImport.js';

function stepOf(state: InventoryImportState): number {
  if (state.applied) return 3;
  if (state.dryRun) return 2;
  return state.ready ? 1 : 0;
}

export function InventoryImport() {
  const t = useT();
  const [, navigate] = useLocation();
  const state = useInventoryImport();
  return (
    <>
      <PageHeader
        title={t('audits.import.title')}
        actions={
          <Group gap="xs">
            <CountTemplateButton />
            <Button variant="default" leftSection={<IconArrowLeft size={16} />} onClick={() => navigate('/inventory')}>
              {t('common.back')}
            </Button>
          </Group>
        }
      >
        <Stepper active={stepOf(state)} size="sm" allowNextStepsSelect={false}>
          <Stepper.Step label={t('audits.import.step.file')} />
          <Stepper.Step label={t('audits.import.step.check')} />
          <Stepper.Step label={t('audits.import.step.apply')} />
        </Stepper>
      </PageHeader>
      <Stack>
        <ImportFileStep state={state} />
        <ImportCheckStep state={state} />
        <ImportApplyStep state={state} />
      </Stack>
    </>
  );
}
