/**
 * Customer current accounts (domain §6). The balance only moves through movements (opening,
 * orders, payments, corrections), so it always equals their sum. An AV reaches only accounts of
 * its own customers: another partner's answers 404 in a path and 400 in a body.
 */
import { sql } from 'kysely';
import { openingBalance } from '../../../src-shared/documents/money.js';
import { said } from '../../../src-shared/error-keys/index.js';
import { AppError } from '../../../src-shared/errors.js';
import { newId } from '../../../src-shared/ids.js';
import { dec, roundMoney } from '../../../src-shared/money.js';
import type { AccountCreateBody, AccountPayBody, AccountUpdateBody } from '../../../src-shared/schemas/account.js';
import type { AccountListQuery } from '../../../src-shared/schemas/queries.js';
import { flag, getDoc, getDocToWrite, insertDoc, listDocs, setDocStatus, type AnyReader, type Doc, type DocQuery, type Page } from '../../db/documents.js';
import { containsText } from '../../db/search.js';
import type { WriteTx } from '../../db/write.js';
import type { Caller } from '../../http/context.js';
import { defaultGarage } from '../catalog/garages.js';
import { referenced } from '../catalog/references.js';
import { CUSTOMERS, type CustomerFields } from '../customers/collection.js';
import { entryAmount } from './cashflow-create.js';
import { ACCOUNTS, type AccountFields, type AccountMovementFields, type CashflowFields } from './collections.js';
import { activeAccountOf, moveAccount, recordEntry, recordMovement } from './ledger.js';
import { housePartnerId, referencedPartner } from './parties.js';
import { PARTNER_ROLE } from '../../../src-shared/constants.js';


/** An AV reaches its customers' accounts, a customer its own; another's answers as missing. */
function seesAccount(caller: Caller, account: AccountFields): boolean {
  if (caller.role === PARTNER_ROLE) return account.partner === caller.id;
  if (caller.role === 'CUSTOMER') return account.customer === caller.id;
  return true;
}

export async function visibleAccount(db: AnyReader, caller: Caller, id: string): Promise<Doc<AccountFields>> {
  const account = await getDoc(db, ACCOUNTS, id);
  if (!account || !seesAccount(caller, account)) throw AppError.notFound(ACCOUNTS.label, id);
  return account;
}

/** `GET /account` and `/account/paid` (balance 0). */
export function listAccounts(db: AnyReader, caller: Caller, query: AccountListQuery, paidOnly = false): Promise<Page<Doc<AccountFields>>> {
  const where = (q: DocQuery): DocQuery => {
    let out = q;
    if (caller.role === PARTNER_ROLE) out = out.where('partner', '=', caller.id);
    const customer = caller.role === 'CUSTOMER' ? caller.id : query.customer;
    if (customer) out = out.where('customer', '=', customer);
    if (query.status !== undefined) out = out.where('status', '=', flag(query.status));
    if (query.query) out = out.where(sql<boolean>`customer in (select c.id from customers c where ${containsText('c.name_search', query.query)})`);
    if (paidOnly) out = out.where('balance_cents', '=', 0);
    return out;
  };
  return listDocs(db, ACCOUNTS, { page: query.page, limit: query.limit, where });
}

/** `POST /account`: one open account per customer; a carried-over balance is its 'opening' movement. */
export async function openAccount(tx: WriteTx, body: AccountCreateBody): Promise<Doc<AccountFields>> {
  const customer = await referenced(tx.trx, CUSTOMERS, body.customer, 'customer');
  // Two opens for one customer at once: the second waits here for the first to commit, then finds its account.
  await getDocToWrite(tx.trx, CUSTOMERS, customer._id);
  const open = await activeAccountOf(tx, customer._id);
  if (open) throw AppError.conflict(said('account.alreadyOpen', { customer: customer.name, number: open.number }));
  const account = await insertDoc(tx, ACCOUNTS, { customer: customer._id, partner: customer.partner ?? null, balance: 0 }, body._id);
  const opening = openingBalance(body.balance);
  return opening === 0 ? account : moveAccount(tx, account, opening, 'opening', null);
}

async function openAccountFor(tx: WriteTx, caller: Caller, id: string): Promise<Doc<AccountFields>> {
  const account = await visibleAccount(tx.trx, caller, id);
  if (!account.status) throw AppError.conflict(said('account.closed', { number: account.number }));
  return account;
}

/**
 * `PATCH /account/{id}`: the admin states the right balance; the difference is a 'correction'
 * movement, carrying the reason when one is given.
 */
export async function correctAccount(tx: WriteTx, caller: Caller, id: string, body: AccountUpdateBody): Promise<Doc<AccountFields>> {
  const account = await openAccountFor(tx, caller, id);
  if (body.balance === undefined) return account;
  const delta = dec(roundMoney(body.balance)).sub(account.balance);
  return delta.isZero() ? account : (await recordMovement(tx, account, delta.toNumber(), 'correction', null, undefined, body.reason)).account;
}

/** `PUT /account/{id}`: closes the account; later deliveries to the customer are collected as cash. */
export async function closeAccount(tx: WriteTx, caller: Caller, id: string): Promise<Doc<AccountFields>> {
  const account = await visibleAccount(tx.trx, caller, id);
  return account.status ? setDocStatus(tx, ACCOUNTS, account._id, false) : account;
}

/** Who collected a payment: an AV itself; otherwise the partner named, the customer's, or the house. */
async function collectingPartner(tx: WriteTx, caller: Caller, customer: Doc<CustomerFields>, named: string | null | undefined): Promise<string> {
  if (caller.role === PARTNER_ROLE) {
    if (named && named !== caller.id) throw AppError.invalid('partner', said('partner.collectsOwnOnly', {}));
    return caller.id;
  }
  if (named) return (await referencedPartner(tx.trx, named))._id;
  return customer.partner ?? housePartnerId(tx.trx);
}

export interface Payment {
  payment: Doc<AccountMovementFields>;
  account: Doc<AccountFields>;
  entry: Doc<CashflowFields>;
}

/**
 * `POST /account/pay`: lowers the balance (a 'payment' movement, carrying the client's `_id`) and
 * records the money as a commercial.partner INGRESS naming the partner who collected it, so the
 * partner's balance shows it holds that money for the company. Each names the other.
 */
export async function payOnAccount(tx: WriteTx, caller: Caller, body: AccountPayBody): Promise<Payment> {
  const customer = await referenced(tx.trx, CUSTOMERS, body.customer, 'customer');
  if (caller.role === PARTNER_ROLE && customer.partner !== caller.id) throw AppError.invalid('customer', said('reference.notEnabled', { what: 'customer', id: body.customer }));
  const account = await activeAccountOf(tx, customer._id);
  if (!account) throw AppError.conflict(said('account.noneOpen', { customer: customer.name }));
  const partner = await collectingPartner(tx, caller, customer, body.partner);
  const amount = entryAmount(body.amount);
  const paymentId = body._id ?? newId(new Date(tx.now));
  const entryId = newId(new Date(tx.now));
  const moved = await recordMovement(tx, account, dec(amount).neg().toNumber(), 'payment', entryId, paymentId);
  const entry = await recordEntry(
    tx,
    {
      type: 'commercial.partner',
      amount,
      concept: 'INGRESS',
      paymentMethod: body.paymentMethod ?? 'CASH',
      description: `Pago a cuenta de ${customer.name}`,
      partner,
      customer: customer._id,
      garage: (await defaultGarage(tx.trx))._id,
      payment: moved.movement._id,
    },
    entryId,
  );
  return { payment: moved.movement, account: moved.account, entry };
}
