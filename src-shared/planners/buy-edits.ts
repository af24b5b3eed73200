/**
 * Buys (spec §3 Buy, domain §4–7): created and edited only while A APROBAR, priced, with the
 * withdrawal copied and totals derived here. Everything the buy derives (prices, fee, totals,
 * warnings) is worked out anew on every change, so a stored buy always agrees with its inputs.
 */
import { buyFigures, pickUpAssignment } from '../documents/buy-figures.js';
import { newBuyState, type BuyFields, type BuyWithdrawal } from '../documents/buys.js';
import type { ProviderFields } from '../documents/catalog.js';
import { said } from '../error-keys/index.js';
import { AppError } from '../errors.js';
import type { BuyCreateBody, BuyReplaceBody, BuyUpdateBody, BuyWithdrawalBody } from '../schemas/buy.js';
import { canChangeBuyPickUp, canEditBuy } from '../states/index.js';
import { priceBuyItems, withdrawalOf } from './buy-pricing.js';
import { changed, created } from './planned.js';
import { referencedPartner } from './partners.js';
import { createdId, ownFields } from './reads.js';
import { referenced, required, stockGarageOrDefault } from './references.js';
import type { Plan, PlanContext, PlanReads, Stored } from './types.js';

/** The part of a buy a create or an edit decides. */
type Editable = Pick<BuyFields, 'cart' | 'provider' | 'providerName' | 'partner' | 'garage' | 'withdrawal' | 'isBudget' | 'notes' | 'cost' | 'logistic' | 'total' | 'warnings'>;

interface Parts {
  cart: BuyFields['cart'];
  withdrawal: BuyWithdrawal;
  provider: Stored<ProviderFields>;
  partner: string | null;
  garage: string;
  isBudget: boolean;
  notes: string | null;
}

function assemble(parts: Parts): Editable {
  const { provider, ...rest } = parts;
  return { ...rest, provider: provider._id, providerName: provider.name, ...buyFigures(parts.cart, parts.withdrawal, provider) };
}

const only = (plan: Plan<'buys'>['doc']): Plan<'buys'> => ({ doc: plan, linked: [], stock: [] });

/** A buy's partner is an AV, as on an order and a cash flow (domain §6), never just any user. */
async function checkedPartner(reads: PlanReads, partner: string | null | undefined): Promise<string | null> {
  return partner ? (await referencedPartner(reads, partner))._id : null;
}

/** Create and replace take the whole buy; every rule of create applies to both. */
async function fromWhole(reads: PlanReads, body: BuyReplaceBody): Promise<Editable> {
  const provider = await referenced(reads, 'providers', body.provider, 'provider');
  return assemble({
    cart: await priceBuyItems(reads, body.cart.items),
    withdrawal: await withdrawalOf(reads, body.withdrawal),
    provider,
    partner: await checkedPartner(reads, body.partner),
    garage: await stockGarageOrDefault(reads, body.garage),
    isBudget: body.isBudget ?? false,
    notes: body.notes ?? null,
  });
}

/** `POST /buy`. */
export async function planBuyCreate(body: BuyCreateBody, reads: PlanReads, ctx: PlanContext): Promise<Plan<'buys'>> {
  const { _id, ...whole } = body;
  const id = await createdId(reads, ctx, 'buys', 'buy', _id);
  return only(created('buys', id, { ...(await fromWhole(reads, whole)), ...newBuyState() }));
}

async function editableBuy(reads: PlanReads, id: string): Promise<Stored<BuyFields>> {
  const buy = await required(reads, 'buys', id);
  if (!canEditBuy(buy.state)) throw AppError.conflict(said('buy.state.notEditable', { state: buy.state }));
  return buy;
}

/** `PUT /buy/{id}`: the whole buy again, while A APROBAR. */
export async function planBuyReplace(id: string, body: BuyReplaceBody, reads: PlanReads): Promise<Plan<'buys'>> {
  const current = await editableBuy(reads, id);
  const fields = await fromWhole(reads, body);
  return only(changed('buys', current, { ...ownFields(current), ...fields, ...pickUpAssignment(current, fields.withdrawal) }));
}

/** `PATCH /buy/{id}`: what is sent is checked and replaces the stored part; a sent cart or withdrawal is complete. */
export async function planBuyUpdate(id: string, body: BuyUpdateBody, reads: PlanReads): Promise<Plan<'buys'>> {
  const current = await editableBuy(reads, id);
  const fields = assemble({
    cart: body.cart ? await priceBuyItems(reads, body.cart.items) : current.cart,
    withdrawal: body.withdrawal ? await withdrawalOf(reads, body.withdrawal) : current.withdrawal,
    // What is not sent was checked when it was stored; only the provider's name and minimum are read again.
    provider: body.provider ? await referenced(reads, 'providers', body.provider, 'provider') : await required(reads, 'providers', current.provider),
    partner: body.partner === undefined ? current.partner : await checkedPartner(reads, body.partner),
    garage: body.garage === undefined ? current.garage : await stockGarageOrDefault(reads, body.garage),
    isBudget: body.isBudget ?? current.isBudget,
    notes: body.notes === undefined ? current.notes : body.notes,
  });
  return only(changed('buys', current, { ...ownFields(current), ...fields, ...pickUpAssignment(current, fields.withdrawal) }));
}

/**
 * A buy still to be received: not cancelled, goods not yet in. Pick-ups are usually planned after
 * approval, so withdrawal, driver and roadmap may change then too — they move no stock. `what`
 * names the change in the refusal.
 */
export async function openBuy(reads: PlanReads, id: string, what: string): Promise<Stored<BuyFields>> {
  const buy = await required(reads, 'buys', id);
  if (!canChangeBuyPickUp(buy.state, { committed: buy.committed })) {
    throw AppError.conflict(said('buy.state.pickUpClosed', { what, state: buy.state, flags: buy.committed ? 'committed' : '' }));
  }
  return buy;
}

/** `PATCH /buy/{id}/withdrawal`: the fee changes the logistic and the total. */
export async function planBuyWithdrawal(id: string, body: BuyWithdrawalBody, reads: PlanReads): Promise<Plan<'buys'>> {
  const current = await openBuy(reads, id, 'withdrawal');
  const withdrawal = await withdrawalOf(reads, body);
  const provider = await required(reads, 'providers', current.provider);
  const { cart, partner, garage, isBudget, notes } = current;
  const fields = assemble({ cart, withdrawal, provider, partner, garage, isBudget, notes });
  return only(changed('buys', current, { ...ownFields(current), ...fields, ...pickUpAssignment(current, withdrawal) }));
}
