/**
 * The drivers' days: each morning the operator makes one roadmap per driver with stops that day,
 * puts the day's shipped orders and pick-ups on them, and the drivers go round: orders are
 * delivered in turn through the day, picked-up goods are received at the garage when they are back.
 */
import { assignBuyRoadmap } from '../../features/buys/assign.js';
import { runBuyAction } from '../../features/buys/transitions.js';
import { assignRoadmap } from '../../features/orders/edit.js';
import { runOrderAction } from '../../features/orders/transitions.js';
import { createRoadmap } from '../../features/roadmaps/service.js';
import type { WriteTx } from '../../db/write.js';
import { at, hours, type Day } from './calendar.js';
import { callerOf, staffOf, through } from './cast.js';
import type { History, Stop } from './history.js';

const NOTES = ['Zona sur: Temperley, Lomas, Banfield', 'Zona oeste: Lanús, Remedios de Escalada', 'Salida 8:30, volver antes de las 18', 'Cargar cajones vacíos a la vuelta'] as const;

async function driveRoute(history: History, tx: WriteTx, day: Day, driver: string, stops: readonly Stop[]): Promise<void> {
  const { random: r, agenda, cast } = history;
  const driverCaller = callerOf(driver, 'OPERACION');
  const roadmap = await createRoadmap(through(tx, 'roadmap.create'), driverCaller, { driver, date: day, notes: r.pick(NOTES) });
  let minute = hours(9, 30);
  for (const stop of stops) {
    if (stop.kind === 'order') await assignRoadmap(through(tx, 'order.roadmap'), stop.id, { roadmap: roadmap._id });
    else await assignBuyRoadmap(through(tx, 'buy.roadmap'), stop.id, { roadmap: roadmap._id });
    minute = Math.min(minute + r.int(15, 50), hours(18));
    if (stop.kind === 'order') {
      agenda.add(at(day, minute), driver, 'order.deliver', (t) => runOrderAction(t, driverCaller, stop.id, 'deliver').then(() => undefined));
    } else {
      // The goods come in with the driver: the operator receives them at the garage.
      agenda.add(at(day, Math.min(minute + 90, hours(18, 30))), cast.operator, 'buy.commit', (t) => runBuyAction(t, staffOf(t), stop.id, 'commit').then(() => undefined));
    }
  }
}

export function planRoadmaps(history: History, day: Day): void {
  const stops = history.stops.get(day);
  history.stops.delete(day);
  if (!stops || stops.length === 0) return;
  const { cast, agenda } = history;
  agenda.add(at(day, hours(7, 45)), cast.operator, 'roadmap.create', async (tx) => {
    // Pick-ups take a driver's morning; the shipped orders are shared out in turn.
    const routes = cast.drivers.map(() => [] as Stop[]);
    stops.forEach((stop, i) => routes[i % routes.length]?.push(stop));
    for (const [k, driver] of cast.drivers.entries()) {
      const route = routes[k] ?? [];
      if (route.length > 0) await driveRoute(history, tx, day, driver, route);
    }
  });
}
