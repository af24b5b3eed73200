/**
 * Provider receipts (spec §3 Receipt, domain §6): invoices FC, credit notes NC, debit notes ND.
 * They feed the provider balance, so amounts are stored rounded like all money, and a receipt
 * names a buy only of its own provider; the buy lists its receipts. Removal disables the receipt
 * (domain §2) and takes it off its buy, so the buy counts as without receipt again. Every amount is
 * positive and the total is the net (`grossTotal`) plus the taxes and whatever else the paper adds,
 * so a net, or a net with the tax lines that apply, past the total is a receipt copied wrong.
 */
import type { BuyFields } from '../documents/buys.js';
import type { ReceiptFields } from '../documents/money.js';
import { said } from '../error-keys/index.js';
import { AppError } from '../errors.js';
import { Decimal, roundMoney, roundRate } from '../money.js';
import type { TaxDef } from '../pricing/index.js';
import type { ReceiptCreateBody, ReceiptTaxInput } from '../schemas/receipt.js';
import { changed, created } from './planned.js';
import { createdId, ownFields, readOne } from './reads.js';
import { referenced, required } from './references.js';
import type { Plan, PlanContext, PlanReads, Stored } from './types.js';

type TaxLine = ReceiptFields['taxes'][number];

/**
 * A tax line as printed: what is not sent comes from the tax table. A tax the table does not have
 * (a provincial perception, say) is accepted only when the line describes it fully.
 */
function taxLine(line: ReceiptTaxInput, index: number, table: readonly TaxDef[]): TaxLine {
  const known = table.find((tax) => tax._id === line.id);
  const name = line.name ?? known?.name;
  const aliquot = line.aliquot ?? known?.aliquot;
  const type = line.type ?? known?.type;
  if (name === undefined || aliquot === undefined || type === undefined) {
    throw AppError.invalid(`taxes.${index}.id`, said('receipt.unknownTax', { id: line.id }));
  }
  return { id: line.id, status: line.status ?? true, aliquot: roundRate(aliquot), type, value: roundMoney(line.value), name };
}

/** 400 on `grossTotal` for a net past the total; on `taxes` for the net and the tax lines that apply (`status`) past it. */
function checkSums(grossTotal: number, total: number, lines: readonly TaxLine[]): void {
  if (grossTotal > total) throw AppError.invalid('grossTotal', said('receipt.netOverTotal', { grossTotal, total }));
  const sum = Decimal.sum([grossTotal, ...lines.filter((line) => line.status).map((line) => line.value)]);
  if (sum.gt(total)) throw AppError.invalid('taxes', said('receipt.taxesOverTotal', { sum: sum.toNumber(), total }));
}

/** The buy the receipt is for; 400 on `buy` when it is unknown or another provider's. */
async function linkedBuy(reads: PlanReads, buyId: string, provider: string): Promise<Stored<BuyFields>> {
  const buy = await referenced(reads, 'buys', buyId, 'buy');
  if (buy.provider !== provider) throw AppError.invalid('buy', said('receipt.otherProvider', { number: buy.number, provider: buy.providerName }));
  return buy;
}

/** `POST /receipt`: the receipt, and its buy listing it. */
export async function planReceiptCreate(body: ReceiptCreateBody, reads: PlanReads, ctx: PlanContext): Promise<Plan<'receipts'>> {
  const { _id, taxes, ...fields } = body;
  const provider = await referenced(reads, 'providers', fields.provider, 'provider');
  const buy = fields.buy ? await linkedBuy(reads, fields.buy, provider._id) : null;
  const table = taxes && taxes.length > 0 ? await reads.taxes() : [];
  const lines = (taxes ?? []).map((line, index) => taxLine(line, index, table));
  const grossTotal = roundMoney(fields.grossTotal);
  const total = roundMoney(fields.total);
  checkSums(grossTotal, total, lines);
  const id = await createdId(reads, ctx, 'receipts', 'receipt', _id);
  const receipt = created('receipts', id, {
    type: fields.type,
    grossTotal,
    total,
    code: fields.code,
    provider: provider._id,
    buy: buy?._id ?? null,
    logisticCreditNote: fields.logisticCreditNote ?? false,
    isBudget: fields.isBudget ?? false,
    description: fields.description ?? null,
    taxes: lines,
  });
  return { doc: receipt, linked: buy ? [changed('buys', buy, { ...ownFields(buy), receipts: [...buy.receipts, id] })] : [], stock: [] };
}

/** `DELETE /receipt/{id}`: disables the receipt and unlinks it from its buy; removing a removed receipt changes nothing. */
export async function planReceiptRemove(id: string, reads: PlanReads): Promise<Plan<'receipts'>> {
  const receipt = await required(reads, 'receipts', id);
  if (!receipt.status) return { doc: changed('receipts', receipt, ownFields(receipt)), linked: [], stock: [] };
  const buy = await readOne(reads, 'buys', receipt.buy);
  const linked = buy?.receipts.includes(receipt._id) ? [changed('buys', buy, { ...ownFields(buy), receipts: buy.receipts.filter((r) => r !== receipt._id) })] : [];
  return { doc: changed('receipts', receipt, { ...ownFields(receipt), status: false }), linked, stock: [] };
}
