/**
 * The order editor's figures are the order planner's (src-renderer/features/orders/preview.ts): for
 * a cart with a discount, a wholesaler customer, purchase and sales taxes and a delivery option, every
 * line, the delivery copy and the totals the editor shows equal what `planOrderCreate` — the
 * function the server stores with — builds from the same input over documents read here by a
 * reader of this test's own. A part the planner refuses is shown beside its part, and the rest is
 * what the planner makes without it.
 */
import { describe, expect, it } from 'vitest';
import { HOUSE_PARTNER_USERNAME } from '../../../src-shared/constants/house.js';
import { planOrderCreate } from '../../../src-shared/planners/order-create.js';
import type { PlanCollection, PlanContext, PlanReads, StoredBase } from '../../../src-shared/planners/types.js';
import { splitsPackage, type TaxDef } from '../../../src-shared/pricing/index.js';
import { QUANTITY_MAX } from '../../../src-shared/limits.js';
import type { OrderFields } from '../../../src-shared/documents/orders.js';
import type { OrderDoc, ProductDoc } from '../../../src-renderer/components/documents/read.js';
import { createInput, EMPTY_FORM, formFromOrder, type OrderForm } from '../../../src-renderer/features/orders/form.js';
import { heldDocuments } from '../../../src-renderer/features/orders/heldDocuments.js';
import { linesOf, previewOrder, storedPreview, type PreviewInputs } from '../../../src-renderer/features/orders/preview.js';

const base = (_id: string, number: number): StoredBase => ({ _id, number, status: true, createdAt: '2026-03-01T12:00:00.000Z', updatedAt: '2026-03-01T12:00:00.000Z', createdBy: null });

const TAXES: TaxDef[] = [
  { _id: '65f0a1b2c3d4e5f6a7b8aa01', name: 'IVA 21% compras', type: 'C', aliquot: 0.21 },
  { _id: '65f0a1b2c3d4e5f6a7b8aa02', name: 'IVA 21% ventas', type: 'V', aliquot: 0.21 },
];
const CHEESES = '65f0a1b2c3d4e5f6a7b8cc01';
const ADMIN = { ...base('65f0a1b2c3d4e5f6a7b8dd01', 1), name: 'Admin', username: 'admin', role: 'ADMIN' };
const HOUSE = { ...base('65f0a1b2c3d4e5f6a7b8dd02', 2), name: 'La casa', username: HOUSE_PARTNER_USERNAME, role: 'AV', wholesaler: false };
const GARAGE = { ...base('65f0a1b2c3d4e5f6a7b8ee01', 1), name: 'Temperley', isDefault: true, inventory: true };
const customer = (isWholesaler: boolean) => ({ ...base('65f0a1b2c3d4e5f6a7b8ff01', 1), name: 'Almacén Don Pepe', isWholesaler, partner: null });
const NEAR = { ...base('65f0a1b2c3d4e5f6a7b8bb01', 1), name: 'Envío en el día', customerPrice: 3500, partnerPrice: 2500, internPrice: 1000, contributes: true };
const WHOLESALE_RUN = { ...base('65f0a1b2c3d4e5f6a7b8bb02', 2), name: 'Reparto mayorista', customerPrice: 1200, partnerPrice: 900, internPrice: 500, contributes: false, isWholesaler: true };
const HAM = {
  ...base('65f0a1b2c3d4e5f6a7b80001', 1),
  name: 'Jamón cocido',
  unit: 'WEIGHT',
  taxBase: 9800,
  taxes: TAXES.map((t) => t._id),
  margins: [
    { quantity: 0, value: 1.18 },
    { quantity: 100, value: 1.45 },
    { quantity: 1000, value: 1.35 },
  ],
  contributions: 8,
  wholesalerContributions: 5,
};
const MILK = {
  ...base('65f0a1b2c3d4e5f6a7b80002', 2),
  name: 'Leche entera 1 l',
  unit: 'UNITY',
  taxBase: 1150,
  taxes: TAXES.map((t) => t._id),
  margins: [
    { quantity: 0, value: 1.15 },
    { quantity: 1, value: 1.4 },
    { quantity: 6, value: 1.32 },
  ],
  contributions: 10,
  wholesalerContributions: 6,
};
const WHEEL = {
  ...base('65f0a1b2c3d4e5f6a7b80003', 3),
  name: 'Horma de queso',
  unit: 'UNITY',
  taxBase: 1000,
  taxes: [],
  margins: [
    { quantity: 0, value: 1.2 },
    { quantity: 1, value: 1.3 },
  ],
  contributions: 10,
  wholesalerContributions: 5,
  category: CHEESES,
};
const PRODUCTS = [HAM, MILK, WHEEL];

