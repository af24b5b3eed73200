/**
 * The product form's working copy and the create/update bodies it becomes (spec §3 Product, §5).
 * Numbers being typed may be blank (''): the shared schema then says what is missing, per field.
 */
import type { Unit } from '../../../src-shared/constants/products.js';
import { unitCostFromTaxes, type MarginTier, type PricingProduct, type TaxDef } from '../../../src-shared/pricing/index.js';
import { productCreateBody, type ProductCreateInput, type ProductUpdateInput } from '../../../src-shared/schemas/product.js';
import type { ProductDoc } from '../../components/documents/read.js';

export type NumberField = number | '';

export interface TierDraft {
  key: string;
  quantity: number;
  value: NumberField;
}

export interface ComponentDraft {
  key: string;
  product: string | null;
  quantity: NumberField;
}

export interface ProductDraft {
  name: string;
  provider: string | null;
  category: string | null;
  unit: Unit;
  taxBase: NumberField;
  taxes: string[];
  /** Blank: the unit cost follows the tax base and the purchase taxes (domain §4). */
  unitCost: NumberField;
  defaultMargin: NumberField;
  margins: TierDraft[];
  contributions: NumberField;
  wholesalerContributions: NumberField;
  isMixed: boolean;
  components: ComponentDraft[];
  title: string;
  subtitle: string;
  description: string;
  imageUrl: string;
  options: string[];
  tags: number[];
  splitPackage: boolean;
  catalog: boolean;
  isShortage: boolean;
  inventoryManagement: boolean;
}

let counter = 0;
export const newKey = (): string => `k${(counter += 1)}`;

/** The tiers a new product starts with: the wholesaler tier and the first retail tier. */
function firstTiers(unit: Unit): TierDraft[] {
  return [
    { key: newKey(), quantity: 0, value: '' },
    { key: newKey(), quantity: unit === 'WEIGHT' ? 100 : 1, value: '' },
  ];
}

export function emptyDraft(): ProductDraft {
  return {
    name: '',
    provider: null,
    category: null,
    unit: 'WEIGHT',
    taxBase: '',
    taxes: [],
    unitCost: '',
    defaultMargin: '',
    margins: firstTiers('WEIGHT'),
    contributions: '',
    wholesalerContributions: '',
    isMixed: false,
    components: [],
    title: '',
    subtitle: '',
    description: '',
    imageUrl: '',
    options: [],
    tags: [],
    splitPackage: false,
    catalog: true,
    isShortage: false,
    inventoryManagement: false,
  };
}

/** The draft of a product whose create the server refused, from the body that was sent; null when it is not a product's create. */
export function draftFromSent(body: unknown, taxes: readonly TaxDef[]): ProductDraft | null {
  const sent = productCreateBody.safeParse(body);
  if (!sent.success) return null;
  // The form holds no slug.
  const { slug: _slug, ...fields } = sent.data;
  return draftOf({ ...fields, _id: fields._id ?? '', taxes: fields.taxes ?? [] }, taxes);
}

/**
 * A stored product as a draft. The server keeps only the resulting unit cost, so it counts as typed
 * by hand when it is not what the tax base and purchase taxes give.
 */
export function draftOf(product: ProductDoc, taxes: readonly TaxDef[]): ProductDraft {
  let derived: number | null = null;
  try {
    derived = unitCostFromTaxes(product.taxBase, product.taxes ?? [], taxes).toNumber();
  } catch {
    derived = null;
  }
  const explicit = product.unitCost !== undefined && product.unitCost !== null && product.unitCost !== derived;
  const options = Array.isArray(product.options) ? product.options.filter((o): o is string => typeof o === 'string') : [];
  return {
    name: product.name ?? '',
    provider: product.provider ?? null,
    category: product.category ?? null,
    unit: product.unit,
    taxBase: product.taxBase ?? '',
    taxes: [...(product.taxes ?? [])],
    unitCost: explicit ? (product.unitCost ?? '') : '',
    defaultMargin: product.defaultMargin ?? '',
    margins: (product.margins ?? []).map((m) => ({ key: newKey(), quantity: m.quantity, value: m.value })),
    contributions: product.contributions ?? '',
    wholesalerContributions: product.wholesalerContributions ?? '',
    isMixed: (product.mixed?.components.length ?? 0) > 0,
    components: (product.mixed?.components ?? []).map((c) => ({ key: newKey(), product: c.product, quantity: c.quantity })),
    title: product.title ?? '',
    subtitle: product.subtitle ?? '',
    description: product.description ?? '',
    imageUrl: product.imageUrl ?? '',
    options,
    tags: [...(product.tags ?? [])],
    splitPackage: product.splitPackage === true,
    catalog: product.catalog !== false,
    isShortage: product.isShortage === true,
    inventoryManagement: product.inventoryManagement === true,
  };
}

