/** What the demo history's planners share while the six months run. */
import type { Agenda } from './agenda.js';
import type { Day } from './calendar.js';
import type { Cast } from './cast.js';
import type { Random } from './random.js';

/** A stop of a driver's day: an order to deliver or a buy to pick up. */
export interface Stop {
  kind: 'order' | 'buy';
  id: string;
}

export interface HistoryCounts {
  orders: number;
  buys: number;
  days: number;
  events: number;
}

export interface History {
  readonly cast: Cast;
  readonly random: Random;
  readonly agenda: Agenda;
  readonly start: Day;
  /** The stops planned for each day, which that morning's roadmaps take. */
  readonly stops: Map<Day, Stop[]>;
  /** Quantity ordered per product per week of the history, which the buyer restocks from. */
  readonly sold: Map<string, number[]>;
  readonly counts: HistoryCounts;
}

export function planStop(history: History, day: Day, stop: Stop): void {
  const list = history.stops.get(day) ?? [];
  list.push(stop);
  history.stops.set(day, list);
}

export function weekOf(history: History, day: Day): number {
  return Math.floor((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${history.start}T00:00:00Z`)) / (7 * 86_400_000));
}

/** The average weekly quantity ordered over the four weeks before `day` (fewer at the start). */
export function weeklySales(history: History, product: string, day: Day): number {
  const weeks = history.sold.get(product) ?? [];
  const week = weekOf(history, day);
  const from = Math.max(0, week - 4);
  if (week === from) return 0;
  let total = 0;
  for (let w = from; w < week; w += 1) total += weeks[w] ?? 0;
  return total / (week - from);
}

export function noteSale(history: History, product: string, day: Day, quantity: number): void {
  const weeks = history.sold.get(product) ?? [];
  const week = weekOf(history, day);
  weeks[week] = (weeks[week] ?? 0) + quantity;
  history.sold.set(product, weeks);
}
