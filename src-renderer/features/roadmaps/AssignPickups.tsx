/**
 * Pick-ups to put on the roadmap: open buys with a withdrawal option (domain §7), from the
 * replica, assigned with `PATCH /buy/{id}/roadmap` (which also hands them to the driver).
 */
import { Badge, Button, Card, Checkbox, Group, Stack, Table, Text } from '@mantine/core';
import { BUY_STATE, BUY_STATES } from '../../../src-shared/constants/buys.js';
import { MAX_LIMIT } from '../../../src-shared/constants/paging.js';
import { useApi, useIpcQuery } from '../../app/api.js';
import { useI18n } from '../../i18n/i18n.js';
import { isPickUp } from './documents.js';
import { useAssignChosen } from './useAssignChosen.js';
import { SectionTitle } from '../../components/SectionTitle.js';
import type { BuyDoc, RoadmapDoc } from '../../components/documents/read.js';

const OPEN_STATES = BUY_STATES.filter((s) => s !== BUY_STATE.CANCELLED);

function usePickUps(): BuyDoc[] {
  const api = useApi();
  const { data } = useIpcQuery(['buys'], ['pickUps'], async () => {
    const pages = await Promise.all(OPEN_STATES.map((state) => api.buy.list({ state, limit: MAX_LIMIT })));
    return pages.flatMap((page) => page.docs);
  });
  return (data ?? []).filter(isPickUp).sort((a, b) => (a.number ?? 0) - (b.number ?? 0));
}

const PICKUPS = 'roadmap-pickups';
/** The first pick-up still to assign, which takes the focus once the chosen ones are assigned. */
const firstPickUpLeft = (): HTMLElement | null => document.querySelector<HTMLElement>(`[data-testid="${PICKUPS}"] input[type="checkbox"]:not(:disabled)`);

export function AssignPickups({ roadmap }: { roadmap: RoadmapDoc }) {
  const { t, money, date, docNumber } = useI18n();
  const api = useApi();
  const buys = usePickUps();
  const { chosen, saving, toggle, assign } = useAssignChosen(
    (id) => api.buy.roadmap({ id, roadmap: roadmap._id }),
    (count) => ({ action: t('write.roadmap.pickups'), done: t('roadmaps.assignedPickups', { count }) }),
    firstPickUpLeft,
  );
  return (
    <Card withBorder data-testid={PICKUPS}>
      <Stack gap="xs">
        <Group justify="space-between">
          <SectionTitle>{t('roadmaps.pickups.title')}</SectionTitle>
          <Button disabled={chosen.size === 0} loading={saving} onClick={() => void assign()}>
            {t('roadmaps.assignPickups', { count: chosen.size })}
          </Button>
        </Group>
        {buys.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('roadmaps.pickups.empty')}
          </Text>
        ) : (
          <Table highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={44} />
                <Table.Th w={80}>{t('roadmaps.col.buy')}</Table.Th>
                <Table.Th>{t('roadmaps.col.provider')}</Table.Th>
                <Table.Th>{t('roadmaps.col.withdrawal')}</Table.Th>
                <Table.Th w={110}>{t('roadmaps.col.withdrawalDate')}</Table.Th>
                <Table.Th w={130} ta="right">
                  {t('common.total')}
                </Table.Th>
                <Table.Th w={140}>{t('roadmaps.col.roadmap')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {buys.map((b) => {
                const here = b.roadmap === roadmap._id;
                return (
                  <Table.Tr key={b._id}>
                    <Table.Td>
                      <Checkbox checked={here || chosen.has(b._id)} disabled={here} onChange={() => toggle(b._id)} aria-label={t('roadmaps.pickBuy', { number: b.number ?? '' })} />
                    </Table.Td>
                    <Table.Td>{b.number === undefined ? '' : docNumber(b.number)}</Table.Td>
                    <Table.Td>{b.providerName ?? '—'}</Table.Td>
                    <Table.Td>{b.withdrawal?.name ?? '—'}</Table.Td>
                    <Table.Td>{date(b.withdrawal?.date)}</Table.Td>
                    <Table.Td ta="right">{b.total === undefined ? '—' : money(b.total)}</Table.Td>
                    <Table.Td>
                      {here ? (
                        <Badge color="teal" variant="light">
                          {t('roadmaps.onThis')}
                        </Badge>
                      ) : b.roadmap ? (
                        <Badge color="gray" variant="light">
                          {t('roadmaps.onOther')}
                        </Badge>
                      ) : (
                        '—'
                      )}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Card>
  );
}
