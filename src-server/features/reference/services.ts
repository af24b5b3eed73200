/**
 * Reference data: categories, delivery and withdrawal options, thirds, garages, charge and pay
 * methods. Plain documents, planned by their shared definitions (src-shared/planners/catalog-writes.ts).
 */
import { CATEGORY_WRITES, CHARGE_METHOD_WRITES, DELIVERY_WRITES, GARAGE_WRITES, PAY_METHOD_WRITES, THIRD_WRITES, WITHDRAWAL_WRITES } from '../../../src-shared/planners/catalog-writes.js';
import type { CategoryCreateBody, CategoryUpdateBody } from '../../../src-shared/schemas/category.js';
import type {
  ChargeMethodCreateBody,
  ChargeMethodUpdateBody,
  GarageCreateBody,
  GarageUpdateBody,
  PayMethodCreateBody,
  PayMethodUpdateBody,
  ThirdCreateBody,
  ThirdReplaceBody,
} from '../../../src-shared/schemas/catalog-misc.js';
import type { DeliveryCreateBody, DeliveryUpdateBody } from '../../../src-shared/schemas/delivery.js';
import type { WithdrawalCreateBody, WithdrawalUpdateBody } from '../../../src-shared/schemas/withdrawal.js';
import { said } from '../../../src-shared/error-keys/index.js';
import { AppError } from '../../../src-shared/errors.js';
import type { PlannedDoc } from '../../../src-shared/planners/types.js';
import type { WriteTx } from '../../db/write.js';
import { crud } from '../crud.js';
import { assertUniqueValue } from '../unique-values.js';
import { CATEGORIES, CHARGE_METHODS, DELIVERIES, GARAGES, PAY_METHODS, THIRDS, WITHDRAWALS } from '../catalog/collections.js';

const byName = { column: 'number', direction: 'asc' } as const;

export const categories = crud<'categories', CategoryCreateBody, CategoryUpdateBody>(CATEGORIES, {
  writes: CATEGORY_WRITES,
  checkPlanned: (tx, planned) => assertUniqueValue(tx, CATEGORIES, 'slug', planned.fields.slug, planned._id),
  orderBy: byName,
});

export const deliveries = crud<'deliveries', DeliveryCreateBody, DeliveryUpdateBody>(DELIVERIES, { writes: DELIVERY_WRITES, orderBy: byName });

export const withdrawals = crud<'withdrawals', WithdrawalCreateBody, WithdrawalUpdateBody>(WITHDRAWALS, { writes: WITHDRAWAL_WRITES, orderBy: byName });

export const thirds = crud<'thirds', ThirdCreateBody, ThirdReplaceBody>(THIRDS, { writes: THIRD_WRITES, orderBy: byName });

/**
 * A garage stops keeping stock (`inventory: false`) or is disabled only once it holds none: stock
 * left there could no longer be sold, received, adjusted or counted out.
 */
async function checkNoStockLeft(tx: WriteTx, planned: PlannedDoc<'garages'>): Promise<void> {
  const before = planned.before;
  if (!before) return;
  const stopsKeeping = before.inventory !== false && planned.fields.inventory === false;
  const disabled = before.status && planned.fields.status === false;
  if (!stopsKeeping && !disabled) return;
  const held = await tx.trx
    .selectFrom('stock')
    .select('product')
    .where('garage', '=', planned._id)
    .where((eb) => eb.or([eb('real', '!=', 0), eb('committed', '!=', 0), eb('pending', '!=', 0)]))
    .execute();
  if (held.length > 0) throw AppError.conflict(said('garage.holdsStock', { garage: before.name, count: held.length }));
}

export const garages = crud<'garages', GarageCreateBody, GarageUpdateBody>(GARAGES, { writes: GARAGE_WRITES, checkPlanned: checkNoStockLeft, orderBy: byName });

export const chargeMethods = crud<'chargeMethods', ChargeMethodCreateBody, ChargeMethodUpdateBody>(CHARGE_METHODS, { writes: CHARGE_METHOD_WRITES, orderBy: byName });

export const payMethods = crud<'payMethods', PayMethodCreateBody, PayMethodUpdateBody>(PAY_METHODS, { writes: PAY_METHOD_WRITES, orderBy: byName });
