/**
 * A roadmap to print comes from the server: only the server knows every customer's current account
 * (an OPERACION replica receives no accounts), so only its sheet is sure to say "nothing to collect"
 * for an order that goes on the account. There is no route for one roadmap by id: the driver's
 * roadmaps of the roadmap's day (`GET /roadmap/{driverId}`, each with its stops and totals) are read
 * until it turns up. The replica's copy names the driver and the day.
 */
import { dayOfDate } from '../../src-shared/business-day.js';
import { MAX_LIMIT } from '../../src-shared/constants/paging.js';
import { AppError } from '../../src-shared/errors.js';
import type { RouteResponse } from '../../src-shared/routes/responses/index.js';
import type { ApiClient } from '../api/client.js';
import { unwrap } from '../auth/api-result.js';
import { replicaZone } from '../replica/business-zone.js';
import { loadRoadmap, type PrintReader } from './load.js';
import type { RoadmapSheet } from './roadmap-sheet.js';

/** A roadmap as `roadmap.byDriver` serves it (`RoadmapDetail` on the server), checked by the route's response schema. */
type ServedRoadmap = RouteResponse<'roadmap.byDriver'>['docs'][number];

/**
 * The roadmap's business day (domain §2): its date as a day, or the local day of its instant in the
 * business's zone — the day the server files it under when asked for a period.
 */
export async function fetchRoadmap(api: Pick<ApiClient, 'call'>, driver: string, date: string, id: string, zone: string): Promise<ServedRoadmap> {
  const day = dayOfDate(date, zone);
  for (let page = 1; ; page += 1) {
    const answer = unwrap(await api.call('roadmap.byDriver', { params: { driverId: driver }, query: { fromDate: day, toDate: day, page, limit: MAX_LIMIT } }));
    const found = answer.docs.find((roadmap) => roadmap._id === id);
    if (found) return found;
    if (page >= answer.pages) throw AppError.notFound('roadmap', id);
  }
}

export function roadmapSheetOf(served: ServedRoadmap): RoadmapSheet {
  return { number: served.number, date: served.date, driver: served.driverName, notes: served.notes ?? null, stops: served.stops, totals: served.totals };
}

/** Throws the server's refusal as it came (403, 404...), and OFFLINE or TIMEOUT when it cannot be reached. */
export async function loadServerRoadmapSheet(api: Pick<ApiClient, 'call'>, reader: PrintReader, id: string): Promise<RoadmapSheet> {
  const roadmap = loadRoadmap(reader, id);
  return roadmapSheetOf(await fetchRoadmap(api, roadmap.driver, roadmap.date, id, replicaZone(reader)));
}
