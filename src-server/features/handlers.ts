/** Every feature's handlers, merged; the registrar refuses a name the route table does not have. */
import type { Handler } from '../http/context.js';
import { AUTH_HANDLERS } from './auth/routes.js';
import { ACCOUNT_HANDLERS } from './customers/account-routes.js';
import { CUSTOMER_HANDLERS } from './customers/routes.js';
import { PROVIDER_HANDLERS } from './providers/routes.js';
import { REFERENCE_HANDLERS } from './reference/routes.js';
import { USER_HANDLERS } from './users/routes.js';
import { PRODUCT_HANDLERS } from './products/routes.js';
import { STOCK_HANDLERS } from './stock/routes.js';
import { SYNC_HANDLERS } from './sync/routes.js';
import { ORDER_FLOW_HANDLERS } from './orders/routes.js';
import { BUY_HANDLERS } from './buys/routes.js';
import { RECEIPT_HANDLERS } from './receipts/routes.js';
import { ROADMAP_HANDLERS } from './roadmaps/routes.js';
import { CASHFLOW_HANDLERS } from './cashflow/routes.js';
import { FINANCE_HANDLERS } from './finance/routes.js';
import { STATISTICS_HANDLERS } from './statistics/routes.js';
import { AUDIT_HANDLERS } from './audits/routes.js';
import { HISTORY_HANDLERS } from './history/routes.js';
import { SETTINGS_HANDLERS } from './settings/routes.js';
import { MESSAGE_HANDLERS } from './messages/routes.js';

const FEATURES: ReadonlyArray<Readonly<Record<string, Handler>>> = [
  AUTH_HANDLERS,
  SYNC_HANDLERS,
  USER_HANDLERS,
  CUSTOMER_HANDLERS,
  ACCOUNT_HANDLERS,
  PROVIDER_HANDLERS,
  PRODUCT_HANDLERS,
  REFERENCE_HANDLERS,
  STOCK_HANDLERS,
  ORDER_FLOW_HANDLERS,
  BUY_HANDLERS,
  RECEIPT_HANDLERS,
  ROADMAP_HANDLERS,
  CASHFLOW_HANDLERS,
  FINANCE_HANDLERS,
  STATISTICS_HANDLERS,
  AUDIT_HANDLERS,
  HISTORY_HANDLERS,
  SETTINGS_HANDLERS,
  MESSAGE_HANDLERS,
];

function merge(maps: typeof FEATURES): Readonly<Record<string, Handler>> {
  const all: Record<string, Handler> = {};
  for (const map of maps) {
    for (const [name, handler] of Object.entries(map)) {
      if (all[name]) throw new Error(`two features handle ${name}`);
      all[name] = handler;
    }
  }
  return all;
}

export const ALL_HANDLERS = merge(FEATURES);
