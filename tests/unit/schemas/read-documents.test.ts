/**
 * The replica reads' documents (src-shared/ipc/read-documents.ts): each feature's read answers its
 * collection's route document, checked on the fields it has — a document written on this desk and
 * not yet answered carries only what was sent — with everything else passed through.
 */
import { describe, expect, it } from 'vitest';
import { IPC_CONTRACT } from '../../../src-shared/ipc/contract.js';
import { READ_DOCUMENTS } from '../../../src-shared/ipc/read-documents.js';
import { READ_FEATURES, readCallName } from '../../../src-shared/ipc/reads.js';

describe('the documents a replica read answers', () => {
  it('takes a queued document with only what was sent, and keeps the fields it does not check', () => {
    const sent = { _id: 'o1', customer: 'c1', cart: { items: [{ product: 'p1', quantity: 2 }] }, _pending: true, notes: 'timbre 2' };
    expect(READ_DOCUMENTS.order.parse(sent)).toEqual(sent);
  });

  it("refuses a field of the wrong type, as the route's answer would", () => {
    expect(READ_DOCUMENTS.receipt.safeParse({ _id: 'r1', total: '1.500' }).success).toBe(false);
    expect(READ_DOCUMENTS.product.safeParse({ _id: 'p1', name: 7 }).success).toBe(false);
    expect(READ_DOCUMENTS.customer.safeParse({ name: 'Sin id' }).success).toBe(false);
  });

  it("answers every read feature's list, get and search with its collection's documents", () => {
    for (const feature of Object.keys(READ_FEATURES) as Array<keyof typeof READ_FEATURES>) {
      const doc = READ_DOCUMENTS[feature];
      expect(IPC_CONTRACT[readCallName(feature, 'get')].output, feature).toBe(doc);
      const wrong = { _id: 'x', number: 'not a number' };
      expect(IPC_CONTRACT[readCallName(feature, 'get')].output.safeParse(wrong).success, feature).toBe(false);
      const page = { docs: [wrong], total: 1, page: 1, limit: 20, pages: 1 };
      expect(IPC_CONTRACT[readCallName(feature, 'list')].output.safeParse(page).success, feature).toBe(false);
      expect(IPC_CONTRACT[readCallName(feature, 'search')].output.safeParse([wrong]).success, feature).toBe(false);
      expect(IPC_CONTRACT[readCallName(feature, 'search')].output.safeParse([{ _id: 'x' }]).success, feature).toBe(true);
    }
  });
});