/** The test's own reader of the same documents: plain lookups, nothing shared with the editor's. */
function testReads(customerDoc: object, categories: object[]): PlanReads {
  const held: Partial<Record<PlanCollection, Array<{ _id: string }>>> = {
    users: [ADMIN, HOUSE],
    customers: [customerDoc as { _id: string }],
    products: PRODUCTS,
    deliveries: [NEAR, WHOLESALE_RUN],
    garages: [GARAGE],
    categories: categories as Array<{ _id: string }>,
  };
  const never = () => Promise.reject(new Error('not read by an order create'));
  return {
    docs: (collection, ids) => Promise.resolve(new Map((held[collection] ?? []).filter((d) => ids.includes(d._id)).map((d) => [d._id, d])) as never),
    taxes: () => Promise.resolve(TAXES),
    housePartner: () => Promise.resolve(HOUSE as never),
    defaultGarage: () => Promise.resolve(GARAGE as never),
    activeAccount: never,
    roadmapsOn: never,
    onRoadmap: never,
    lastAudit: never,
    ledgerSums: never,
    ledgerEntries: never,
    ledgerDocs: never,
    productsNumbered: never,
    stockIn: never,
  };
}

const CTX: PlanContext = { actor: { id: ADMIN._id, role: 'ADMIN' }, now: '2026-03-05T15:00:00.000Z', newId: () => '000000000000000000000000' };

/** What the server would store for the form, planned apart from the editor. */
async function serverPlan(form: OrderForm, customerDoc: object, categories: object[] = []): Promise<OrderFields> {
  const { isBudget, isSupply, ...body } = createInput(form, true);
  return (await planOrderCreate({ query: { isBudget, isSupply }, body }, testReads(customerDoc, categories), CTX)).doc.fields;
}

const products = new Map(PRODUCTS.map((p) => [p._id, p as unknown as ProductDoc]));

function editorInputs(customerDoc: object, categories: Array<{ _id: string; splitPackage?: boolean }> = []): PreviewInputs {
  return {
    held: heldDocuments({
      users: [ADMIN, HOUSE] as never,
      customer: customerDoc as never,
      products: products.values(),
      categories: categories as never,
      deliveries: [NEAR, WHOLESALE_RUN] as never,
      garages: [GARAGE] as never,
      order: undefined,
      taxes: TAXES,
    }),
    actor: CTX.actor,
    id: null,
    withPartner: true,
  };
}

const splitsIn = (categories: Array<{ _id: string; splitPackage?: boolean }>) => (p: ProductDoc) =>
  splitsPackage(
    p,
    categories.find((c) => c._id === p.category),
  );

const orderOf = (customerId: string, items: OrderForm['items'], extra: Partial<OrderForm> = {}): OrderForm => ({
  ...EMPTY_FORM,
  customer: customerId,
  items,
  deliveryOption: NEAR._id,
  charged: true,
  phone: '+54 11 4747 0000',
  address: { label: 'Local', street: 'Av. Espora 1500', city: 'Adrogué', province: 'Buenos Aires' },
  discount: 10,
  ...extra,
});

