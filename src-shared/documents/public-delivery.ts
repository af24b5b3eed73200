/**
 * A delivery option as a customer sees it (domain §8 CUSTOMER row): its name, what the customer
 * pays and its message — never the company's or the partner's price, nor whether the partner
 * contributes — and only options that customer may use (domain §7, src-shared/deliveries/audience.ts).
 */
import { z } from 'zod';
import { deliveryOpenToCustomer, deliveryOpenToRole, type DeliveryAudience } from '../deliveries/audience.js';

export const publicDeliverySchema = z
  .object({
    _id: z.string(),
    number: z.number(),
    status: z.boolean(),
    createdAt: z.string(),
    updatedAt: z.string(),
    name: z.string(),
    customerPrice: z.number(),
    message: z.string().nullable(),
  })
  .strict();
export type PublicDelivery = z.infer<typeof publicDeliverySchema>;

export interface DeliveryOptionDoc extends DeliveryAudience {
  _id: string;
  number: number;
  status: boolean;
  createdAt: string;
  updatedAt: string;
  name: string;
  customerPrice?: number | null;
  message?: string | null;
}

/** The stored fields the public option shows as they are (its history shows only those). */
export const PUBLIC_DELIVERY_FIELDS = ['_id', 'number', 'status', 'createdAt', 'updatedAt', 'name', 'customerPrice', 'message'] as const;

/** The option as `customer` sees it, or null when it is disabled or not one the customer may use. */
export function publicDelivery(option: DeliveryOptionDoc, customer: { isWholesaler?: boolean | null }): PublicDelivery | null {
  if (!option.status || !deliveryOpenToRole(option, 'CUSTOMER') || !deliveryOpenToCustomer(option, customer)) return null;
  return {
    _id: option._id,
    number: option.number,
    status: option.status,
    createdAt: option.createdAt,
    updatedAt: option.updatedAt,
    name: option.name,
    customerPrice: option.customerPrice ?? 0,
    message: option.message ?? null,
  };
}
