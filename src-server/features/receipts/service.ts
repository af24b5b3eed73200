/**
 * Provider receipts (spec §3 Receipt, domain §6): invoices FC, credit notes NC, debit notes ND.
 * They feed the provider balance, so amounts are stored rounded like all money, and a receipt
 * names a buy only of its own provider. Removal disables the receipt (domain §2) and takes it off
 * its buy, so the buy counts as without receipt again.
 */
import { said } from '../../../src-shared/error-keys/index.js';
import { AppError } from '../../../src-shared/errors.js';
import { roundMoney, roundRate } from '../../../src-shared/money.js';
import type { TaxDef } from '../../../src-shared/pricing/index.js';
import type { ReceiptListQuery } from '../../../src-shared/schemas/queries.js';
import type { ReceiptCreateBody, ReceiptTaxInput } from '../../../src-shared/schemas/receipt.js';
import { flag, getDoc, insertDoc, listDocs, requireDoc, saveDoc, type AnyReader, type Doc, type Page } from '../../db/documents.js';
import type { WriteTx } from '../../db/write.js';
import type { Caller } from '../../http/context.js';
import { BUYS, type BuyFields } from '../buys/collection.js';
import { fieldError, providerScope } from '../buys/scope.js';
import { PROVIDERS } from '../catalog/collections.js';
import { referenced } from '../catalog/references.js';
import { RECEIPTS, type ReceiptFields } from '../money/collections.js';
import { loadTaxes } from '../products/pricing-inputs.js';

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
    throw fieldError(`taxes.${index}.id`, said('receipt.unknownTax', { id: line.id }));
  }
  return { id: line.id, status: line.status ?? true, aliquot: roundRate(aliquot), type, value: roundMoney(line.value), name };
}

/** The buy the receipt is for; 400 on `buy` when it is unknown or another provider's. */
async function linkedBuy(tx: WriteTx, buyId: string, provider: string): Promise<Doc<BuyFields>> {
  const buy = await referenced(tx.trx, BUYS, buyId, 'buy');
  if (buy.provider !== provider) throw fieldError('buy', said('receipt.otherProvider', { number: buy.number, provider: buy.providerName }));
  return buy;
}

export async function createReceipt(tx: WriteTx, body: ReceiptCreateBody): Promise<Doc<ReceiptFields>> {
  const { _id, taxes, ...fields } = body;
  const provider = await referenced(tx.trx, PROVIDERS, fields.provider, 'provider');
  const buy = fields.buy ? await linkedBuy(tx, fields.buy, provider._id) : null;
  const table = taxes && taxes.length > 0 ? await loadTaxes(tx.trx) : [];
  const receipt = await insertDoc(
    tx,
    RECEIPTS,
    {
      type: fields.type,
      grossTotal: roundMoney(fields.grossTotal),
      total: roundMoney(fields.total),
      code: fields.code,
      provider: provider._id,
      buy: buy?._id ?? null,
      logisticCreditNote: fields.logisticCreditNote ?? false,
      isBudget: fields.isBudget ?? false,
      description: fields.description ?? null,
      taxes: (taxes ?? []).map((line, index) => taxLine(line, index, table)),
    },
    _id,
  );
  if (buy) await saveDoc(tx, BUYS, buy, { ...buy, receipts: [...buy.receipts, receipt._id] });
  return receipt;
}

/** Disables the receipt and unlinks it from its buy; removing a removed receipt changes nothing. */
export async function removeReceipt(tx: WriteTx, id: string): Promise<Doc<ReceiptFields>> {
  const receipt = await requireDoc(tx.trx, RECEIPTS, id);
  if (!receipt.status) return receipt;
  if (receipt.buy) {
    const buy = await getDoc(tx.trx, BUYS, receipt.buy);
    if (buy?.receipts.includes(receipt._id)) {
      await saveDoc(tx, BUYS, buy, { ...buy, receipts: buy.receipts.filter((r) => r !== receipt._id) });
    }
  }
  return saveDoc(tx, RECEIPTS, receipt, { ...receipt, status: false });
}

/** A PROVEEDOR reads its own provider's enabled receipts only: a removed one is gone for outsiders. */
export function listReceipts(db: AnyReader, caller: Caller, query: ReceiptListQuery): Promise<Page<Doc<ReceiptFields>>> {
  const scope = providerScope(caller);
  const provider = scope ?? query.provider;
  const status = scope === null ? query.status : true;
  return listDocs(db, RECEIPTS, {
    page: query.page,
    limit: query.limit,
    where: (q) => {
      let out = q;
      if (status !== undefined) out = out.where('status', '=', flag(status));
      if (provider !== undefined) out = out.where('provider', '=', provider);
      if (query.buy) out = out.where('buy', '=', query.buy);
      return out;
    },
  });
}

export async function visibleReceipt(db: AnyReader, caller: Caller, id: string): Promise<Doc<ReceiptFields>> {
  const receipt = await getDoc(db, RECEIPTS, id);
  const scope = providerScope(caller);
  if (!receipt || (scope !== null && (receipt.provider !== scope || !receipt.status))) throw AppError.notFound('receipt', id);
  return receipt;
}
