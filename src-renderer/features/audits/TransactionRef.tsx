/**
 * What an audit's transaction points at, read from the replica: the order, buy, cash entry,
 * receipt or stock record by its number (the replica may not hold it: a removed entry, another
 * role's document), and a stock record's quantity in its product's unit.
 */
import { Text } from '@mantine/core';
import type { IpcDocument } from '../../../src-shared/ipc/documents.js';
import { useApi, useIpcQuery } from '../../app/api.js';
import { useI18n } from '../../i18n/i18n.js';
import type { Transaction } from './documents.js';
import { ProductQuantity } from './ProductQuantity.js';

const KINDS = ['orders', 'buys', 'cashflows', 'receipts', 'records', 'accountMovements'] as const;
export type TransactionKind = (typeof KINDS)[number] | 'other';

export const transactionKind = (collection: string): TransactionKind => KINDS.find((k) => k === collection) ?? 'other';

function useReferenced(tx: Transaction): IpcDocument | undefined {
  const api = useApi();
  const kind = transactionKind(tx.collection);
  const { data } = useIpcQuery(
    [tx.collection],
    ['audit-ref', tx.id],
    (): Promise<IpcDocument> => {
      const input = { id: tx.id };
      switch (kind) {
        case 'orders':
          return api.order.get(input);
        case 'buys':
          return api.buy.get(input);
        case 'cashflows':
          return api.cashflow.get(input);
        case 'receipts':
          return api.receipt.get(input);
        default:
          return api.record.get(input);
      }
    },
    { enabled: kind !== 'accountMovements' && kind !== 'other' },
  );
  return data;
}

export function TransactionRef({ tx }: { tx: Transaction }) {
  const { docNumber } = useI18n();
  const doc = useReferenced(tx);
  const number = (doc as { number?: unknown } | undefined)?.number;
  if (typeof number === 'number') return <>{docNumber(number)}</>;
  return (
    <Text span size="xs" c="dimmed" ff="monospace">
      {tx.id.slice(-8)}
    </Text>
  );
}

export function TransactionAmount({ tx }: { tx: Transaction }) {
  const { money } = useI18n();
  const doc = useReferenced(tx);
  if (typeof tx.amount !== 'number') return <>—</>;
  if (tx.collection !== 'records') return <>{money(tx.amount)}</>;
  const product = (doc as { product?: unknown } | undefined)?.product;
  return typeof product === 'string' ? <ProductQuantity product={product} value={tx.amount} /> : <>{tx.amount}</>;
}
