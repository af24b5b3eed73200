/**
 * Hojas de ruta (`/roadmaps`, domain §7): plan a driver's day — pick the driver and the date,
 * create the roadmap, put the orders due and the pick-ups on it, check its stops and totals, print
 * it for the driver and each delivery's receipt. Below, every roadmap to go back to. Ctrl+N starts
 * a new roadmap: the roadmap open is left, and the driver's list opens, none chosen, to pick whose,
 * on the day chosen (`app/newHotkey.ts`).
 */
import { Group, Loader, Select, Stack } from '@mantine/core';
import { DayInput } from '../../components/DayInput.js';
import { useRef, useState } from 'react';
import { EmptyState, PageHeader } from '../../components/EmptyState.js';
import { useI18n, useT } from '../../i18n/i18n.js';
import { dayOfDate } from '../../../src-shared/business-day.js';
import { DEFAULT_TIME_ZONE } from '../../../src-shared/business-settings.js';
import { useMay } from '../../components/access.js';
import { useSignedIn } from '../../app/session.js';
import { AssignOrders } from './AssignOrders.js';
import { AssignPickups } from './AssignPickups.js';
import { CreateRoadmap, RoadmapHeading } from './RoadmapCard.js';
import { RoadmapHistory } from './RoadmapHistory.js';
import { RoadmapStops } from './RoadmapStops.js';
import { useDrivers, useRoadmapFor } from './useRoadmap.js';
import type { RoadmapDoc } from '../../components/documents/read.js';
import { useOwnNewHotkey } from '../../app/newHotkey.js';

export function RoadmapsScreen() {
  const t = useT();
  const { today, timeZone } = useI18n();
  const may = useMay();
  const { options: drivers, loading: driversLoading } = useDrivers();
  const { user } = useSignedIn();
  // A driver opens the screen for his own day's roadmap; planners pick whose.
  const [driver, setDriver] = useState<string | null>(user.isDriver === true ? user._id : null);
  const [day, setDay] = useState<string>(today);
  const { roadmap, loading } = useRoadmapFor(driver, day);
  const driverName = drivers.find((d) => d.value === driver)?.label ?? '';
  const open = (r: RoadmapDoc) => {
    setDriver(r.driver);
    setDay(dayOfDate(r.date, timeZone ?? DEFAULT_TIME_ZONE));
  };
  const driverPicker = useRef<HTMLInputElement>(null);
  const [picking, setPicking] = useState(false);
  const mayCreate = may('roadmap.create');
  useOwnNewHotkey('/roadmaps', () => {
    if (!mayCreate) return;
    // A new roadmap starts blank: whose it is, is picked afresh, not the one open before.
    setDriver(null);
    driverPicker.current?.focus();
    setPicking(true);
  });
  const loader = <Loader mx="auto" display="block" aria-label={t('common.loading')} />;
  return (
    <Stack>
      <PageHeader title={t('nav.roadmaps')}>
        <Group align="flex-end">
          <Select
            ref={driverPicker}
            dropdownOpened={picking}
            onDropdownOpen={() => setPicking(true)}
            onDropdownClose={() => setPicking(false)}
            label={t('roadmaps.driver')}
            placeholder={t('roadmaps.driver.pick')}
            data={drivers}
            value={driver}
            onChange={setDriver}
            searchable
            nothingFoundMessage={t('roadmaps.driver.none')}
            w={260}
          />
          <DayInput label={t('common.date')} value={day} onChange={(v) => v && setDay(v)} withWeekday w={220} />
        </Group>
      </PageHeader>
      {/* While the replica answers, the loader the lists show: not "no drivers", not an empty page. */}
      {driver === null ? (
        driversLoading ? (
          loader
        ) : (
          <EmptyState title={t('roadmaps.pickTitle')} hint={drivers.length > 0 ? t('roadmaps.pickHint') : t('roadmaps.noDrivers')} />
        )
      ) : loading ? (
        loader
      ) : roadmap ? (
        <>
          <RoadmapHeading roadmap={roadmap} driverName={driverName} />
          <RoadmapStops roadmap={roadmap} />
          {may('order.roadmap') && <AssignOrders roadmap={roadmap} day={day} />}
          {may('buy.roadmap') && <AssignPickups roadmap={roadmap} />}
        </>
      ) : (
        <CreateRoadmap driver={driver} driverName={driverName} date={day} />
      )}
      <RoadmapHistory onOpen={open} />
    </Stack>
  );
}
