/**
 * For doubles of the replica that hold documents by id only: the reads an audit or a count makes
 * (SQL over a real replica, src-main/replica/ledger-queries.ts), which a write planned over such a
 * double never makes — reading one fails the test that did.
 */
import type { ReplicaSource } from '../../src-main/replica/plan-reads.js';

const unread = (): never => {
  throw new Error('this replica double holds no ledgers or numbers: plan audits and counts over a real replica');
};

export const NO_LEDGER_READS: Pick<ReplicaSource, 'ledgerSums' | 'ledgerEntries' | 'ledgerDocs' | 'numbered'> = {
  ledgerSums: unread,
  ledgerEntries: unread,
  ledgerDocs: unread,
  numbered: unread,
};
