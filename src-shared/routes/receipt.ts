/** Provider receipts (spec §7 Receipt): purchasing keeps them, a PROVEEDOR reads its own (domain §8). */
import { idParams } from '../schemas/params.js';
import { receiptListQuery } from '../schemas/queries.js';
import { receiptCreateBody } from '../schemas/receipt.js';
import { PURCHASE_READERS, PURCHASING } from './access.js';
import type { RouteDef } from './types.js';

export const RECEIPT_ROUTES = [
  {
    name: 'receipt.list',
    method: 'GET',
    path: '/receipt',
    query: receiptListQuery,
    access: PURCHASE_READERS,
    owner: ['provider'],
  },
  { name: 'receipt.get', method: 'GET', path: '/receipt/{id}', params: idParams, access: PURCHASE_READERS, owner: ['provider'] },
  { name: 'receipt.create', method: 'POST', path: '/receipt', body: receiptCreateBody, access: PURCHASING },
  // Disables the receipt (domain §2: only drafts and roadmaps are removed for real).
  { name: 'receipt.remove', method: 'DELETE', path: '/receipt/{id}', params: idParams, access: PURCHASING },
] as const satisfies readonly RouteDef[];
