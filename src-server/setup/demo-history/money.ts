/**
 * The demo's money besides sales and purchases: the opening cash and customer accounts, customers
 * paying their accounts, partners paid their share every Friday, petty cash sent to the Lanús
 * garage and spent there, rent, power, the accountant and fuel paid to third parties, a monthly
 * owners' withdrawal and the monthly cash count.
 */
import { roundMoney } from '../../../src-shared/money.js';
import type { RouteName } from '../../../src-shared/routes/index.js';
import type { WriteTx } from '../../db/write.js';
import { openAccount, payOnAccount } from '../../features/customers/accounts.js';
import { partnerBalance } from '../../features/finance/balances.js';
import { createExternalEntry, createInternalEntry, createPartnerEntry } from '../../features/cashflow/create.js';
import { activeAccountOf } from '../../features/customers/active-account.js';
import { thirds } from '../../features/reference/services.js';
import { activity, at, hours, monthsSince, weekdayOf, type Day } from './calendar.js';
import { callerOf, staffOf, through } from './cast.js';
import { payingMethod } from './cash.js';
import type { History } from './history.js';

/** Prices (rent, services, fees) follow inflation, about this much a month. */
const INFLATION = 0.025;

export interface Thirds {
  rent: string;
  power: string;
  accountant: string;
  fuel: string;
  recycling: string;
  /** The monthly bills already paid, by month and due date. */
  paid: Set<string>;
}

/** Whole thousands of pesos, as such amounts are agreed. */
const thousands = (amount: number): number => Math.max(1000, Math.round(amount / 1000) * 1000);

/** The first morning: the cash the business starts with, its third parties and customer accounts. */
export async function openBooks(history: History, tx: WriteTx): Promise<Thirds> {
  const { cast, random: r } = history;
  const { main, branch } = cast.garages;
  const cash = through(tx, 'cashflow.createInternal');
  await createInternalEntry(cash, staffOf(tx), { amount: 4_500_000, concept: 'INGRESS', paymentMethod: 'CASH', garage: main, tag: 'saldo inicial', description: 'Saldo inicial de caja' });
  await createInternalEntry(cash, staffOf(tx), { amount: 18_000_000, concept: 'INGRESS', paymentMethod: 'BANK', garage: main, tag: 'saldo inicial', description: 'Saldo inicial Banco Provincia' });
  await createInternalEntry(cash, staffOf(tx), { amount: 350_000, concept: 'INGRESS', paymentMethod: 'CASH', garage: branch, tag: 'saldo inicial', description: 'Saldo inicial caja Lanús' });
  for (const customer of cast.customers.filter((c) => c.onAccount)) {
    await openAccount(through(tx, 'account.create'), staffOf(tx), { customer: customer._id, ...(r.chance(0.5) ? { balance: thousands(r.int(40, 260) * 1000) } : {}) });
  }
  const third = async (name: string, tag: string) => (await thirds.create(through(tx, 'third.create'), staffOf(tx), { name, tag }))._id;
  return {
    rent: await third('Inmobiliaria del Sur', 'alquiler'),
    power: await third('Edesur', 'servicios'),
    accountant: await third('Estudio Contable Ruiz', 'honorarios'),
    fuel: await third('Estación de servicio YPF Temperley', 'combustible'),
    recycling: await third('Reciclados Lomas', 'reciclado'),
    paid: new Set(),
  };
}

function planPayments(history: History, day: Day): void {
  const { cast, random: r, agenda } = history;
  for (const [i, customer] of cast.customers.entries()) {
    // Every other week on the customer's own weekday.
    if (!customer.onAccount || weekdayOf(day) !== 1 + (i % 5) || !r.chance(0.55)) continue;
    const partner = callerOf(customer.partner, 'AV');
    const share = r.int(60, 100) / 100;
    const method = r.chance(0.5) ? 'BANK' : 'CASH';
    agenda.add(at(day, r.int(hours(10), hours(17))), partner.id, 'account.pay', async (tx) => {
      const balance = (await activeAccountOf(tx.trx, customer._id))?.balance ?? 0;
      const amount = thousands(balance * share);
      if (balance < 5000 || amount > balance) return;
      await payOnAccount(tx, partner, { customer: customer._id, amount, paymentMethod: method });
    });
  }
}

