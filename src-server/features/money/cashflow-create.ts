/**
 * Recording cash flow entries (domain §6): the endpoint decides the type and the party it needs,
 * each reference is checked (400 on its field), and every entry names a garage, the default one
 * when the body gives none, so cash balances per garage always add up.
 */
import { said } from '../../../src-shared/error-keys/index.js';
import { AppError } from '../../../src-shared/errors.js';
import { contract } from '../../../src-shared/schemas/messages.js';
import { internalEntries } from '../../../src-shared/documents/money.js';
import { newId, pairedId } from '../../../src-shared/ids.js';
import { roundMoney } from '../../../src-shared/money.js';
import type {
  CashflowExternalBody,
  CashflowInternalBody,
  CashflowPartnerBody,
  CashflowProviderBody,
} from '../../../src-shared/schemas/cashflow.js';
import type { Doc } from '../../db/documents.js';
import type { WriteTx } from '../../db/write.js';
import { GARAGES, PROVIDERS, THIRDS } from '../catalog/collections.js';
import { garageOrDefault } from '../catalog/garages.js';
import { referenced } from '../catalog/references.js';
import { CUSTOMERS } from '../customers/collection.js';
import type { CashflowFields } from './collections.js';
import { recordEntry } from './ledger.js';
import { referencedPartner } from './parties.js';

type EntryBody = Pick<CashflowPartnerBody, 'amount' | 'concept' | 'paymentMethod' | 'description'>;

/** An amount as stored: 2 places (domain §3), and still more than zero once rounded. */
export function entryAmount(amount: number): number {
  const rounded = roundMoney(amount);
  if (rounded <= 0) throw AppError.invalid('amount', contract.minNumber('amount', 0.01, true));
  return rounded;
}

function moneyOf(body: EntryBody) {
  return { amount: entryAmount(body.amount), concept: body.concept, paymentMethod: body.paymentMethod, description: body.description ?? null };
}

/** `POST /cashflow`: money a partner collected for the company (INGRESS) or was paid (EGRESS). */
export async function createPartnerEntry(tx: WriteTx, body: CashflowPartnerBody): Promise<Doc<CashflowFields>> {
  const partner = await referencedPartner(tx.trx, body.partner);
  const customer = body.customer ? (await referenced(tx.trx, CUSTOMERS, body.customer, 'customer'))._id : null;
  const garage = await garageOrDefault(tx.trx, body.garage);
  return recordEntry(
    tx,
    { type: 'commercial.partner', ...moneyOf(body), partner: partner._id, customer, garage, isBudget: body.isBudget ?? false },
    body._id,
  );
}

/** `POST /cashflow/provider`: a payment to (EGRESS) or refund from (INGRESS) a provider. */
export async function createProviderEntry(tx: WriteTx, body: CashflowProviderBody): Promise<Doc<CashflowFields>> {
  const provider = await referenced(tx.trx, PROVIDERS, body.provider, 'provider');
  const garage = await garageOrDefault(tx.trx, body.garage);
  return recordEntry(tx, { type: 'commercial.provider', ...moneyOf(body), provider: provider._id, garage }, body._id);
}

/** `POST /cashflow/external`: money to or from a third party. */
export async function createExternalEntry(tx: WriteTx, body: CashflowExternalBody): Promise<Doc<CashflowFields>> {
  const third = await referenced(tx.trx, THIRDS, body.third, 'third');
  const garage = await garageOrDefault(tx.trx, body.garage);
  return recordEntry(tx, { type: 'external', ...moneyOf(body), third: third._id, garage }, body._id);
}

/**
 * `POST /cashflow/internal`: a movement at one garage (internal), a cash count correction
 * (internal.adjust), or, with `destination`, a transfer: an EGRESS at the origin and an INGRESS at
 * the destination, each naming the other in `linked`. The answer is the origin entry (the one
 * carrying the client's `_id`); its `linked` names the other half.
 */
export async function createInternalEntry(tx: WriteTx, body: CashflowInternalBody): Promise<Doc<CashflowFields>> {
  const garage = (await referenced(tx.trx, GARAGES, body.garage, 'garage'))._id;
  const destination = body.destination ? (await referenced(tx.trx, GARAGES, body.destination, 'destination'))._id : null;
  if (destination && body.concept !== 'EGRESS') {
    // A transfer takes money out of `garage` into `destination`; the other direction is the same call with the garages swapped.
    throw AppError.invalid('concept', said('cashflow.transferDirection', {}));
  }
  // The other half's id follows from the first's, so a desktop queueing the transfer offline shows both.
  const originId = body._id ?? newId(new Date(tx.now));
  const ids = [originId, pairedId(originId)] as const;
  const [first, second] = internalEntries({ ...body, amount: entryAmount(body.amount), garage, destination }, ids);
  if (!first) throw new Error('an internal movement writes at least one entry');
  const origin = await recordEntry(tx, first, originId);
  if (second) await recordEntry(tx, second, ids[1]);
  return origin;
}
