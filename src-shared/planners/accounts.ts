/**
 * Customer current accounts (domain §6): one open account per customer, whose balance moves only
 * through movements (opening, orders, payments, corrections). An AV reaches only accounts of its
 * own customers, a customer only its own: another's answers 404 in a path and 400 in a body.
 */
import { PARTNER_ROLE } from '../constants/roles.js';
import type { CustomerFields } from '../documents/customers.js';
import { CASHFLOW_DEFAULTS, openingBalance, type AccountFields } from '../documents/money.js';
import { said } from '../error-keys/index.js';
import { AppError } from '../errors.js';
import { pairedId } from '../ids.js';
import { dec, roundMoney } from '../money.js';
import type { AccountCreateBody, AccountPayBody, AccountUpdateBody } from '../schemas/account.js';
import { moveBalance } from './account-moves.js';
import { entryAmount } from './cashflow-creates.js';
import { housePartner, referencedPartner } from './partners.js';
import { changed, created } from './planned.js';
import { createdId, ownFields, readOne } from './reads.js';
import { garageOrDefault, referenced } from './references.js';
import type { Plan, PlanActor, PlanContext, PlanReads, Stored } from './types.js';

/** An AV reaches its customers' accounts, a customer its own. */
export function seesAccount(actor: PlanActor, account: AccountFields): boolean {
  if (actor.role === PARTNER_ROLE) return account.partner === actor.id;
  if (actor.role === 'CUSTOMER') return account.customer === actor.id;
  return true;
}

/** `POST /account`: one open account per customer; a carried-over balance is its 'opening' movement. */
export async function planAccountCreate(body: AccountCreateBody, reads: PlanReads, ctx: PlanContext): Promise<Plan<'accounts'>> {
  const customer = await referenced(reads, 'customers', body.customer, 'customer');
  const open = await reads.activeAccount(customer._id);
  if (open) throw AppError.conflict(said('account.alreadyOpen', { customer: customer.name, number: open.number }));
  const id = await createdId(reads, ctx, 'accounts', 'account', body._id);
  const account: AccountFields = { customer: customer._id, partner: customer.partner ?? null, balance: 0 };
  const opening = openingBalance(body.balance);
  if (opening === 0) return { doc: created('accounts', id, account), linked: [], stock: [] };
  const moved = moveBalance({ ...account, _id: id }, opening, 'opening', null);
  // The movement's id follows from the account's, so a desktop opening the account offline shows the movement the server writes.
  return { doc: created('accounts', id, { ...account, ...moved.account }), linked: [created('accountMovements', pairedId(id), moved.movement)], stock: [] };
}

/**
 * `PATCH /account/{id}`: the admin states the right balance; the difference is a 'correction'
 * movement, carrying the reason when one is given. Stating the balance it has changes nothing
 * (the plan links no movement).
 */
export async function planAccountCorrect(id: string, body: AccountUpdateBody, reads: PlanReads, ctx: PlanContext): Promise<Plan<'accounts'>> {
  const account = await readOne(reads, 'accounts', id);
  if (!account || !seesAccount(ctx.actor, account)) throw AppError.notFound('account', id);
  if (!account.status) throw AppError.conflict(said('account.closed', { number: account.number }));
  const unchanged: Plan<'accounts'> = { doc: changed('accounts', account, ownFields(account)), linked: [], stock: [] };
  if (body.balance === undefined) return unchanged;
  const delta = dec(roundMoney(body.balance)).sub(account.balance);
  if (delta.isZero()) return unchanged;
  const moved = moveBalance(account, delta.toNumber(), 'correction', null, body.reason);
  return { doc: changed('accounts', account, { ...ownFields(account), ...moved.account }), linked: [created('accountMovements', ctx.newId(), moved.movement)], stock: [] };
}

/**
 * `PUT /account/{id}`: closes the account; later deliveries to the customer are collected as cash
 * (domain §6). Closing a closed account changes nothing.
 */
export async function planAccountClose(id: string, reads: PlanReads, ctx: PlanContext): Promise<Plan<'accounts'>> {
  const account = await readOne(reads, 'accounts', id);
  if (!account || !seesAccount(ctx.actor, account)) throw AppError.notFound('account', id);
  return { doc: changed('accounts', account, { ...ownFields(account), status: false }), linked: [], stock: [] };
}

/** Who collected a payment: an AV itself; otherwise the partner named, the customer's, or the house. */
async function collectingPartner(reads: PlanReads, actor: PlanActor, customer: Stored<CustomerFields>, named: string | null | undefined): Promise<string> {
  if (actor.role === PARTNER_ROLE) {
    if (named && named !== actor.id) throw AppError.invalid('partner', said('partner.collectsOwnOnly', {}));
    return actor.id;
  }
  if (named) return (await referencedPartner(reads, named))._id;
  return customer.partner ?? (await housePartner(reads))._id;
}

/**
 * `POST /account/pay`: lowers the balance (a 'payment' movement, carrying the client's `_id`) and
 * records the money as a commercial.partner INGRESS naming the partner who collected it, so the
 * partner's balance shows it holds that money for the company. Each names the other.
 */
export async function planAccountPay(body: AccountPayBody, reads: PlanReads, ctx: PlanContext): Promise<Plan<'accountMovements'>> {
  const customer = await referenced(reads, 'customers', body.customer, 'customer');
  if (ctx.actor.role === PARTNER_ROLE && customer.partner !== ctx.actor.id) throw AppError.invalid('customer', said('reference.notEnabled', { what: 'customer', id: body.customer }));
  const account = await reads.activeAccount(customer._id);
  if (!account) throw AppError.conflict(said('account.noneOpen', { customer: customer.name }));
  const partner = await collectingPartner(reads, ctx.actor, customer, body.partner);
  const amount = entryAmount(body.amount);
  const paymentId = await createdId(reads, ctx, 'accountMovements', 'account movement', body._id);
  const entryId = ctx.newId();
  const moved = moveBalance(account, dec(amount).neg().toNumber(), 'payment', entryId);
  const entry = created('cashflows', entryId, {
    ...CASHFLOW_DEFAULTS,
    type: 'commercial.partner',
    amount,
    concept: 'INGRESS',
    paymentMethod: body.paymentMethod ?? 'CASH',
    description: `Pago a cuenta de ${customer.name}`,
    partner,
    customer: customer._id,
    garage: await garageOrDefault(reads, null),
    payment: paymentId,
  });
  return { doc: created('accountMovements', paymentId, moved.movement), linked: [changed('accounts', account, { ...ownFields(account), ...moved.account }), entry], stock: [] };
}