describe('the order editor shows what the order planner builds', () => {
  it('for a wholesaler’s cart with taxes, a delivery option charged and a discount: every line, the delivery and the totals', async () => {
    const wholesaler = customer(true);
    const form = orderOf(wholesaler._id, [
      { key: 'ham', product: HAM._id, quantity: 1200, isWholesaler: null },
      { key: 'milk', product: MILK._id, quantity: 6, isWholesaler: false },
    ]);
    const preview = await previewOrder(form, editorInputs(wholesaler), products);
    const lines = linesOf(form, preview, products, splitsIn([]));
    const stored = await serverPlan(form, wholesaler);

    expect(lines.map((line) => line.priced)).toEqual(stored.cart.items);
    expect(preview.cart).toEqual(stored.cart);
    expect(preview.delivery).toEqual(stored.delivery);
    const { cost, discountAmount, contribution, taxes, total, logistic, toPay, profit } = stored;
    expect(preview.totals).toEqual({ cost, discountAmount, contribution, taxes, total, logistic, toPay, profit });
    expect(preview).toMatchObject({ discountError: null, deliveryError: null, blocked: null });

    // The rules the figures carry: the wholesaler customer's tier on the ham, the line's own retail
    // choice on the milk, the option's prices copied and charged, the sales tax inside, a discount taken.
    expect(lines.map((line) => [line.priced?.isWholesaler, line.tier])).toEqual([
      [true, { quantity: 0, value: 1.18 }],
      [false, { quantity: 6, value: 1.32 }],
    ]);
    // 11858 × 1.18 per kg; 1391.50 × 1.32 per unit.
    expect(lines.map((line) => line.unitPrice)).toEqual([13992.44, 1836.78]);
    expect(preview.delivery).toMatchObject({ _id: NEAR._id, customerPrice: 3500, partnerPrice: 2500, contributes: true, charged: true });
    expect(preview.totals?.taxes.map((tax) => tax.name)).toEqual(['IVA 21% ventas']);
    expect(preview.totals?.discountAmount).toBeGreaterThan(0);
    expect(preview.totals?.total).toBe(stored.cart.total + 3500 - (preview.totals?.discountAmount ?? 0));
  });

  it('refuses a wholesalers-only option for a retail customer beside the option, and shows the order without it', async () => {
    const retail = customer(false);
    const items = [{ key: 'ham', product: HAM._id, quantity: 900, isWholesaler: null }];
    const preview = await previewOrder(orderOf(retail._id, items, { deliveryOption: WHOLESALE_RUN._id }), editorInputs(retail), products);
    const without = await serverPlan(orderOf(retail._id, items, { deliveryOption: null }), retail);
    expect(preview.deliveryError).toMatchObject({ key: 'delivery.onlyFor' });
    expect(preview.delivery).toEqual(without.delivery);
    expect(preview.totals?.total).toBe(without.total);
    expect(preview.cart.items[0]?.isWholesaler).toBe(false);
  });

  it('refuses a discount out of range beside the discount, with the contract’s message and no totals', async () => {
    const retail = customer(false);
    const preview = await previewOrder(orderOf(retail._id, [{ key: 'ham', product: HAM._id, quantity: 900, isWholesaler: null }], { discount: 120 }), editorInputs(retail), products);
    expect(preview.discountError).toMatchObject({ key: 'order.discount.range' });
    expect(preview.totals).toBeNull();
    expect(preview.cart.items).toHaveLength(1);
  });

  it('prices the lines before a customer is picked as a retail customer would pay them, and waits for the customer for the totals', async () => {
    const retail = customer(false);
    const items = [{ key: 'ham', product: HAM._id, quantity: 900, isWholesaler: null }];
    const preview = await previewOrder({ ...orderOf('', items), customer: null }, editorInputs(retail), products);
    expect(preview).toMatchObject({ totals: null, delivery: null, blocked: { reason: 'customer' } });
    const planned = await serverPlan(orderOf(retail._id, items), retail);
    expect(preview.cart.items).toEqual(planned.cart.items);
    expect(preview.figures.get('ham')?.priced).toEqual(planned.cart.items[0]);
  });
});

describe('an order that can no longer change', () => {
  it('is not planned again: its lines show the items the server stored, with their tiers', async () => {
    const wholesaler = customer(true);
    const form = orderOf(wholesaler._id, [
      { key: 'ham', product: HAM._id, quantity: 1200, isWholesaler: null },
      { key: 'milk', product: MILK._id, quantity: 6, isWholesaler: false },
    ]);
    const order = { ...base('65f0a1b2c3d4e5f6a7b8ab01', 7), ...(await serverPlan(form, wholesaler)), state: 'CANCELADO' } as unknown as OrderDoc;
    const copy = formFromOrder(order);
    const shown = storedPreview(copy, order, products);
    const lines = linesOf(copy, shown, products, splitsIn([]));
    expect(lines.map((line) => line.priced)).toEqual(order.cart?.items);
    expect(lines.map((line) => line.unitPrice)).toEqual([13992.44, 1836.78]);
    expect(shown.delivery).toEqual(order.delivery);
  });
});

