/**
 * A queued buy as the server will store it (domain §4 "Buy item", "Buy totals", §6, §7): its items
 * priced at the products' unit costs (or the cost agreed for the buy), the withdrawal option's name
 * and fee, the totals and the minimum-purchase warning — worked out with the shared formulas from
 * what the replica holds, so the purchasing screens show the figures at once, offline too. When the
 * replica lacks an input, or the server will refuse the write, the buy shows as sent until it answers.
 */
import { z } from 'zod';
import { buyFigures, copyWithdrawal, pickUpAssignment } from '../../../src-shared/documents/buy-figures.js';
import { newBuyState, type BuyFields, type BuyWithdrawal } from '../../../src-shared/documents/buys.js';
import { buyItemInput, priceBuyCart } from '../../../src-shared/pricing/index.js';
import { buyWithdrawalInput } from '../../../src-shared/schemas/buy.js';
import { buyCartInput, type BuyCartItemInput } from '../../../src-shared/schemas/cart.js';
import type { ReplicaDoc } from '../../replica/index.js';
import { enabledOption, productFor, taxesOf, type Lookup } from './replica-pricing.js';

type Body = Readonly<Record<string, unknown>>;

const withdrawalSource = z.looseObject({ _id: z.string(), name: z.string(), fee: z.number() });
const providerSource = z.looseObject({ _id: z.string(), name: z.string(), minimumPurchase: z.number().nullish() });
const storedBuy = z.looseObject({ cart: z.looseObject({ items: z.array(z.unknown()) }), withdrawal: z.looseObject({}), provider: z.string() });

/** Every item of an enabled product in a quantity its unit takes, priced; null otherwise. */
function pricedCart(items: readonly BuyCartItemInput[], lookup: Lookup): BuyFields['cart'] | null {
  const inputs = [];
  for (const item of items) {
    const product = productFor(item.product, item.quantity, lookup);
    if (!product || product.status === false) return null;
    inputs.push(buyItemInput(product, item));
  }
  const taxes = taxesOf(inputs.map((i) => i.product), lookup);
  return taxes && priceBuyCart(inputs, taxes);
}

/** The withdrawal as sent, copied from its option; null when the replica does not hold it enabled. */
function withdrawalOf(body: unknown, lookup: Lookup): BuyWithdrawal | null {
  const sent = buyWithdrawalInput.safeParse(body);
  if (!sent.success) return null;
  if (!sent.data._id) return copyWithdrawal(sent.data, null);
  const option = enabledOption('withdrawals', sent.data._id, withdrawalSource, lookup);
  return option ? copyWithdrawal(sent.data, option) : null;
}

function providerOf(id: unknown, lookup: Lookup): z.output<typeof providerSource> | undefined {
  return typeof id === 'string' ? enabledOption('providers', id, providerSource, lookup) : undefined;
}

interface Parts {
  cart: BuyFields['cart'] | null;
  withdrawal: BuyWithdrawal | null;
  provider: z.output<typeof providerSource> | undefined;
}

/** The figures a buy derives from its parts, or null when one could not be worked out. */
function derived({ cart, withdrawal, provider }: Parts) {
  if (!cart || !withdrawal || !provider) return null;
  return { cart, withdrawal, provider: provider._id, providerName: provider.name, ...buyFigures(cart, withdrawal, provider) };
}

/** `POST /buy`: everything the server stores but the number and the garage it picks. */
export function predictCreatedBuy(doc: ReplicaDoc, body: Body, lookup: Lookup): ReplicaDoc {
  const cart = buyCartInput.safeParse(body.cart);
  const figures = derived({ cart: cart.success ? pricedCart(cart.data.items, lookup) : null, withdrawal: withdrawalOf(body.withdrawal, lookup), provider: providerOf(body.provider, lookup) });
  if (!figures) return doc;
  return {
    ...doc,
    ...figures,
    ...newBuyState(),
    partner: body.partner ?? null,
    isBudget: body.isBudget ?? false,
    notes: body.notes ?? null,
  };
}

/**
 * An edit over the stored buy `before`: `PUT` and `PATCH /buy/{id}` price a sent cart anew, copy a
 * sent withdrawal, read a sent provider (`PUT` restates the rest: notes left out go back to none);
 * `PATCH /buy/{id}/withdrawal` changes the withdrawal only. The totals follow, and a buy left
 * without a withdrawal option leaves its driver and roadmap.
 */
export function predictEditedBuy(doc: ReplicaDoc, before: ReplicaDoc, change: { body: Body; kind: 'replace' | 'update' | 'withdrawal' }, lookup: Lookup): ReplicaDoc {
  const stored = storedBuy.safeParse(before);
  if (!stored.success) return doc;
  const sent: Body = change.kind === 'withdrawal' ? { withdrawal: change.body } : change.body;
  const sentCart = sent.cart === undefined ? null : buyCartInput.safeParse(sent.cart);
  const figures = derived({
    cart: sentCart === null ? (stored.data.cart as BuyFields['cart']) : sentCart.success ? pricedCart(sentCart.data.items, lookup) : null,
    withdrawal: sent.withdrawal === undefined ? (stored.data.withdrawal as unknown as BuyWithdrawal) : withdrawalOf(sent.withdrawal, lookup),
    provider: providerOf(sent.provider ?? stored.data.provider, lookup),
  });
  if (!figures) return doc;
  const restated = change.kind === 'replace' ? { partner: sent.partner ?? null, isBudget: sent.isBudget ?? false, notes: sent.notes ?? null } : {};
  const assigned = { driver: (before.driver as string | null | undefined) ?? null, roadmap: (before.roadmap as string | null | undefined) ?? null };
  return { ...doc, ...restated, ...figures, ...pickUpAssignment(assigned, figures.withdrawal) };
}
