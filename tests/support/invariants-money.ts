/**
 * The money invariants (domain §6), recomputed in whole cents from the documents the server
 * stored and compared with what the database and the API report:
 * - every account balance equals the sum of its movements (stored and `GET /account/{id}`);
 * - every delivered order is settled exactly once (its total on the account, or one active
 *   collection entry), every other order not at all;
 * - provider balances = Σ FC + Σ ND − Σ NC − Σ provider EGRESS (`/statistics/provider-balances/{id}`);
 * - partner balances = Σ toPay of delivered orders − Σ partner INGRESS + Σ partner EGRESS
 *   (`/finance/partner/{id}`);
 * - cash per garage (and payment method) = Σ INGRESS − Σ EGRESS of active entries
 *   (`/statistics/cash-balances`).
 */
import { toCents } from '../../src-shared/money.js';
import { docs, rowToDoc, type Doc } from '../../src-server/db/documents.js';
import type { CashflowFields } from '../../src-server/features/cashflow/collection.js';
import type { AccountFields, AccountMovementFields } from '../../src-server/features/customers/account-collections.js';
import type { ReceiptFields } from '../../src-server/features/receipts/collection.js';
import type { OrderFields } from '../../src-server/features/orders/collection.js';
import type { InvariantWorld } from './invariants-world.js';
import { call } from './server.js';

async function all<F extends object>(world: InvariantWorld, table: string): Promise<Array<Doc<F>>> {
  const rows = await docs(world.server.database.db).selectFrom(table).select(['doc', 'status', 'number']).execute();
  return rows.map((row) => rowToDoc<F>(row));
}

async function get<T>(world: InvariantWorld, path: string): Promise<T> {
  const response = await call<T>(world.url, 'GET', path, { token: world.admin });
  if (response.status !== 200) throw new Error(`GET ${path} answered ${response.status}: ${JSON.stringify(response.body)}`);
  return response.body;
}

const sumCents = (amounts: readonly number[]) => amounts.reduce((sum, a) => sum + toCents(a), 0);
const money = (cents: number) => (cents / 100).toFixed(2);

function compare(problems: string[], what: string, actual: number, expectedCents: number): void {
  if (toCents(actual) !== expectedCents) problems.push(`${what} is ${actual} but the documents add up to ${money(expectedCents)}`);
}

export async function accountProblems(world: InvariantWorld): Promise<string[]> {
  const accounts = await all<AccountFields>(world, 'accounts');
  const movements = await all<AccountMovementFields>(world, 'account_movements');
  const orders = await all<OrderFields>(world, 'orders');
  const entries = await all<CashflowFields>(world, 'cashflows');
  const problems: string[] = [];
  for (const account of accounts) {
    const own = sumCents(movements.filter((m) => m.account === account._id).map((m) => m.delta));
    compare(problems, `stored balance of account #${account.number}`, account.balance, own);
    compare(problems, `GET /account/${account._id} balance`, (await get<AccountFields>(world, `/account/${account._id}`)).balance, own);
  }
  for (const order of orders) {
    const onAccount = sumCents(movements.filter((m) => m.refId === order._id && (m.kind === 'order' || m.kind === 'orderReversal')).map((m) => m.delta));
    const collected = entries.filter((e) => e.order === order._id && e.status);
    const settled = onAccount + sumCents(collected.map((e) => e.amount));
    const expected = order.delivery.delivered ? toCents(order.total) : 0;
    if (settled !== expected || collected.length > (order.delivery.delivered ? 1 : 0) || (collected.length > 0 && onAccount !== 0)) {
      problems.push(
        `order #${order.number} (${order.state}, delivered ${String(order.delivery.delivered)}, total ${order.total}) is settled ${money(onAccount)} on account and ${money(settled - onAccount)} in ${collected.length} active entries`,
      );
    }
  }
  return problems;
}

export async function providerProblems(world: InvariantWorld): Promise<string[]> {
  const receipts = (await all<ReceiptFields>(world, 'receipts')).filter((r) => r.status);
  const entries = (await all<CashflowFields>(world, 'cashflows')).filter((e) => e.status && e.type === 'commercial.provider' && e.concept === 'EGRESS');
  const problems: string[] = [];
  for (const provider of world.providers) {
    const own = receipts.filter((r) => r.provider === provider);
    const of = (type: string) => sumCents(own.filter((r) => r.type === type).map((r) => r.total));
    const expected = of('FC') + of('ND') - of('NC') - sumCents(entries.filter((e) => e.provider === provider).map((e) => e.amount));
    compare(problems, `provider ${provider} balance`, (await get<{ balance: number }>(world, `/statistics/provider-balances/${provider}`)).balance, expected);
  }
  return problems;
}

export async function partnerProblems(world: InvariantWorld): Promise<string[]> {
  const orders = (await all<OrderFields>(world, 'orders')).filter((o) => o.status && o.delivery.delivered);
  const entries = (await all<CashflowFields>(world, 'cashflows')).filter((e) => e.status && e.type === 'commercial.partner');
  const problems: string[] = [];
  for (const partner of [...world.partners, world.house]) {
    const owed = sumCents(orders.filter((o) => o.partner === partner).map((o) => o.toPay));
    const own = entries.filter((e) => e.partner === partner);
    const flow = (concept: string) => sumCents(own.filter((e) => e.concept === concept).map((e) => e.amount));
    const expected = owed - flow('INGRESS') + flow('EGRESS');
    compare(problems, `partner ${partner} balance`, (await get<{ balance: number }>(world, `/finance/partner/${partner}`)).balance, expected);
  }
  return problems;
}

interface CashBalances {
  garages: Array<{ garage: { _id: string } | null; methods: Record<string, { balance: number }>; balance: number }>;
}

export async function cashProblems(world: InvariantWorld): Promise<string[]> {
  const entries = (await all<CashflowFields>(world, 'cashflows')).filter((e) => e.status);
  const served = await get<CashBalances>(world, '/statistics/cash-balances');
  const problems: string[] = [];
  const stray = entries.filter((e) => !e.garage || !world.garages.includes(e.garage));
  if (stray.length > 0) problems.push(`${stray.length} active entries name no known garage`);
  for (const garage of world.garages) {
    const row = served.garages.find((g) => g.garage?._id === garage);
    const here = entries.filter((e) => e.garage === garage);
    const net = (list: ReadonlyArray<Doc<CashflowFields>>) => sumCents(list.map((e) => (e.concept === 'INGRESS' ? e.amount : -e.amount)));
    if (!row) {
      problems.push(`cash balances list no row for garage ${garage}`);
      continue;
    }
    compare(problems, `cash balance of garage ${garage}`, row.balance, net(here));
    for (const method of ['CASH', 'BANK', 'DEFAULT']) {
      compare(problems, `cash balance of garage ${garage} in ${method}`, row.methods[method]?.balance ?? 0, net(here.filter((e) => e.paymentMethod === method)));
    }
  }
  return problems;
}