/** Fridays: each partner is paid what the company owes it (its share of the orders collected). */
function planSettlements(history: History, day: Day): void {
  const { cast, agenda } = history;
  if (weekdayOf(day) !== 5) return;
  for (const partner of cast.partners) {
    agenda.add(at(day, hours(18)), cast.admin, 'cashflow.createPartner', async (tx) => {
      const { balance } = await partnerBalance(tx.trx, partner);
      if (balance > -1000) return;
      const amount = roundMoney(-balance);
      await createPartnerEntry(tx, staffOf(tx), { amount, concept: 'EGRESS', paymentMethod: await payingMethod(tx, cast.garages.main), partner, description: 'Liquidación semanal de comisiones' });
    });
  }
}

function planExpenses(history: History, day: Day, books: Thirds): void {
  const { cast, random: r, agenda, start } = history;
  const { main, branch } = cast.garages;
  const prices = (1 + INFLATION) ** monthsSince(start, day);
  const date = Number(day.slice(8, 10));
  const weekday = weekdayOf(day);
  const add = (minute: number, route: RouteName, work: (tx: WriteTx) => Promise<unknown>) => agenda.add(at(day, minute), cast.admin, route, (tx) => work(tx).then(() => undefined));
  const external = (third: string, amount: number, concept: 'INGRESS' | 'EGRESS', description: string) =>
    add(r.int(hours(10), hours(16)), 'cashflow.createExternal', async (tx) =>
      createExternalEntry(tx, staffOf(tx), { amount, concept, paymentMethod: concept === 'EGRESS' ? await payingMethod(tx, main) : 'CASH', third, description }),
    );

  if (weekday === 1) external(books.fuel, thousands(r.int(70, 110) * 1000 * prices * activity(start, day)), 'EGRESS', 'Combustible de la semana');
  if (weekday === 5)
    add(hours(17), 'cashflow.createInternal', (tx) =>
      createInternalEntry(tx, staffOf(tx), {
        amount: thousands(r.int(90, 140) * 1000 * prices),
        concept: 'EGRESS',
        paymentMethod: 'CASH',
        garage: main,
        destination: branch,
        tag: 'caja chica',
        description: 'Caja chica Lanús',
      }),
    );
  if (weekday === 2 || weekday === 4) {
    add(r.int(hours(10), hours(17)), 'cashflow.createInternal', (tx) =>
      createInternalEntry(tx, staffOf(tx), {
        amount: thousands(r.int(25, 70) * 1000 * prices),
        concept: 'EGRESS',
        paymentMethod: 'CASH',
        garage: branch,
        tag: r.pick(['limpieza', 'mantenimiento', 'librería']),
        description: 'Gastos del depósito',
      }),
    );
  }
  // Monthly bills, on the first working day on or after their date.
  const due = (d: number): boolean => {
    const bill = `${day.slice(0, 7)}|${d}`;
    if (date < d || books.paid.has(bill)) return false;
    books.paid.add(bill);
    return true;
  };
  if (due(5)) external(books.rent, thousands(1_400_000 * prices), 'EGRESS', 'Alquiler del depósito');
  if (due(12)) external(books.power, thousands(r.int(160, 230) * 1000 * prices), 'EGRESS', 'Factura de luz');
  if (due(10)) external(books.accountant, thousands(380_000 * prices), 'EGRESS', 'Honorarios del mes');
  if (due(20)) external(books.recycling, thousands(r.int(30, 60) * 1000 * prices), 'INGRESS', 'Venta de cartón y pallets');
  if (due(26)) {
    add(hours(18, 30), 'cashflow.createInternal', async (tx) =>
      createInternalEntry(tx, staffOf(tx), {
        amount: thousands(2_500_000 * prices * activity(start, day)),
        concept: 'EGRESS',
        paymentMethod: await payingMethod(tx, main),
        garage: main,
        tag: 'retiro socios',
        description: 'Retiro de socios',
      }),
    );
  }
  if (due(27)) {
    const off = r.int(-4000, 4000);
    if (off !== 0)
      add(hours(19), 'cashflow.createInternal', (tx) =>
        createInternalEntry(tx, staffOf(tx), {
          amount: Math.abs(off),
          concept: off > 0 ? 'INGRESS' : 'EGRESS',
          paymentMethod: 'CASH',
          garage: main,
          adjust: true,
          description: 'Arqueo de caja mensual',
        }),
      );
  }
}

export function planMoney(history: History, day: Day, books: Thirds): void {
  planPayments(history, day);
  planSettlements(history, day);
  planExpenses(history, day, books);
}
