/**
 * `/partners/:id` (`GET /finance/partner/{id}`, domain §6): a partner's balance, the sums it comes
 * from, and every movement behind it, with a way to its month by month history.
 */
import { Button, Group, Stack } from '@mantine/core';
import { IconArrowLeft, IconChartBar } from '@tabler/icons-react';
import { useLocation } from 'wouter';
import { useApi, useIpcQuery } from '../../app/api.js';
import { PageHeader } from '../../components/EmptyState.js';
import { useT } from '../../i18n/i18n.js';
import { ReportState } from '../../components/reports/ReportState.js';
import { PartnerFigures } from './PartnerFigures.js';
import { PartnerMovements } from './PartnerMovements.js';

export function PartnerDetail({ id }: { id: string }) {
  const t = useT();
  const api = useApi();
  const [, navigate] = useLocation();
  const query = useIpcQuery(['*'], ['finance', 'partner', id], async () => await api.finance.partner({ id }));
  const back = (
    <Button variant="default" leftSection={<IconArrowLeft size={16} />} onClick={() => navigate('/')}>
      {t('common.back')}
    </Button>
  );
  return (
    <ReportState {...query}>
      {(finance) => (
        <Stack gap="md">
          <PageHeader
            title={t('finance.partner.title', { name: finance.partner.name })}
            actions={
              <Group gap="xs">
                <Button variant="light" leftSection={<IconChartBar size={16} />} onClick={() => navigate(`~/statistics/partner-history?partner=${finance.partner._id}`)}>
                  {t('finance.partner.history')}
                </Button>
                {back}
              </Group>
            }
          />
          <PartnerFigures figures={finance} />
          <PartnerMovements movements={finance.movements} emptyHint={t('finance.movements.emptyHint')} title={`${t('finance.movements')} · ${finance.partner.name}`} />
        </Stack>
      )}
    </ReportState>
  );
}
