/**
 * Reference data: categories, delivery and withdrawal options, thirds, garages, charge and pay
 * methods. Plain documents; the rules they carry are the shared schemas' (spec §5).
 */
import { said } from '../../../src-shared/error-keys/index.js';
import { AppError } from '../../../src-shared/errors.js';
import { DELIVERY_DEFAULTS } from '../../../src-shared/documents/catalog.js';
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
import { crud } from '../crud.js';
import { slugify } from '../products/slug.js';
import { assertUniqueValue } from '../unique-values.js';
import {
  CATEGORIES,
  CHARGE_METHODS,
  DELIVERIES,
  GARAGES,
  PAY_METHODS,
  THIRDS,
  WITHDRAWALS,
  type CategoryFields,
  type DeliveryFields,
  type GarageFields,
  type MethodFields,
  type ThirdFields,
  type WithdrawalFields,
} from '../catalog/collections.js';

const byName = { column: 'number', direction: 'asc' } as const;

export const categories = crud<CategoryFields, CategoryCreateBody, CategoryUpdateBody>(CATEGORIES, {
  async fromCreate(tx, body) {
    const slug = body.slug || slugify(body.name);
    await assertUniqueValue(tx, CATEGORIES, 'slug', slug);
    return { ...body, slug };
  },
  async fromUpdate(tx, current, body) {
    if (body.slug) await assertUniqueValue(tx, CATEGORIES, 'slug', body.slug, current._id);
    return { ...current, ...body };
  },
  orderBy: byName,
});

export const deliveries = crud<DeliveryFields, DeliveryCreateBody, DeliveryUpdateBody>(DELIVERIES, {
  fromCreate: (_tx, body) => ({ ...DELIVERY_DEFAULTS, ...body }),
  orderBy: byName,
});

export const withdrawals = crud<WithdrawalFields, WithdrawalCreateBody, WithdrawalUpdateBody>(WITHDRAWALS, {
  fromCreate: (_tx, body) => ({ internPrice: 0, ...body }),
  orderBy: byName,
});

export const thirds = crud<ThirdFields, ThirdCreateBody, ThirdReplaceBody>(THIRDS, {
  fromCreate: (_tx, body) => ({ ...body, user: null }),
  // PUT replaces: name and tag are restated; the link to a user stays.
  fromUpdate: (_tx, current, body) => ({ ...body, user: current.user ?? null }),
  orderBy: byName,
});

export const garages = crud<GarageFields, GarageCreateBody, GarageUpdateBody>(GARAGES, {
  fromCreate: (_tx, body) => ({ ...body, inventory: body.inventory ?? true, isDefault: false }),
  fromUpdate: (_tx, current, body) => {
    // Stock without a garage lands in the default one, so it always keeps stock.
    if (current.isDefault && body.inventory === false) throw AppError.conflict(said('garage.defaultKeepsStock', {}));
    return { ...current, ...body };
  },
  orderBy: byName,
});

export const chargeMethods = crud<MethodFields, ChargeMethodCreateBody, ChargeMethodUpdateBody>(CHARGE_METHODS, {
  fromCreate: (_tx, body) => body,
  orderBy: byName,
});

export const payMethods = crud<MethodFields, PayMethodCreateBody, PayMethodUpdateBody>(PAY_METHODS, {
  fromCreate: (_tx, body) => body,
  orderBy: byName,
});
