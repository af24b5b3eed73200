/**
 * Our addition (issue 18): the business settings, one document. Every staff screen and print reads
 * them (the company on a printed order, the time zone every date is cut in); only the admin edits.
 */
import { BUSINESS_SETTINGS_BODY_LIMIT, businessSettingsBody } from '../schemas/business.js';
import { ADMIN, STAFF } from './access.js';
import type { RouteDef } from './types.js';

export const SETTINGS_ROUTES = [
  { name: 'settings.get', method: 'GET', path: '/settings/business', access: STAFF, extension: true },
  {
    name: 'settings.update',
    method: 'PATCH',
    path: '/settings/business',
    body: businessSettingsBody,
    bodyLimit: BUSINESS_SETTINGS_BODY_LIMIT,
    access: ADMIN,
    extension: true,
  },
] as const satisfies readonly RouteDef[];
