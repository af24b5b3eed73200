/** Audits that close a period, and the inventory count import (spec §3, §5; domain §6). */
import type { z } from 'zod';
import { MIN_AUDIT_ROWS, NAME_MAX, NOTES_MAX } from '../constants/field-lengths.js';
import { AUDIT_ROWS_MAX } from '../limits.js';
import { clientId, count, flag, id, int, list, longText, multiplier, obj, signedQuantity, text, unitMoney } from './common.js';

const notes = () => longText(NOTES_MAX).nullable().optional();

/** `POST /audit/commercial`: snapshots sales, purchases and cash since the previous commercial audit. */
export const auditCommercialBody = obj({ _id: clientId(), notes: notes() });
export type AuditCommercialBody = z.output<typeof auditCommercialBody>;

/** `POST /audit/partner`, `/audit/provider`, `/audit/customer`: one party's balance and transactions. */
export const auditPartnerBody = obj({ _id: clientId(), partner: id(), notes: notes() });
export type AuditPartnerBody = z.output<typeof auditPartnerBody>;
export const auditProviderBody = obj({ _id: clientId(), provider: id(), notes: notes() });
export type AuditProviderBody = z.output<typeof auditProviderBody>;
export const auditCustomerBody = obj({ _id: clientId(), customer: id(), notes: notes() });
export type AuditCustomerBody = z.output<typeof auditCustomerBody>;

/**
 * One counted product, with all nine columns of spec §5. `number` is the product's number, the
 * unit cost keeps up to four places as a product's does (domain §3), the margins are multipliers
 * per tier (`wholesaler` is the quantity-0 tier), and a shelf count
 * (`real`) cannot be negative while the theoretical figure can. The weight tiers `m100`, `m500`,
 * `m1000` are columns like the rest, so a row names them, but they may be empty, null (domain §6:
 * a unit product's row leaves them empty; an empty tier is kept as it is); what a given value may
 * be depends on the product (`src-shared/inventory-count.ts`).
 */
export const auditInventoryRow = obj({
  number: int().min(1),
  name: text(NAME_MAX),
  unitCost: unitMoney(),
  m100: multiplier().nullable(),
  m500: multiplier().nullable(),
  m1000: multiplier().nullable(),
  wholesaler: multiplier(),
  theoretical: signedQuantity(),
  real: count(),
});
export type AuditInventoryRow = z.output<typeof auditInventoryRow>;

/** Every row is checked before anything is applied, so a bad file reports all its bad rows at once. */
export const auditInventoryBody = obj({
  _id: clientId(),
  rows: list(auditInventoryRow, { min: MIN_AUDIT_ROWS, max: AUDIT_ROWS_MAX, noun: 'row' }),
  dryRun: flag().optional(),
  garage: id().optional(),
  notes: notes(),
});
export type AuditInventoryBody = z.output<typeof auditInventoryBody>;
export type AuditInventoryInput = z.input<typeof auditInventoryBody>;
