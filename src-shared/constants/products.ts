/**
 * Products and pricing (domain §3 and §4): units, margin tiers, taxes and the decimals figures
 * keep. No literal of these is to be retyped elsewhere: other modules import them.
 */
export const UNITS = ['WEIGHT', 'UNITY'] as const;
export type Unit = (typeof UNITS)[number];
/** Weight quantities are grams; 1000 g is 1 kg and display switches to kg from there. */
export const GRAMS_PER_KG = 1000;
/** The units a weight is typed in; the quantity itself is always kept in grams. */
export const WEIGHT_UNITS = ['g', 'kg'] as const;
export type WeightUnit = (typeof WEIGHT_UNITS)[number];
/**
 * A weight typed in kilograms from this figure up reads like grams typed in the wrong unit, and the
 * field says so (it warns, never refuses). 100 is the smallest weight tier clerks sell by (the `m100`
 * tier, 100 g: a clerk types "100", "250", "750" meaning grams), and no line of one weighed product
 * on a retail or wholesale order of this distributor reaches 100 kg: a whole cheese wheel weighs 5 to
 * 30 kg. A 750 that meant grams is 750 kg; a real 40 kg stays quiet.
 */
export const LIKELY_GRAMS_FROM_KG = 100;
/** A margin tier with this quantity is the wholesaler margin. */
export const WHOLESALER_MARGIN_QUANTITY = 0;
export const MIN_MARGIN_TIERS = 2;
export const TAX_TYPES = ['C', 'V'] as const;
export type TaxType = (typeof TAX_TYPES)[number];
/** C: purchase taxes; V: sales taxes. */
export const TAX_TYPE_LABEL: Readonly<Record<TaxType, string>> = { C: 'purchase', V: 'sales' };
export const MONEY_DECIMALS = 2;
/** Unit costs, tax bases, margins, aliquots and percentages keep up to this many places. */
export const RATE_DECIMALS = 4;
/** A percentage (a contribution, an aliquot, an order's discount) lies within these, both included. */
export const PERCENT_MIN = 0;
export const PERCENT_MAX = 100;
/**
 * A mixed product sold by WEIGHT counts its WEIGHT components per 100 g (a UNITY mixed product
 * counts them per kg). Binding as written in the domain rules, though it reads like a slip.
 */
export const MIXED_WEIGHT_COMPONENT_DIVISOR = 100;
