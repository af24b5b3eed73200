/**
 * The business settings on the desktop, the route table's `settings`: read from the replica (sync
 * brings the one document to every staff role), defaults filled when it was never saved. The
 * admin's edit is the route call `settings.update` (route-calls.ts), through the outbox.
 */
import { z } from 'zod';
import { IVA_CONDITIONS } from '../fiscal.js';
import { ipcCall, noInput } from './define.js';

export const businessSettingsSchema = z.object({
  companyName: z.string().nullable(),
  cuit: z.string().nullable(),
  ivaCondition: z.enum(IVA_CONDITIONS).nullable(),
  address: z.object({ street: z.string(), city: z.string(), province: z.string() }).nullable(),
  phone: z.string().nullable(),
  logo: z.string().nullable(),
  timeZone: z.string(),
  /** The edit still waits in the outbox. */
  _pending: z.boolean().optional(),
});

export const BUSINESS_CALLS = {
  'settings.get': ipcCall(noInput, businessSettingsSchema),
} as const;
