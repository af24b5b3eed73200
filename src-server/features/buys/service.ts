/**
 * Buys (spec §3 Buy, domain §4–7): created and edited only while A APROBAR, priced, with the
 * withdrawal copied and totals derived here. Everything the buy derives (prices, fee, totals,
 * warnings) is recomputed on every change, so a stored buy always agrees with its inputs.
 */
import { newBuyState } from '../../../src-shared/documents/buys.js';
import { buyFigures, pickUpAssignment } from '../../../src-shared/documents/buy-figures.js';
import { said } from '../../../src-shared/error-keys/index.js';
import { AppError } from '../../../src-shared/errors.js';
import type { BuyCreateBody, BuyReplaceBody, BuyUpdateBody, BuyWithdrawalBody } from '../../../src-shared/schemas/buy.js';
import { canChangeBuyPickUp, canEditBuy } from '../../../src-shared/states/index.js';
import { insertDoc, requireDoc, saveDoc, type Doc } from '../../db/documents.js';
import type { WriteTx } from '../../db/write.js';
import { PROVIDERS, type ProviderFields } from '../catalog/collections.js';
import { garageOrDefault } from '../catalog/garages.js';
import { referenced } from '../catalog/references.js';
import { USERS } from '../users/collection.js';
import { BUYS, type BuyFields, type BuyWithdrawal } from './collection.js';
import { priceBuyItems, withdrawalOf } from './pricing.js';

/** The part of a buy a create or an edit decides. */
type Editable = Pick<BuyFields, 'cart' | 'provider' | 'providerName' | 'partner' | 'garage' | 'withdrawal' | 'isBudget' | 'notes' | 'cost' | 'logistic' | 'total' | 'warnings'>;

interface Parts {
  cart: BuyFields['cart'];
  withdrawal: BuyWithdrawal;
  provider: Doc<ProviderFields>;
  partner: string | null;
  garage: string;
  isBudget: boolean;
  notes: string | null;
}

function assemble(parts: Parts): Editable {
  const { provider, ...rest } = parts;
  return { ...rest, provider: provider._id, providerName: provider.name, ...buyFigures(parts.cart, parts.withdrawal, provider) };
}

async function checkedPartner(tx: WriteTx, partner: string | null | undefined): Promise<string | null> {
  return partner ? (await referenced(tx.trx, USERS, partner, 'partner'))._id : null;
}

/** Create and replace take the whole buy; every rule of create applies to both. */
async function fromWhole(tx: WriteTx, body: BuyReplaceBody): Promise<Editable> {
  const provider = await referenced(tx.trx, PROVIDERS, body.provider, 'provider');
  return assemble({
    cart: await priceBuyItems(tx.trx, body.cart.items),
    withdrawal: await withdrawalOf(tx.trx, body.withdrawal),
    provider,
    partner: await checkedPartner(tx, body.partner),
    garage: await garageOrDefault(tx.trx, body.garage),
    isBudget: body.isBudget ?? false,
    notes: body.notes ?? null,
  });
}

export async function createBuy(tx: WriteTx, body: BuyCreateBody): Promise<Doc<BuyFields>> {
  const { _id, ...whole } = body;
  const fields: BuyFields = {
    ...(await fromWhole(tx, whole)),
    ...newBuyState(),
  };
  return insertDoc(tx, BUYS, fields, _id);
}

async function editableBuy(tx: WriteTx, id: string): Promise<Doc<BuyFields>> {
  const buy = await requireDoc(tx.trx, BUYS, id);
  if (!canEditBuy(buy.state)) throw AppError.conflict(said('buy.state.notEditable', { state: buy.state }));
  return buy;
}

export async function replaceBuy(tx: WriteTx, id: string, body: BuyReplaceBody): Promise<Doc<BuyFields>> {
  const current = await editableBuy(tx, id);
  const fields = await fromWhole(tx, body);
  return saveDoc(tx, BUYS, current, { ...current, ...fields, ...pickUpAssignment(current, fields.withdrawal) });
}

/** PATCH: what is sent is checked and replaces the stored part; a sent cart or withdrawal is complete. */
export async function updateBuy(tx: WriteTx, id: string, body: BuyUpdateBody): Promise<Doc<BuyFields>> {
  const current = await editableBuy(tx, id);
  const fields = assemble({
    cart: body.cart ? await priceBuyItems(tx.trx, body.cart.items) : current.cart,
    withdrawal: body.withdrawal ? await withdrawalOf(tx.trx, body.withdrawal) : current.withdrawal,
    // What is not sent was checked when it was stored; only the provider's name and minimum are read again.
    provider: body.provider ? await referenced(tx.trx, PROVIDERS, body.provider, 'provider') : await requireDoc(tx.trx, PROVIDERS, current.provider),
    partner: body.partner === undefined ? current.partner : await checkedPartner(tx, body.partner),
    garage: body.garage === undefined ? current.garage : await garageOrDefault(tx.trx, body.garage),
    isBudget: body.isBudget ?? current.isBudget,
    notes: body.notes === undefined ? current.notes : body.notes,
  });
  return saveDoc(tx, BUYS, current, { ...current, ...fields, ...pickUpAssignment(current, fields.withdrawal) });
}

/**
 * A buy still to be received: not cancelled, goods not yet in. Pick-ups are usually planned after
 * approval, so withdrawal, driver and roadmap may change then too — they move no stock.
 */
export async function openBuy(tx: WriteTx, id: string, what: string): Promise<Doc<BuyFields>> {
  const buy = await requireDoc(tx.trx, BUYS, id);
  if (!canChangeBuyPickUp(buy.state, { committed: buy.committed })) {
    throw AppError.conflict(said('buy.state.pickUpClosed', { what, state: buy.state, flags: buy.committed ? 'committed' : '' }));
  }
  return buy;
}

/** `PATCH /buy/{id}/withdrawal`: the fee changes the logistic and the total. */
export async function setBuyWithdrawal(tx: WriteTx, id: string, body: BuyWithdrawalBody): Promise<Doc<BuyFields>> {
  const current = await openBuy(tx, id, 'withdrawal');
  const withdrawal = await withdrawalOf(tx.trx, body);
  const provider = await requireDoc(tx.trx, PROVIDERS, current.provider);
  const { cart, partner, garage, isBudget, notes } = current;
  const fields = assemble({ cart, withdrawal, provider, partner, garage, isBudget, notes });
  return saveDoc(tx, BUYS, current, { ...current, ...fields, ...pickUpAssignment(current, withdrawal) });
}
