/**
 * Stock views (spec §7 Inventory, Record, Tracker; domain §5): COMPRAS reads stock and OPERACION
 * adjusts it, so both read the shortage lists, the ledger and the alerts, and acknowledge alerts.
 */
import { idParams, productIdParams } from '../schemas/params.js';
import { pageQuery, productRecordQuery, productTrackerQuery, recordListQuery, trackerListQuery } from '../schemas/queries.js';
import { STOCK_READERS } from './access.js';
import type { RouteDef } from './types.js';

export const INVENTORY_ROUTES = [
  { name: 'inventory.shortage', method: 'GET', path: '/inventory/shortage', query: pageQuery, access: STOCK_READERS },
  { name: 'inventory.negative', method: 'GET', path: '/inventory/negative', query: pageQuery, access: STOCK_READERS },
] as const satisfies readonly RouteDef[];

export const RECORD_ROUTES = [
  { name: 'record.list', method: 'GET', path: '/record', query: recordListQuery, access: STOCK_READERS },
  {
    name: 'record.byProduct',
    method: 'GET',
    path: '/record/{productId}',
    params: productIdParams,
    query: productRecordQuery,
    access: STOCK_READERS,
  },
] as const satisfies readonly RouteDef[];

export const TRACKER_ROUTES = [
  { name: 'tracker.list', method: 'GET', path: '/tracker', query: trackerListQuery, access: STOCK_READERS },
  {
    name: 'tracker.acknowledge',
    method: 'PUT',
    path: '/tracker/{id}/acknowledge',
    params: idParams,
    access: STOCK_READERS,
  },
  {
    name: 'tracker.byProduct',
    method: 'GET',
    path: '/tracker/{productId}',
    params: productIdParams,
    query: productTrackerQuery,
    access: STOCK_READERS,
  },
] as const satisfies readonly RouteDef[];
