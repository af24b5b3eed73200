/**
 * Each collection's documents as the server answers them: the fields screens and the desktop rely
 * on, checked; everything else passed through (shapes.ts). A role's view of a collection
 * (routes/views.ts: a customer's order, a provider's product) is the same document with fields left
 * out, so those fields are optional here.
 */
import { z } from 'zod';
import { draftClosingSchema } from '../../documents/draft-closing.js';
import { HISTORY_ACTIONS, type HistoryEntry } from '../../history.js';
import { money, ref, storedDoc } from './shapes.js';

const items = z.array(z.looseObject({ product: z.string().optional(), quantity: z.number().optional() }));
const cartShape = z.looseObject({ items, total: money.optional() });

export const orderDoc = storedDoc({
  state: z.string().optional(),
  customer: z.string().optional(),
  customerName: z.string().optional(),
  partner: ref,
  garage: ref,
  driver: ref,
  roadmap: ref,
  date: z.string().nullable().optional(),
  total: money.optional(),
  isBudget: z.boolean().optional(),
  cart: cartShape.optional(),
  delivery: z.looseObject({ delivered: z.boolean().optional() }).nullable().optional(),
});

export const draftDoc = storedDoc({ state: z.string().optional(), customer: z.string().optional(), partner: ref, order: ref, cart: cartShape.optional() });
export const cartDoc = storedDoc({ customer: z.string().nullable().optional(), items: items.optional(), total: money.optional() });

export const buyDoc = storedDoc({
  state: z.string().optional(),
  provider: ref,
  providerName: z.string().nullable().optional(),
  partner: ref,
  garage: ref,
  driver: ref,
  roadmap: ref,
  isBudget: z.boolean().optional(),
  cost: money.optional(),
  total: money.optional(),
  cart: cartShape.optional(),
});

export const receiptDoc = storedDoc({ type: z.string(), total: money, provider: ref, buy: ref, isBudget: z.boolean().optional() });

export const cashflowDoc = storedDoc({
  type: z.string().optional(),
  concept: z.string().optional(),
  amount: money.optional(),
  paymentMethod: z.string().optional(),
  garage: ref,
  partner: ref,
  customer: ref,
  provider: ref,
  linked: ref,
  isBudget: z.boolean().optional(),
  removedAt: z.string().nullable().optional(),
});

export const accountDoc = storedDoc({ customer: z.string(), partner: ref, balance: money });
export const accountMovementDoc = storedDoc({ account: z.string(), customer: z.string().optional(), kind: z.string(), delta: money, balance: money.optional() });
/** An account with its movements (`account.get`). */
export const accountDetail = accountDoc.extend({ movements: z.array(z.looseObject({})) });

export const productDoc = storedDoc({
  name: z.string(),
  slug: z.string().optional(),
  unit: z.string().optional(),
  provider: ref,
  category: ref,
  catalog: z.boolean().optional(),
  unitCost: money.optional(),
  inventory: z.looseObject({ real: z.number(), theoretical: z.number().optional() }).optional(),
});

export const customerDoc = storedDoc({ name: z.string(), partner: ref, phone: z.string().optional(), isWholesaler: z.boolean().optional() });
export const providerDoc = storedDoc({ name: z.string(), slug: z.string().optional(), partner: ref });
export const userDoc = storedDoc({ name: z.string(), username: z.string().optional(), role: z.string().optional(), isDriver: z.boolean().optional(), provider: ref });
export const categoryDoc = storedDoc({ name: z.string(), slug: z.string().optional() });
export const taxDoc = storedDoc({ name: z.string(), type: z.string(), aliquot: z.number() });
export const deliveryDoc = storedDoc({ name: z.string(), customerPrice: money });
export const withdrawalDoc = storedDoc({ name: z.string(), internPrice: money.optional(), fee: money.optional() });
export const methodDoc = storedDoc({ name: z.string() });
export const thirdDoc = storedDoc({ name: z.string(), tag: z.string().nullable().optional(), user: ref });
export const garageDoc = storedDoc({ name: z.string(), inventory: z.boolean().optional(), isDefault: z.boolean().optional() });
export const roadmapDoc = storedDoc({ driver: z.string(), date: z.string(), notes: z.string().nullable().optional() });
export const recordDoc = storedDoc({ product: z.string(), garage: ref, field: z.string(), delta: z.number(), result: z.number().optional() });
export const trackerDoc = storedDoc({ product: z.string(), kind: z.string(), acknowledged: z.boolean() });
/** The business's settings (business-settings.ts): each field empty (null) until someone saves it, but the time zone. */
export const businessSettingsDoc = storedDoc({
  companyName: z.string().nullable(),
  cuit: z.string().nullable(),
  ivaCondition: z.string().nullable(),
  address: z.looseObject({ street: z.string(), city: z.string(), province: z.string() }).nullable(),
  phone: z.string().nullable(),
  logo: z.string().nullable(),
  timeZone: z.string(),
});

/** One entry of a document's change history, declared as its shared interface (src-shared/history.ts). */
export const historyEntry: z.ZodType<HistoryEntry> = z.looseObject({
  _id: z.string(),
  seq: z.number().int(),
  at: z.string(),
  user: z.string().nullable(),
  withheld: z.literal(true).optional(),
  userName: z.string().nullable(),
  device: z.string().nullable(),
  entity: z.string(),
  docId: z.string(),
  action: z.enum(HISTORY_ACTIONS),
  route: z.string().nullable(),
  changes: z.record(z.string(), z.looseObject({ before: z.unknown().optional(), after: z.unknown().optional() })),
});

/** `history.draftClosings`: each draft asked for that the caller reads, with who called it off and when (null: not called off). */
export const draftClosingsAnswer = z.object({
  docs: z.array(
    z.object({
      _id: z.string(),
      closing: draftClosingSchema.nullable(),
    }),
  ),
});
export type DraftClosingsAnswer = z.output<typeof draftClosingsAnswer>;
