/**
 * The plain writes of the catalog's reference data (spec §5): categories, providers, delivery and
 * withdrawal options, thirds, garages, charge and pay methods — each collection's defaults and rules
 * for `reference-writes.ts`.
 */
import { DELIVERY_DEFAULTS } from '../documents/catalog.js';
import { said } from '../error-keys/index.js';
import { AppError } from '../errors.js';
import { roundMoney } from '../money.js';
import type { CategoryCreateBody, CategoryUpdateBody } from '../schemas/category.js';
import type {
  ChargeMethodCreateBody,
  ChargeMethodUpdateBody,
  GarageCreateBody,
  GarageUpdateBody,
  PayMethodCreateBody,
  PayMethodUpdateBody,
  ThirdCreateBody,
  ThirdReplaceBody,
} from '../schemas/catalog-misc.js';
import type { DeliveryCreateBody, DeliveryUpdateBody } from '../schemas/delivery.js';
import type { ProviderCreateBody, ProviderUpdateBody } from '../schemas/provider.js';
import type { WithdrawalCreateBody, WithdrawalUpdateBody } from '../schemas/withdrawal.js';
import { slugify } from '../slug.js';
import { referencedPartner } from './partners.js';
import { ownFields } from './reads.js';
import type { CreateOf, ReferenceWrites } from './reference-writes.js';
import type { PlanReads } from './types.js';

export const CATEGORY_WRITES: ReferenceWrites<'categories', CreateOf<CategoryCreateBody>, CategoryUpdateBody> = {
  collection: 'categories',
  create: (body) => ({ ...body, slug: body.slug || slugify(body.name) }),
};

/** The sent prices stored as money, to 2 places (domain §3): orders and buys copy or compare them as stored. */
function storedPrices<B extends object>(body: B, fields: ReadonlyArray<keyof B>): B {
  const prices = { ...body };
  for (const field of fields) {
    const value = body[field];
    if (typeof value === 'number') prices[field] = roundMoney(value) as B[keyof B];
  }
  return prices;
}

const DELIVERY_PRICES = ['customerPrice', 'partnerPrice', 'internPrice'] as const;
const WITHDRAWAL_PRICES = ['fee', 'internPrice'] as const;
const PROVIDER_PRICES = ['logisticPrice', 'minimumPurchase'] as const;

/** A provider's partner is the AV who handles it, as on an order (domain §6); a cleared one is null. */
async function checkPartner(reads: PlanReads, partner: string | null | undefined): Promise<void> {
  if (partner) await referencedPartner(reads, partner);
}

export const PROVIDER_WRITES: ReferenceWrites<'providers', CreateOf<ProviderCreateBody>, ProviderUpdateBody> = {
  collection: 'providers',
  // A provider shows in the catalog unless told otherwise.
  async create(body, reads) {
    await checkPartner(reads, body.partner);
    return { catalog: true, ...storedPrices(body, PROVIDER_PRICES), slug: body.slug || slugify(body.name) };
  },
  async update(current, body, reads) {
    await checkPartner(reads, body.partner);
    return { ...ownFields(current), ...storedPrices(body, PROVIDER_PRICES) };
  },
};

export const DELIVERY_WRITES: ReferenceWrites<'deliveries', CreateOf<DeliveryCreateBody>, DeliveryUpdateBody> = {
  collection: 'deliveries',
  create: (body) => ({ ...DELIVERY_DEFAULTS, ...storedPrices(body, DELIVERY_PRICES) }),
  update: (current, body) => ({ ...ownFields(current), ...storedPrices(body, DELIVERY_PRICES) }),
};

export const WITHDRAWAL_WRITES: ReferenceWrites<'withdrawals', CreateOf<WithdrawalCreateBody>, WithdrawalUpdateBody> = {
  collection: 'withdrawals',
  create: (body) => ({ internPrice: 0, ...storedPrices(body, WITHDRAWAL_PRICES) }),
  update: (current, body) => ({ ...ownFields(current), ...storedPrices(body, WITHDRAWAL_PRICES) }),
};

export const THIRD_WRITES: ReferenceWrites<'thirds', CreateOf<ThirdCreateBody>, ThirdReplaceBody> = {
  collection: 'thirds',
  // A third made here is no user's (a user's own third is made from the user).
  create: (body) => ({ ...body, user: null }),
  // PUT replaces: name and tag are restated; the link to a user stays.
  update: (current, body) => ({ ...body, user: current.user ?? null }),
};

export const GARAGE_WRITES: ReferenceWrites<'garages', CreateOf<GarageCreateBody>, GarageUpdateBody> = {
  collection: 'garages',
  create: (body) => ({ ...body, inventory: body.inventory ?? true, isDefault: false }),
  update(current, body) {
    // Stock without a garage lands in the default one, so it always keeps stock.
    if (current.isDefault && body.inventory === false) throw AppError.conflict(said('garage.defaultKeepsStock', {}));
    return { ...ownFields(current), ...body };
  },
  checkStatus(current, status) {
    if (!status && current.isDefault) throw AppError.conflict(said('garage.defaultNotDisabled', {}));
  },
};

export const CHARGE_METHOD_WRITES: ReferenceWrites<'chargeMethods', CreateOf<ChargeMethodCreateBody>, ChargeMethodUpdateBody> = {
  collection: 'chargeMethods',
  create: (body) => body,
};

export const PAY_METHOD_WRITES: ReferenceWrites<'payMethods', CreateOf<PayMethodCreateBody>, PayMethodUpdateBody> = {
  collection: 'payMethods',
  create: (body) => body,
};
