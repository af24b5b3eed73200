/** Category inputs (spec §3 Category, §5: name and slug required, 1 to 100). */
import type { z } from 'zod';
import { NAME_MAX } from '../constants/field-lengths.js';
import { SHORT_TEXT_MAX, clientId, flag, obj, text } from './common.js';

const categoryDetails = {
  icon: text(SHORT_TEXT_MAX).nullable().optional(),
  section: text(SHORT_TEXT_MAX).nullable().optional(),
  /** UNITY products of this category may be sold in fractions (domain §4). */
  splitPackage: flag().optional(),
};

export const categoryCreateBody = obj({
  _id: clientId(),
  name: text(NAME_MAX, 1),
  slug: text(NAME_MAX, 1),
  ...categoryDetails,
});
export type CategoryCreateBody = z.output<typeof categoryCreateBody>;
export type CategoryCreateInput = z.input<typeof categoryCreateBody>;

export const categoryUpdateBody = obj({
  name: text(NAME_MAX, 1).optional(),
  slug: text(NAME_MAX, 1).optional(),
  ...categoryDetails,
});
export type CategoryUpdateBody = z.output<typeof categoryUpdateBody>;
export type CategoryUpdateInput = z.input<typeof categoryUpdateBody>;
