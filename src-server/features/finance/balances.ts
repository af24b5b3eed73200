/**
 * Balances as SQL sums over the cents columns (domain §6), for one party or many at once.
 * Only active documents count: a removed cash flow entry or receipt no longer moves a balance.
 */
import type { PartnerBalance, ProviderBalance } from '../../../src-shared/documents/finance.js';
import { fromCents } from '../../../src-shared/money.js';
import { docs, type AnyReader } from '../../db/documents.js';
import { centsOf, sumOf, sumWhere } from './sums.js';

/** The answer shapes live in src-shared (the screens read them too). */
export type { PartnerBalance, ProviderBalance };

interface PartnerCents {
  toPay: number;
  collected: number;
  paid: number;
}

function partnerBalanceOf(c: PartnerCents): PartnerBalance {
  // Whole cents: integer arithmetic is exact.
  return { toPay: fromCents(c.toPay), collected: fromCents(c.collected), paid: fromCents(c.paid), balance: fromCents(c.toPay - c.collected + c.paid) };
}

/** Balances of the given partners, or of every partner with movements when `partners` is omitted. */
export async function partnerBalances(db: AnyReader, partners?: readonly string[]): Promise<Map<string, PartnerBalance>> {
  if (partners && partners.length === 0) return new Map();
  let orders = docs(db)
    .selectFrom('orders')
    .select(['partner', sumOf('to_pay_cents').as('to_pay')])
    .where('delivered', '=', 1)
    .where('status', '=', 1)
    .groupBy('partner');
  let entries = docs(db)
    .selectFrom('cashflows')
    .select(['partner', sumWhere("concept = 'INGRESS'", 'amount_cents').as('ingress'), sumWhere("concept = 'EGRESS'", 'amount_cents').as('egress')])
    .where('type', '=', 'commercial.partner')
    .where('status', '=', 1)
    .where('partner', 'is not', null)
    .groupBy('partner');
  if (partners) {
    orders = orders.where('partner', 'in', [...partners]);
    entries = entries.where('partner', 'in', [...partners]);
  }
  const cents = new Map<string, PartnerCents>();
  const at = (id: string): PartnerCents => {
    const found = cents.get(id) ?? { toPay: 0, collected: 0, paid: 0 };
    cents.set(id, found);
    return found;
  };
  for (const row of await orders.execute()) at(String(row.partner)).toPay = centsOf(row.to_pay);
  for (const row of await entries.execute()) {
    const c = at(String(row.partner));
    c.collected = centsOf(row.ingress);
    c.paid = centsOf(row.egress);
  }
  for (const id of partners ?? []) at(id);
  return new Map([...cents].map(([id, c]) => [id, partnerBalanceOf(c)]));
}

export async function partnerBalance(db: AnyReader, partner: string): Promise<PartnerBalance> {
  return (await partnerBalances(db, [partner])).get(partner) ?? partnerBalanceOf({ toPay: 0, collected: 0, paid: 0 });
}

/** Balances of the given providers, or of every provider with movements. */
export async function providerBalances(db: AnyReader, providers?: readonly string[]): Promise<Map<string, ProviderBalance>> {
  if (providers && providers.length === 0) return new Map();
  let receipts = docs(db)
    .selectFrom('receipts')
    .select(['provider', sumWhere("type = 'FC'", 'total_cents').as('fc'), sumWhere("type = 'ND'", 'total_cents').as('nd'), sumWhere("type = 'NC'", 'total_cents').as('nc')])
    .where('status', '=', 1)
    .groupBy('provider');
  let entries = docs(db)
    .selectFrom('cashflows')
    .select(['provider', sumOf('amount_cents').as('paid')])
    .where('type', '=', 'commercial.provider')
    .where('concept', '=', 'EGRESS')
    .where('status', '=', 1)
    .groupBy('provider');
  if (providers) {
    receipts = receipts.where('provider', 'in', [...providers]);
    entries = entries.where('provider', 'in', [...providers]);
  }
  const cents = new Map<string, { fc: number; nd: number; nc: number; paid: number }>();
  const at = (id: string) => {
    const found = cents.get(id) ?? { fc: 0, nd: 0, nc: 0, paid: 0 };
    cents.set(id, found);
    return found;
  };
  for (const row of await receipts.execute()) Object.assign(at(String(row.provider)), { fc: centsOf(row.fc), nd: centsOf(row.nd), nc: centsOf(row.nc) });
  for (const row of await entries.execute()) at(String(row.provider)).paid = centsOf(row.paid);
  for (const id of providers ?? []) at(id);
  return new Map(
    [...cents].map(([id, c]) => [
      id,
      {
        invoiced: fromCents(c.fc),
        debitNotes: fromCents(c.nd),
        creditNotes: fromCents(c.nc),
        paid: fromCents(c.paid),
        balance: fromCents(c.fc + c.nd - c.nc - c.paid),
      },
    ]),
  );
}

export interface CashSums {
  garage: string | null;
  paymentMethod: string;
  ingress: number;
  egress: number;
  balance: number;
}

/** Σ INGRESS − Σ EGRESS of active entries per garage and payment method. */
export async function cashSums(db: AnyReader): Promise<CashSums[]> {
  const rows = await docs(db)
    .selectFrom('cashflows')
    .select(['garage', 'payment_method', sumWhere("concept = 'INGRESS'", 'amount_cents').as('ingress'), sumWhere("concept = 'EGRESS'", 'amount_cents').as('egress')])
    .where('status', '=', 1)
    .groupBy(['garage', 'payment_method'])
    .execute();
  return rows.map((row) => {
    const ingress = centsOf(row.ingress);
    const egress = centsOf(row.egress);
    return {
      garage: row.garage === null ? null : String(row.garage),
      paymentMethod: String(row.payment_method),
      ingress: fromCents(ingress),
      egress: fromCents(egress),
      balance: fromCents(ingress - egress),
    };
  });
}
