/**
 * An independent model of the pricing rules for the property test: plain BigInt fractions, no
 * code from src-shared. The rules it encodes, restated:
 * - unit cost u: the tax base on a budget sale; else the explicit unit cost; else
 *   taxBase × (1 + Σ C aliquots) rounded to 4 places.
 * - margin: wholesaler item with a quantity-0 tier → that tier; else among the other tiers the
 *   largest quantity ≤ the item's, else the smallest; no tiers → value 1, quantity 0.
 * - f = grams / 1000 (WEIGHT) or units (UNITY); price = r(m·u·f); cost = r(u·f);
 *   unitQuantity = tier quantity or 1000 (WEIGHT) / 1 (UNITY); unitCost = r(m·u·unitQuantity/1000)
 *   for WEIGHT and r(m·u·unitQuantity) for UNITY; contribution = r(price·p/100) with the
 *   wholesaler percent for wholesaler items; profit = r(price − cost − contribution);
 *   V taxes (none on a budget) r(price − price/(1 + a)). r rounds to cents, half away from zero.
 * - cart total r(Σ price); order: discountAmount = r(Σ contribution · d/100), contribution net of
 *   it, total = cart + customer price if charged − discount, logistic = partner price (+ customer
 *   price when the delivery contributes; 0 without delivery), toPay = cost + contribution +
 *   logistic, profit = total − toPay.
 */

export interface Q {
  n: bigint;
  d: bigint;
}

export const q = (n: bigint, d = 1n): Q => (d < 0n ? { n: -n, d: -d } : { n, d });
export const ZERO = q(0n);
export const ONE = q(1n);
export const scaled = (units: number, scale: number): Q => q(BigInt(units), 10n ** BigInt(scale));
export const add = (a: Q, b: Q): Q => q(a.n * b.d + b.n * a.d, a.d * b.d);
export const sub = (a: Q, b: Q): Q => q(a.n * b.d - b.n * a.d, a.d * b.d);
export const mul = (a: Q, b: Q): Q => q(a.n * b.n, a.d * b.d);
export const div = (a: Q, b: Q): Q => q(a.n * b.d, a.d * b.n);
export const cmp = (a: Q, b: Q): number => {
  const x = a.n * b.d;
  const y = b.n * a.d;
  return x < y ? -1 : x > y ? 1 : 0;
};
export const sumQ = (list: Q[]): Q => list.reduce(add, ZERO);

/** Half away from zero, to `places` decimals. */
export function roundQ(a: Q, places: number): Q {
  const scale = 10n ** BigInt(places);
  const x = a.n * scale;
  const ax = x < 0n ? -x : x;
  let units = ax / a.d;
  if ((ax % a.d) * 2n >= a.d) units += 1n;
  return q(x < 0n ? -units : units, scale);
}
const r = (a: Q): Q => roundQ(a, 2);

/** The number JSON would carry for a value that is a whole number of cents. */
export function money(a: Q): number {
  const cents = a.n * 100n;
  if (cents % a.d !== 0n) throw new Error('not a whole number of cents');
  const c = cents / a.d;
  const abs = c < 0n ? -c : c;
  const text = `${c < 0n ? '-' : ''}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
  return Number(text);
}

export interface RefTax {
  id: string;
  type: 'C' | 'V';
  aliquot: Q;
}
export interface RefProduct {
  unit: 'WEIGHT' | 'UNITY';
  taxBase: Q;
  unitCost: Q | null;
  taxIds: string[];
  margins: { quantity: Q; value: Q }[];
  contributions: Q;
  wholesalerContributions: Q;
}
export interface RefItem {
  product: RefProduct;
  quantity: Q;
  isWholesaler: boolean | null;
}
export interface RefOrder {
  taxes: RefTax[];
  items: RefItem[];
  isBudget: boolean;
  isSupply: boolean;
  customerWholesaler: boolean;
  discount: Q;
  delivery: { charged: boolean; contributes: boolean; customerPrice: Q; partnerPrice: Q } | null;
}
export interface RefLine {
  isWholesaler: boolean;
  price: Q;
  cost: Q;
  unitQuantity: Q;
  unitCost: Q;
  contribution: Q;
  profit: Q;
  taxes: { id: string; total: Q }[];
}

const KG = q(1000n);
const HUNDRED = q(100n);

function refMargin(margins: RefProduct['margins'], quantity: Q, wholesaler: boolean) {
  const zero = margins.find((m) => m.quantity.n === 0n);
  if (wholesaler && zero) return zero;
  const tiers = margins.filter((m) => m.quantity.n !== 0n).sort((a, b) => cmp(a.quantity, b.quantity));
  const reached = tiers.filter((m) => cmp(m.quantity, quantity) <= 0);
  return reached[reached.length - 1] ?? tiers[0] ?? { quantity: ZERO, value: ONE };
}

export function refLine(item: RefItem, order: RefOrder): RefLine {
  const p = item.product;
  const wholesaler = item.isWholesaler ?? (order.customerWholesaler || order.isSupply);
  const taxes = p.taxIds.map((id) => order.taxes.find((t) => t.id === id)!);
  const purchase = sumQ(taxes.filter((t) => t.type === 'C').map((t) => t.aliquot));
  const u = order.isBudget ? p.taxBase : (p.unitCost ?? roundQ(mul(p.taxBase, add(ONE, purchase)), 4));
  const tier = refMargin(p.margins, item.quantity, wholesaler);
  const f = p.unit === 'WEIGHT' ? div(item.quantity, KG) : item.quantity;
  const price = r(mul(mul(tier.value, u), f));
  const cost = r(mul(u, f));
  const unitQuantity = tier.quantity.n !== 0n ? tier.quantity : p.unit === 'WEIGHT' ? KG : ONE;
  const unitCost = p.unit === 'WEIGHT' ? r(div(mul(u, tier.value), div(KG, unitQuantity))) : r(mul(mul(tier.value, u), unitQuantity));
  const percent = wholesaler ? p.wholesalerContributions : p.contributions;
  const contribution = r(div(mul(price, percent), HUNDRED));
  const sales = order.isBudget ? [] : taxes.filter((t) => t.type === 'V');
  return {
    isWholesaler: wholesaler,
    price,
    cost,
    unitQuantity,
    unitCost,
    contribution,
    profit: r(sub(sub(price, cost), contribution)),
    taxes: sales.map((t) => ({ id: t.id, total: r(sub(price, div(price, add(ONE, t.aliquot)))) })),
  };
}

export function refTotals(order: RefOrder, lines: RefLine[]) {
  const cartTotal = r(sumQ(lines.map((l) => l.price)));
  const cost = sumQ(lines.map((l) => l.cost));
  const gross = sumQ(lines.map((l) => l.contribution));
  const discountAmount = r(div(mul(gross, order.discount), HUNDRED));
  const contribution = sub(gross, discountAmount);
  const taxes = new Map<string, Q>();
  for (const t of lines.flatMap((l) => l.taxes)) taxes.set(t.id, add(taxes.get(t.id) ?? ZERO, t.total));
  const d = order.delivery;
  const total = sub(add(cartTotal, d?.charged ? d.customerPrice : ZERO), discountAmount);
  const logistic = d ? (d.contributes ? add(d.partnerPrice, d.customerPrice) : d.partnerPrice) : ZERO;
  const toPay = add(add(cost, contribution), logistic);
  return { cartTotal, cost, discountAmount, contribution, taxes, total, logistic, toPay, profit: sub(total, toPay) };
}
