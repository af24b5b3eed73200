/**
 * Moving a buy along its state machine (domain §5). The shared table (`src-shared/states`) alone
 * says what is allowed and what it moves; this file only applies it: stock through the stock
 * service, costs on commit, and the new state — all in the caller's write transaction, so a
 * refused action (409) changes nothing.
 */
import { BUY_ACTION, type BuyAction } from '../../../src-shared/constants.js';
import { AppError } from '../../../src-shared/errors.js';
import { applyTransition, findBuyTransition, refusedAction } from '../../../src-shared/states/index.js';
import { requireDoc, saveDoc, type Doc } from '../../db/documents.js';
import type { WriteTx } from '../../db/write.js';
import { applyStockChanges } from '../stock/service.js';
import { BUYS, type BuyFields } from './collection.js';
import { commitItemCosts } from './cost-update.js';
import { buyStockChanges, resolveStockParts } from './stock-moves.js';

/** The dates and remembered stock each action leaves on the buy. */
function bookkeeping(action: BuyAction, parts: BuyFields['stockParts'], now: string): Partial<BuyFields> {
  switch (action) {
    case BUY_ACTION.approve:
      return { approvedAt: now, stockParts: parts };
    case BUY_ACTION.rollbackApprove:
      // Back to editable: the cart may change, so the next approval resolves its parts again.
      return { approvedAt: null, stockParts: null };
    case BUY_ACTION.commit:
      return { committedAt: now };
    default:
      return {};
  }
}

export async function runBuyAction(tx: WriteTx, id: string, action: BuyAction): Promise<Doc<BuyFields>> {
  const buy = await requireDoc(tx.trx, BUYS, id);
  const flags = { committed: buy.committed };
  const row = findBuyTransition(buy.state, flags, action);
  if (!row) throw AppError.conflict(refusedAction('buy', buy.state, action, flags));

  // Approval resolves what the items stand for; later actions move exactly what approval moved.
  const parts = action === BUY_ACTION.approve || !buy.stockParts ? await resolveStockParts(tx.trx, buy.cart.items) : buy.stockParts;
  await applyStockChanges(tx, buyStockChanges(buy, parts, row.effects, action));
  if (row.effects.updateCost) await commitItemCosts(tx, buy);

  const next = applyTransition(row, flags);
  return saveDoc(tx, BUYS, buy, { ...buy, ...bookkeeping(action, parts, tx.now), state: next.state, committed: next.flags.committed });
}
