/**
 * Customer current accounts (domain §6): their writes planned by src-shared/planners/accounts.ts,
 * their reads here. An AV reaches only accounts of its own customers: another partner's answers
 * 404 in a path and 400 in a body.
 */
import { sql } from 'kysely';
import { PARTNER_ROLE } from '../../../src-shared/constants/roles.js';
import { AppError } from '../../../src-shared/errors.js';
import { planAccountClose, planAccountCorrect, planAccountCreate, planAccountPay, seesAccount } from '../../../src-shared/planners/accounts.js';
import type { PlanCollection } from '../../../src-shared/planners/types.js';
import type { AccountCreateBody, AccountPayBody, AccountUpdateBody } from '../../../src-shared/schemas/account.js';
import type { AccountListQuery } from '../../../src-shared/schemas/queries.js';
import { flag, getDoc, getDocToWrite, listDocs, type AnyReader, type Doc, type DocQuery, type Page } from '../../db/documents.js';
import { containsFieldsText } from '../../db/search.js';
import { CUSTOMERS } from './collection.js';
import type { WriteTx } from '../../db/write.js';
import type { Caller } from '../../http/context.js';
import { serverPlanContext, serverPlanReads } from '../plan-reads.js';
import { storePlan } from '../planned-write.js';
import type { CashflowFields } from '../cashflow/collection.js';
import { type AccountFields, type AccountMovementFields, ACCOUNTS } from './account-collections.js';

type Actor = Pick<Caller, 'id' | 'role'>;

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
    if (query.query) out = out.where(sql<boolean>`customer in (select c.id from customers c where ${containsFieldsText('c.name_search', query.query)})`);
    if (paidOnly) out = out.where('balance_cents', '=', 0);
    return out;
  };
  return listDocs(db, ACCOUNTS, { page: query.page, limit: query.limit, where });
}

/** The account a correction or payment moves is locked as read (plan-reads.ts `toWrite`). */
const MOVES_BALANCE: ReadonlySet<PlanCollection> = new Set(['accounts']);

/** `POST /account`: one open account per customer; a carried-over balance is its 'opening' movement. */
export async function openAccount(tx: WriteTx, caller: Actor, body: AccountCreateBody): Promise<Doc<AccountFields>> {
  // Two opens for one customer at once: the second waits here for the first to commit, then finds its account.
  await getDocToWrite(tx.trx, CUSTOMERS, body.customer);
  return (await storePlan(tx, await planAccountCreate(body, serverPlanReads(tx.trx), serverPlanContext(tx, caller)))).doc;
}

/**
 * `PATCH /account/{id}`: the admin states the right balance; the difference is a 'correction'
 * movement, carrying the reason when one is given. A plan with no movement changes nothing.
 */
export async function correctAccount(tx: WriteTx, caller: Caller, id: string, body: AccountUpdateBody): Promise<Doc<AccountFields>> {
  const plan = await planAccountCorrect(id, body, serverPlanReads(tx.trx, MOVES_BALANCE), serverPlanContext(tx, caller));
  if (plan.linked.length === 0 && plan.doc.before) return plan.doc.before;
  return (await storePlan(tx, plan)).doc;
}

/** `PUT /account/{id}`: closes the account; later deliveries to the customer are collected as cash. */
export async function closeAccount(tx: WriteTx, caller: Caller, id: string): Promise<Doc<AccountFields>> {
  return (await storePlan(tx, await planAccountClose(id, serverPlanReads(tx.trx), serverPlanContext(tx, caller)))).doc;
}

export interface Payment {
  payment: Doc<AccountMovementFields>;
  account: Doc<AccountFields>;
  entry: Doc<CashflowFields>;
}

/** `POST /account/pay`: the payment movement, the account it lowers and the INGRESS it records. */
export async function payOnAccount(tx: WriteTx, caller: Actor, body: AccountPayBody): Promise<Payment> {
  const stored = await storePlan(tx, await planAccountPay(body, serverPlanReads(tx.trx, MOVES_BALANCE), serverPlanContext(tx, caller)));
  const [account, entry] = stored.linked as [Doc<AccountFields>, Doc<CashflowFields>];
  return { payment: stored.doc, account, entry };
}