describe('order items in parts of a unit', () => {
  const halfWheel = async (categorySplits: boolean) => {
    const retail = customer(false);
    const categories = [{ _id: CHEESES, splitPackage: categorySplits }];
    const form = orderOf(retail._id, [
      { key: 'wheel', product: WHEEL._id, quantity: 1.5, isWholesaler: null },
      { key: 'ham', product: HAM._id, quantity: 900, isWholesaler: null },
    ]);
    const preview = await previewOrder(form, editorInputs(retail, categories), products);
    return { lines: linesOf(form, preview, products, splitsIn(categories)), preview };
  };

  it('are priced when the product’s category splits its package', async () => {
    const { lines } = await halfWheel(true);
    expect(lines[0]).toMatchObject({ splitPackage: true, error: null });
    expect(lines[0]?.priced?.quantity).toBe(1.5);
  });

  it('are refused on their line, as the server refuses them, and the rest of the order keeps its figures', async () => {
    const { lines, preview } = await halfWheel(false);
    expect(lines[0]).toMatchObject({ splitPackage: false, priced: null, error: { key: 'quantity.wholeUnits' } });
    expect(lines[1]?.priced?.product).toBe(HAM._id);
    expect(preview.cart.items).toHaveLength(1);
    expect(preview.totals).not.toBeNull();
  });
});

describe('an order item beyond the largest quantity', () => {
  it('is refused on its line with the schema’s limit, and the rest of the order keeps its figures and totals', async () => {
    const retail = customer(false);
    // 99,999,999,999 units of milk would total far past what one document may: the line is what is wrong, not the cart.
    const form = orderOf(retail._id, [
      { key: 'milk', product: MILK._id, quantity: 99_999_999_999, isWholesaler: null },
      { key: 'ham', product: HAM._id, quantity: 900, isWholesaler: null },
    ]);
    const preview = await previewOrder(form, editorInputs(retail), products);
    const lines = linesOf(form, preview, products, splitsIn([]));
    expect(lines[0]).toMatchObject({ priced: null, error: { key: 'validation.maxNumber', params: { field: 'quantity', max: QUANTITY_MAX } } });
    expect(lines[1]?.priced?.product).toBe(HAM._id);
    expect(preview.blocked).toBeNull();
    expect(preview.totals).not.toBeNull();
  });
});

describe('a refused line of a wholesaler customer’s order', () => {
  it('shows it would be priced as wholesaler, as the lines the plan priced are, unless the line itself says otherwise', async () => {
    const wholesaler = customer(true);
    const form = orderOf(wholesaler._id, [
      { key: 'milk', product: MILK._id, quantity: 99_999_999_999, isWholesaler: null },
      { key: 'ham', product: HAM._id, quantity: 900, isWholesaler: null },
      { key: 'wheel', product: WHEEL._id, quantity: 99_999_999_999, isWholesaler: false },
    ]);
    const preview = await previewOrder(form, editorInputs(wholesaler), products);
    const lines = linesOf(form, preview, products, splitsIn([]));
    expect(lines[0]).toMatchObject({ priced: null, isWholesaler: true, error: { key: 'validation.maxNumber' } });
    expect(lines[1]).toMatchObject({ isWholesaler: true });
    expect(lines[1]?.priced?.isWholesaler).toBe(true);
    expect(lines[2]).toMatchObject({ priced: null, isWholesaler: false });
  });

  it('is retail on a retail customer’s order', async () => {
    const retail = customer(false);
    const form = orderOf(retail._id, [{ key: 'milk', product: MILK._id, quantity: 99_999_999_999, isWholesaler: null }]);
    const preview = await previewOrder(form, editorInputs(retail), products);
    expect(linesOf(form, preview, products, splitsIn([]))[0]).toMatchObject({ priced: null, isWholesaler: false });
  });
});