/** A blank number stays undefined, so the schema reports it as missing rather than as zero. */
const num = (value: NumberField): number | undefined => (value === '' ? undefined : value);
const orNull = (value: string): string | null => (value.trim() === '' ? null : value.trim());

export function tiersOf(draft: Pick<ProductDraft, 'margins'>): MarginTier[] {
  return draft.margins.map((m) => ({ quantity: m.quantity, value: m.value === '' ? Number.NaN : m.value }));
}

function commonFields(draft: ProductDraft, taxBase: NumberField) {
  return {
    name: draft.name.trim(),
    provider: draft.provider ?? undefined,
    unit: draft.unit,
    taxBase: num(taxBase),
    taxes: draft.taxes,
    margins: draft.margins.map((m) => ({ quantity: m.quantity, value: num(m.value) })),
    contributions: num(draft.contributions),
    wholesalerContributions: num(draft.wholesalerContributions),
    category: draft.category,
    defaultMargin: draft.defaultMargin === '' ? null : draft.defaultMargin,
    title: orNull(draft.title),
    subtitle: orNull(draft.subtitle),
    description: orNull(draft.description),
    imageUrl: orNull(draft.imageUrl),
    options: draft.options,
    tags: draft.tags,
    splitPackage: draft.splitPackage,
    catalog: draft.catalog,
    isShortage: draft.isShortage,
    inventoryManagement: draft.inventoryManagement,
  };
}

function mixedOf(draft: ProductDraft) {
  return draft.isMixed ? { components: draft.components.map((c) => ({ product: c.product ?? '', quantity: num(c.quantity) })) } : null;
}

/**
 * The create body. A mixed product's tax base is its components' cost (the server works it out
 * again); `taxBase` is the figure the form shows for it.
 */
export function createBody(draft: ProductDraft, taxBase: NumberField): ProductCreateInput {
  const body = { ...commonFields(draft, taxBase), mixed: mixedOf(draft), ...(draft.unitCost === '' ? {} : { unitCost: draft.unitCost }) };
  return body as ProductCreateInput;
}

/** Spec §5: an update restates taxBase, taxes and wholesalerContributions; a blank unit cost follows the tax base. */
export function updateBody(draft: ProductDraft, taxBase: NumberField): ProductUpdateInput {
  const body = { ...commonFields(draft, taxBase), mixed: mixedOf(draft), unitCost: draft.unitCost === '' ? null : draft.unitCost };
  return body as ProductUpdateInput;
}

/** The draft as the shared pricing reads it, with the tax base the form shows (derived for mixed products). */
export function pricingDraft(draft: ProductDraft, taxBase: NumberField, id: string): PricingProduct | null {
  if (taxBase === '') return null;
  return {
    _id: id,
    unit: draft.unit,
    taxBase,
    unitCost: draft.unitCost === '' ? null : draft.unitCost,
    taxes: draft.taxes,
    margins: tiersOf(draft).filter((t) => Number.isFinite(t.value)),
    contributions: typeof draft.contributions === 'number' ? draft.contributions : 0,
    wholesalerContributions: typeof draft.wholesalerContributions === 'number' ? draft.wholesalerContributions : 0,
    mixed: null,
  };
}
