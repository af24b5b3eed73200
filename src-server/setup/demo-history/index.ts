/**
 * Six months of the demo business's work, from the day its catalog was set up to the last working
 * day before `now`: every sale, purchase, payment and closing made through the services the routes
 * call, each at its own time in business hours, one write transaction per working day. Today is
 * left to the user, whatever the hour: yesterday's orders wait to be delivered, nothing is on a
 * roadmap yet, and the same history loads at any time of the day.
 */
import type { Database } from '../../db/connect.js';
import { runWrite } from '../../db/write.js';
import { Agenda, runAgenda } from './agenda.js';
import { addDays, at, dayOf, hours, workingDays, type Day } from './calendar.js';
import type { Cast } from './cast.js';
import { planAudits } from './audits.js';
import { planBuys } from './buys.js';
import type { History, HistoryCounts } from './history.js';
import { openBooks, planMoney } from './money.js';
import { planOrders } from './orders.js';
import { seededRandom } from './random.js';
import { planRoadmaps } from './roadmaps.js';

export type { HistoryCounts };

const SEED = 1_810;

export async function loadDemoHistory(database: Database, cast: Cast, start: Day, now: Date): Promise<HistoryCounts> {
  const history: History = {
    cast,
    random: seededRandom(SEED),
    agenda: new Agenda(at(dayOf(now), 0)),
    start,
    stops: new Map(),
    sold: new Map(),
    counts: { orders: 0, buys: 0, days: 0, events: 0 },
  };
  const books = await runWrite(database, { actor: cast.admin, route: 'cashflow.createInternal', now: at(start, hours(8)) }, (tx) => openBooks(history, tx));
  const days = workingDays(start, addDays(dayOf(now), -1));
  let previous: Day | null = null;
  history.counts.events = await runAgenda(database, history.agenda, days, (day) => {
    planRoadmaps(history, day);
    planOrders(history, day);
    planBuys(history, day);
    planMoney(history, day, books);
    planAudits(history, day, previous);
    previous = day;
  });
  history.counts.days = days.length;
  return history.counts;
}
