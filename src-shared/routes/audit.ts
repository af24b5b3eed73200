/** Audits close a period (spec §7 Audit, domain §6); closing books is the administrator's act. */
import { auditCommercialBody, auditCustomerBody, auditInventoryBody, auditPartnerBody, auditProviderBody } from '../schemas/audit.js';
import { AUDIT_IMPORT_BODY_LIMIT } from '../limits.js';
import { auditListQuery } from '../schemas/queries.js';
import { ADMIN } from './access.js';
import type { RouteDef } from './types.js';

export const AUDIT_ROUTES = [
  { name: 'audit.commercialCreate', method: 'POST', path: '/audit/commercial', body: auditCommercialBody, access: ADMIN },
  { name: 'audit.commercialList', method: 'GET', path: '/audit/commercial', query: auditListQuery, access: ADMIN },
  { name: 'audit.partnerCreate', method: 'POST', path: '/audit/partner', body: auditPartnerBody, access: ADMIN },
  { name: 'audit.partnerList', method: 'GET', path: '/audit/partner', query: auditListQuery, access: ADMIN },
  { name: 'audit.providerCreate', method: 'POST', path: '/audit/provider', body: auditProviderBody, access: ADMIN },
  { name: 'audit.providerList', method: 'GET', path: '/audit/provider', query: auditListQuery, access: ADMIN },
  { name: 'audit.inventoryCreate', method: 'POST', path: '/audit/inventory', body: auditInventoryBody, bodyLimit: AUDIT_IMPORT_BODY_LIMIT, access: ADMIN },
  { name: 'audit.inventoryList', method: 'GET', path: '/audit/inventory', query: auditListQuery, access: ADMIN },
  { name: 'audit.customerCreate', method: 'POST', path: '/audit/customer', body: auditCustomerBody, access: ADMIN },
  { name: 'audit.customerList', method: 'GET', path: '/audit/customer', query: auditListQuery, access: ADMIN },
] as const satisfies readonly RouteDef[];
