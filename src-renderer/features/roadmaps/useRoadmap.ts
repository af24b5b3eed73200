/**
 * The reads of the roadmap screen: drivers and roadmaps from the replica (they work offline), and
 * the sheet of stops and the orders due, which the server computes (so they need the connection).
 */
import { dayOfDate } from '../../../src-shared/business-day.js';
import { DEFAULT_TIME_ZONE } from '../../../src-shared/business-settings.js';
import { MAX_LIMIT } from '../../../src-shared/constants/paging.js';
import { useI18n } from '../../i18n/i18n.js';
import { useApi, useIpcQuery } from '../../app/api.js';
import type { RoadmapDetail } from './documents.js';
import type { RoadmapDoc } from '../../components/documents/read.js';

export interface DriverOption {
  value: string;
  label: string;
}

/** Users with `isDriver` (domain §7), enabled; `loading` until the replica has answered. */
export function useDrivers(): { options: DriverOption[]; loading: boolean } {
  const api = useApi();
  const { data, isLoading } = useIpcQuery(['users'], ['drivers'], () => api.user.list({ isDriver: true, status: true, limit: MAX_LIMIT }));
  const options = (data?.docs ?? []).map((user) => ({ value: user._id, label: user.name || user.username }));
  return { options, loading: isLoading };
}

/** The driver's roadmap on that day (one at most: the server refuses a second). */
export function useRoadmapFor(driver: string | null, date: string) {
  const api = useApi();
  const query = useIpcQuery(['roadmaps'], ['for', driver, date], () => api.roadmap.list({ driver: driver ?? '', fromDate: date, toDate: date, limit: 1 }), {
    enabled: driver !== null,
  });
  const roadmap: RoadmapDoc | null = query.data?.docs[0] ?? null;
  return { roadmap, loading: query.isLoading };
}

/**
 * The roadmap's stops as the server builds them (domain §7). Keyed with `*`: any change to the
 * replica (an order assigned, delivered, a roadmap synced) reads it again.
 */
export function useRoadmapSheet(roadmap: RoadmapDoc | null) {
  const api = useApi();
  const { timeZone } = useI18n();
  const day = roadmap ? dayOfDate(roadmap.date, timeZone ?? DEFAULT_TIME_ZONE) : '';
  const query = useIpcQuery(
    ['*'],
    ['roadmapSheet', roadmap?._id, roadmap?.driver, day],
    async (): Promise<RoadmapDetail | null> => {
      const page = await api.roadmap.byDriver({ driverId: roadmap?.driver ?? '', fromDate: day, toDate: day, limit: MAX_LIMIT });
      return page.docs.find((doc) => doc._id === roadmap?._id) ?? null;
    },
    { enabled: roadmap !== null },
  );
  return { sheet: query.data ?? null, loading: query.isLoading, error: query.error, refetch: query.refetch };
}
