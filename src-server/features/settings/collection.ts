import type { BusinessSettings } from '../../../src-shared/business-settings.js';
import type { CollectionDef } from '../../db/documents.js';

/** One document, `BUSINESS_SETTINGS_ID`: the business's own settings (migration 0010). */
export const SETTINGS: CollectionDef<BusinessSettings> = { name: 'settings', table: 'settings', label: 'business settings' };
