/**
 * What the server certainly sets on a queued document beyond what was sent, worked out with the
 * rules it uses (src-shared), so that until it answers no screen meets a document lacking a field
 * every stored one of its collection has — formatting a missing amount as money throws and blanks
 * the screen. A new product's empty stock, a product's stored cost, the figures a delivery option's
 * create left out, an account's opening balance, a buy's priced cart, totals and withdrawal copy
 * (`buy-prediction.ts`). Routes with a shared planner (src-shared/planners) are not here: their
 * queued document is the planner's. What the replica cannot
 * settle (a tax or a component it does not hold) is left for the server's answer.
 */
import { z } from 'zod';
import { TAX_TYPES, UNITS } from '../../../src-shared/constants.js';
import { DELIVERY_DEFAULTS } from '../../../src-shared/documents/catalog.js';
import { openingBalance } from '../../../src-shared/documents/money.js';
import { EMPTY_INVENTORY } from '../../../src-shared/documents/products.js';
import { storedProductCost, type MixedComponentCost, type TaxDef } from '../../../src-shared/pricing/index.js';
import type { RouteName } from '../../../src-shared/routes/index.js';
import type { ReplicaDoc } from '../../replica/index.js';
import { predictCreatedBuy, predictEditedBuy } from './buy-prediction.js';
import { internalMovement } from './cashflow-prediction.js';
import type { Lookup } from './replica-pricing.js';

type Fields = Readonly<Record<string, unknown>>;

/** What a rule may read besides the predicted document. */
export interface WriteFacts {
  body: Fields;
  query: Fields;
  /** The stored document an edit changes; undefined for a create. */
  before: ReplicaDoc | undefined;
  lookup: Lookup;
}

/** The document as predicted from the request, completed with what the server adds to it. */
type Complete = (doc: ReplicaDoc, write: WriteFacts) => ReplicaDoc;

const costSource = z.looseObject({
  unit: z.enum(UNITS),
  taxBase: z.number(),
  taxes: z.array(z.string()).default([]),
  mixed: z.looseObject({ components: z.array(z.looseObject({ product: z.string(), quantity: z.number() })) }).nullish(),
});
const taxSource = z.looseObject({ _id: z.string(), name: z.string(), type: z.enum(TAX_TYPES), aliquot: z.number() });
const componentSource = z.looseObject({ unit: z.enum(UNITS), taxBase: z.number(), mixed: z.looseObject({ components: z.array(z.unknown()) }).nullish() });

/** Fields the body left out take the server's default (a field sent empty arrives as undefined). */
function withDefaults(doc: ReplicaDoc, defaults: Fields): ReplicaDoc {
  const out: ReplicaDoc = { ...doc };
  for (const [key, value] of Object.entries(defaults)) if (out[key] === undefined) out[key] = value;
  return out;
}

/**
 * The tax base and unit cost the server stores (`storedProductCost`): the unit cost the write
 * states, else the one the tax base and C taxes give. Nothing when the replica lacks a tax or a
 * component, or a component is itself mixed (the server refuses that write).
 */
function productCost(doc: ReplicaDoc, stated: unknown, lookup: Lookup): { taxBase?: number; unitCost?: number } {
  const product = costSource.safeParse(doc);
  if (!product.success) return {};
  const parts: MixedComponentCost[] = [];
  for (const component of product.data.mixed?.components ?? []) {
    const part = componentSource.safeParse(lookup('products', component.product));
    if (!part.success || (part.data.mixed?.components.length ?? 0) > 0) return {};
    parts.push({ unit: part.data.unit, taxBase: part.data.taxBase, quantity: component.quantity });
  }
  const unitCost = typeof stated === 'number' ? stated : null;
  const taxes: TaxDef[] = [];
  if (unitCost === null) {
    for (const id of product.data.taxes) {
      const tax = taxSource.safeParse(lookup('taxes', id));
      if (!tax.success) return {};
      taxes.push(tax.data);
    }
  }
  return storedProductCost({ ...product.data, unitCost }, parts, taxes);
}

function editedBuy(doc: ReplicaDoc, { body, before, lookup }: WriteFacts, kind: 'replace' | 'update' | 'withdrawal'): ReplicaDoc {
  return before === undefined ? doc : predictEditedBuy(doc, before, { body, kind }, lookup);
}

const RULES: Readonly<Partial<Record<RouteName, Complete>>> = {
  // Every product starts with no stock anywhere; its cost is stored worked out (domain §4).
  'product.create': (doc, { body, lookup }) => ({ ...withDefaults(doc, { taxes: [] }), inventory: { ...EMPTY_INVENTORY }, ...productCost(doc, body.unitCost, lookup) }),
  // An update that does not state the unit cost lets it follow the new tax base, as the server does.
  'product.update': (doc, { body, lookup }) => ({ ...doc, ...productCost(doc, body.unitCost, lookup) }),
  'delivery.create': (doc) => withDefaults(doc, DELIVERY_DEFAULTS),
  'account.create': (doc, { body }) => ({ ...doc, balance: openingBalance(typeof body.balance === 'number' ? body.balance : null) }),
  // A correction's reason is kept on the account as `correctionReason`, as the server stores it.
  'account.update': (doc, { body }) => {
    const { reason: _sent, ...rest } = doc;
    return typeof body.reason === 'string' ? { ...rest, correctionReason: body.reason } : rest;
  },
  'cashflow.createInternal': (doc, { body }) => internalMovement(doc, body)?.origin ?? doc,
  'buy.create': (doc, { body, lookup }) => predictCreatedBuy(doc, body, lookup),
  'buy.replace': (doc, write) => editedBuy(doc, write, 'replace'),
  'buy.update': (doc, write) => editedBuy(doc, write, 'update'),
  'buy.withdrawal': (doc, write) => editedBuy(doc, write, 'withdrawal'),
};

/** The predicted document with what the server adds to it for this route; as it is for other routes. */
export function withServerFields(route: string, doc: ReplicaDoc, write: WriteFacts): ReplicaDoc {
  const complete = Object.hasOwn(RULES, route) ? RULES[route as RouteName] : undefined;
  return complete === undefined ? doc : complete(doc, write);
}
