/**
 * Whether the order's customer buys on a current account, as far as the signed-in role may know:
 * partners read the customer's accounts; operations may not (an OPERACION replica receives none),
 * yet they are who deliver, so for an order on a roadmap the server's sheet of that roadmap tells
 * (each stop says whether it goes on the account, as the printed roadmap does). Otherwise, or
 * offline (the sheet is the server's), 'unknown': the server decides.
 */
import { dayOfDate } from '../../../src-shared/business-day.js';
import { DEFAULT_TIME_ZONE } from '../../../src-shared/business-settings.js';
import { MAX_LIMIT } from '../../../src-shared/constants/paging.js';
import { useApi, useIpcQuery } from '../../app/api.js';
import { useSignedIn } from '../../app/session.js';
import { mayCall } from '../../components/access.js';
import type { OrderDoc } from '../../components/documents/read.js';
import { useI18n } from '../../i18n/i18n.js';
import type { AccountKnowledge } from './effects.js';

export function useAccountKnowledge(order: OrderDoc): AccountKnowledge {
  const api = useApi();
  const { timeZone } = useI18n();
  const { role } = useSignedIn();
  const customer = order.customer;
  const readable = mayCall(role, 'account.list') && customer !== undefined;
  const accounts = useIpcQuery(['accounts'], ['of', customer], () => api.account.list({ customer: customer ?? '' }), { enabled: readable });
  const { roadmap, driver } = order;
  const bySheet = !readable && Boolean(roadmap) && Boolean(driver) && mayCall(role, 'roadmap.list') && mayCall(role, 'roadmap.byDriver');
  // Two reads, one of them the server's: asked again when a roadmap changes (a replica change to
  // `roadmaps`) or this order does (its `updatedAt` is in the key), not on every change of the
  // replica — a pull of products or cash entries says nothing about this stop. The last answer
  // about the same roadmap and driver stays shown while the new one comes.
  const sheet = useIpcQuery(
    ['roadmaps'],
    ['orderStopOnAccount', order._id, roadmap, driver, order.updatedAt ?? null],
    async (): Promise<boolean | null> => {
      const mine = (await api.roadmap.list({ driver: driver ?? '', limit: MAX_LIMIT })).docs.find((doc) => doc._id === roadmap);
      if (!mine) return null;
      const day = dayOfDate(mine.date, timeZone ?? DEFAULT_TIME_ZONE);
      const served = await api.roadmap.byDriver({ driverId: driver ?? '', fromDate: day, toDate: day, limit: MAX_LIMIT });
      const stop = served.docs.find((doc) => doc._id === roadmap)?.stops.find((s) => s.kind === 'delivery' && s.ref === order._id);
      return stop ? stop.onAccount : null;
    },
    { enabled: bySheet, placeholderData: (previous, last) => (last?.queryKey.includes(roadmap) && last.queryKey.includes(driver) ? previous : undefined) },
  );
  if (readable) return accounts.data ? (accounts.data.docs.some((a) => a.status !== false) ? 'account' : 'cash') : 'unknown';
  if (bySheet && typeof sheet.data === 'boolean') return sheet.data ? 'account' : 'cash';
  return 'unknown';
}
