import { formatCuit, taxIdDigits } from '../../../src-shared/fiscal.js';
import { providerCreateBody } from '../../../src-shared/schemas/provider.js';
import type { ProviderDoc } from '../../components/documents/read.js';
import { orNull } from '../../components/forms/textField.js';
/**
 * A provider as its form holds it, and the body a save sends (spec §3 Provider): blank optional
 * texts go as null, so clearing a field clears it on the server too. A CUIT goes without the dashes,
 * dots and spaces it is written with (30-50000000-0), which the contract's 11 characters leave out;
 * the form shows it written that way, as the list does.
 */

export interface ProviderDraft {
  name: string;
  cuit: string;
  phone: string;
  street: string;
  city: string;
  province: string;
  minimumPurchase: number | '';
  logisticPrice: number | '';
  account: string;
  catalog: boolean;
  notes: string;
  imageUrl: string;
  slug: string;
  links: string[];
  /** The partner (AV) who handles the provider; null: none. */
  partner: string | null;
  featuredMessage: string;
}

export function draftOf(p: ProviderDoc | null): ProviderDraft {
  return {
    name: p?.name ?? '',
    cuit: formatCuit(p?.cuit),
    phone: p?.phone ?? '',
    street: p?.address?.street ?? '',
    city: p?.address?.city ?? '',
    province: p?.address?.province ?? '',
    minimumPurchase: p?.minimumPurchase ?? '',
    logisticPrice: p?.logisticPrice ?? '',
    account: p?.account ?? '',
    catalog: p?.catalog ?? true,
    notes: p?.notes ?? '',
    imageUrl: p?.imageUrl ?? '',
    slug: p?.slug ?? '',
    links: Array.isArray(p?.links) ? p.links.filter((link): link is string => typeof link === 'string') : [],
    partner: p?.partner ?? null,
    featuredMessage: p?.featuredMessage ?? '',
  };
}

/** The draft of a provider whose create the server refused, from the body that was sent; null when it is not a provider's create. */
export function draftFromSent(body: unknown): ProviderDraft | null {
  const sent = providerCreateBody.safeParse(body);
  return sent.success ? draftOf({ ...sent.data, _id: sent.data._id ?? '' }) : null;
}

export function providerBody(d: ProviderDraft) {
  const address = Object.fromEntries(Object.entries({ street: d.street, city: d.city, province: d.province }).filter(([, v]) => v.trim() !== ''));
  return {
    name: d.name,
    cuit: orNull(taxIdDigits(d.cuit)),
    phone: orNull(d.phone),
    address,
    ...(d.minimumPurchase === '' ? {} : { minimumPurchase: d.minimumPurchase }),
    ...(d.logisticPrice === '' ? {} : { logisticPrice: d.logisticPrice }),
    account: orNull(d.account),
    catalog: d.catalog,
    notes: orNull(d.notes),
    imageUrl: orNull(d.imageUrl),
    slug: orNull(d.slug),
    links: d.links,
    partner: d.partner,
    featuredMessage: orNull(d.featuredMessage),
  };
}
