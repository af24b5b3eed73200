/** Product inputs: create, update, critical stock and adjustments (spec §3 Product, §5, domain §4–5). */
import type { z } from 'zod';
import { DESCRIPTION_MAX, MIN_MIXED_COMPONENTS, NAME_MAX, PRODUCT_DESCRIPTION_MAX, SUBTITLE_MAX, TITLE_MAX } from '../constants/field-lengths.js';
import { MIN_MARGIN_TIERS, UNITS } from '../constants/products.js';
import { SHORT_TEXT_MAX, clientId, flag, id, int, list, longText, multiplier, obj, oneOf, percent, quantityUpTo, signedQuantity, count, text, unitMoney, url } from './common.js';
import { COMPONENT_QUANTITY_MAX, LABELS_MAX, MARGIN_TIERS_MAX, MIXED_COMPONENTS_MAX, QUANTITY_MAX, TAXES_MAX } from '../limits.js';
import { contract, fieldLabel, issueSaying, say } from './messages.js';

/** `value` multiplies the unit cost (1.35); the tier with quantity 0 is the wholesaler margin. */
const margin = obj({ quantity: int().min(0).max(QUANTITY_MAX), value: multiplier() });

/** Two tiers with one quantity would make the price of that quantity ambiguous (domain §4). */
const margins = () =>
  list(margin, { min: MIN_MARGIN_TIERS, max: MARGIN_TIERS_MAX, noun: 'entry' }).superRefine((tiers, ctx) => {
    const seen = new Set<number>();
    tiers.forEach((tier, index) => {
      if (seen.has(tier.quantity)) {
        ctx.addIssue({ code: 'custom', path: [index, 'quantity'], ...issueSaying(contract.unique('margins', 'quantity')) });
      }
      seen.add(tier.quantity);
    });
  });

/**
 * A tax listed twice would count its aliquot twice in the unit cost and show twice in every item's
 * taxes (domain §4), so a repeat is bad input on the repeated entry.
 */
const taxIds = () =>
  list(id(), { max: TAXES_MAX, noun: 'tax' }).superRefine((ids, ctx) => {
    ids.forEach((taxId, index) => {
      if (ids.indexOf(taxId) !== index) ctx.addIssue({ code: 'custom', path: [index], ...issueSaying(contract.unique('taxes', 'tax')) });
    });
  });

const component = obj({ product: id(), quantity: quantityUpTo(COMPONENT_QUANTITY_MAX) });
/** A mixed product is made of other products; it needs at least one (spec §5). */
const mixed = obj({ components: list(component, { min: MIN_MIXED_COMPONENTS, max: MIXED_COMPONENTS_MAX, noun: 'component' }) });

/** Fields every product input may carry; the pricing inputs the rules require are added per call. */
const productDetails = {
  slug: text(NAME_MAX).nullable().optional(),
  category: id().nullable().optional(),
  /** Given explicitly it wins; else the server derives it from taxBase and the C taxes (domain §4). */
  unitCost: unitMoney().nullable().optional(),
  defaultMargin: multiplier().nullable().optional(),
  mixed: mixed.nullable().optional(),
  isShortage: flag().optional(),
  tags: list(int(), { max: LABELS_MAX }).optional(),
  inventoryManagement: flag().optional(),
  title: text(TITLE_MAX).nullable().optional(),
  subtitle: text(SUBTITLE_MAX).nullable().optional(),
  description: longText(PRODUCT_DESCRIPTION_MAX).nullable().optional(),
  imageUrl: url().nullable().optional(),
  /** Display options offered with the product (e.g. cuts, flavours). */
  options: list(text(SHORT_TEXT_MAX), { max: LABELS_MAX, noun: 'option' }).optional(),
  splitPackage: flag().optional(),
  /** Whether the product is shown in the public catalog. */
  catalog: flag().optional(),
};

export const productCreateBody = obj({
  _id: clientId(),
  name: text(NAME_MAX, 1),
  provider: id(),
  unit: oneOf(UNITS),
  taxBase: unitMoney(),
  taxes: taxIds().optional(),
  margins: margins(),
  contributions: percent(),
  wholesalerContributions: percent(),
  ...productDetails,
});
export type ProductCreateBody = z.output<typeof productCreateBody>;
export type ProductCreateInput = z.input<typeof productCreateBody>;

/** Spec §5: an update always restates taxBase, taxes and wholesalerContributions. */
export const productUpdateBody = obj({
  name: text(NAME_MAX, 1).optional(),
  provider: id().optional(),
  unit: oneOf(UNITS).optional(),
  taxBase: unitMoney(),
  taxes: taxIds(),
  margins: margins().optional(),
  contributions: percent().optional(),
  wholesalerContributions: percent(),
  ...productDetails,
});
export type ProductUpdateBody = z.output<typeof productUpdateBody>;
export type ProductUpdateInput = z.input<typeof productUpdateBody>;

/** Stock is kept per garage (domain §5); without `garage` the default garage is meant. */
const garage = () => id().optional();

export const productCriticalBody = obj({ critical: count(), garage: garage() });
export type ProductCriticalBody = z.output<typeof productCriticalBody>;

/** `real += quantity` (signed); the record must say why (domain §5), and a 0 change records nothing. */
export const productAdjustmentBody = obj({
  quantity: signedQuantity().refine((q) => q !== 0, { error: (iss) => say(iss, contract.notZero(fieldLabel(iss.path))) }),
  reason: text(DESCRIPTION_MAX, 1),
  garage: garage(),
});
export type ProductAdjustmentBody = z.output<typeof productAdjustmentBody>;

/** Sets the figures after a count; real stock counted on a shelf cannot be negative. */
export const productForceAdjustmentBody = obj({
  real: count().optional(),
  theoretical: signedQuantity().optional(),
  reason: text(DESCRIPTION_MAX, 1).optional(),
  garage: garage(),
}).refine((b) => b.real !== undefined || b.theoretical !== undefined, {
  path: ['real'],
  error: (iss) => say(iss, contract.oneRequired(['real', 'theoretical'])),
});
export type ProductForceAdjustmentBody = z.output<typeof productForceAdjustmentBody>;
