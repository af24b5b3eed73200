/**
 * The order editor's working copy: what the user types, before it is priced and sent. Built from
 * an order (edit) or empty (new); turned into the create or update input the IPC takes.
 */
import { ORDER_DEFAULT_PAYMENT_METHOD, type OrderPaymentMethod } from '../../../src-shared/constants/orders.js';
import type { CustomerAddress } from '../../../src-shared/documents/customers.js';
import { orderCreateBody, orderCreateQuery, type OrderCreateInput, type OrderUpdateInput } from '../../../src-shared/schemas/order.js';
import type { CustomerDoc } from '../../components/documents/read.js';
import { orNull } from '../../components/forms/textField.js';

export interface ItemDraft {
  /** Stable React key. */
  key: string;
  product: string;
  /** Grams for WEIGHT, units for UNITY. */
  quantity: number;
  /** Null: the order decides (customer or partner wholesaler, supply order). */
  isWholesaler: boolean | null;
}

export interface AddressDraft {
  label: string;
  street: string;
  city: string;
  province: string;
}

export interface OrderForm {
  customer: string | null;
  partner: string | null;
  /** The garage the goods leave from; null: the default one (the server's call). */
  garage: string | null;
  items: ItemDraft[];
  deliveryOption: string | null;
  charged: boolean;
  phone: string;
  contactEmail: string;
  address: AddressDraft;
  /** Text while typed, so an out-of-range value can be shown with its error. */
  discount: number | string;
  notes: string;
  roadmapNotes: string;
  paymentMethod: OrderPaymentMethod;
  isBudget: boolean;
  isSupply: boolean;
}

let keys = 0;
export const newKey = (): string => `item-${(keys += 1)}`;

const EMPTY_ADDRESS: AddressDraft = { label: '', street: '', city: '', province: '' };

export const EMPTY_FORM: OrderForm = {
  customer: null,
  partner: null,
  garage: null,
  items: [],
  deliveryOption: null,
  charged: false,
  phone: '',
  contactEmail: '',
  address: EMPTY_ADDRESS,
  discount: 0,
  notes: '',
  roadmapNotes: '',
  paymentMethod: ORDER_DEFAULT_PAYMENT_METHOD,
  isBudget: false,
  isSupply: false,
};

function addressOf(address: CustomerAddress | null | undefined): AddressDraft {
  if (!address) return EMPTY_ADDRESS;
  return { label: address.label ?? '', street: address.street ?? '', city: address.city ?? '', province: address.province ?? '' };
}

/**
 * The form of an order whose create the server refused, from the body and the path that were sent
 * (a budget or a supply says so in the query); null when it is not an order's create.
 */
export function formFromSent(body: unknown, path: string): OrderForm | null {
  const sent = orderCreateBody.safeParse(body);
  const query = orderCreateQuery.safeParse(Object.fromEntries(new URLSearchParams(path.split('?')[1] ?? '')));
  if (!sent.success || !query.success) return null;
  return formFromOrder({ ...sent.data, isBudget: query.data.isBudget, isSupply: query.data.isSupply });
}

/** What of an order its form holds: a stored order, or the create that was sent for one. */
interface OrderFields {
  customer?: string | null | undefined;
  partner?: string | null | undefined;
  garage?: string | null | undefined;
  cart?: { items: ReadonlyArray<{ product: string; quantity: number; isWholesaler?: boolean | null | undefined }> } | undefined;
  delivery?:
    | { _id?: string | null | undefined; charged?: boolean | undefined; phone?: string | null | undefined; contactEmail?: string | null | undefined; address?: CustomerAddress | null | undefined }
    | null
    | undefined;
  discount?: number | undefined;
  notes?: string | null | undefined;
  roadmapNotes?: string | null | undefined;
  paymentMethod?: OrderPaymentMethod | undefined;
  isBudget?: boolean | undefined;
  isSupply?: boolean | undefined;
}

export function formFromOrder(order: OrderFields): OrderForm {
  const delivery = order.delivery;
  return {
    customer: order.customer ?? null,
    partner: order.partner ?? null,
    garage: order.garage ?? null,
    // Stored items say whether they were priced as wholesaler; an edit keeps that as it was.
    items: (order.cart?.items ?? []).map((item) => ({ key: newKey(), product: item.product, quantity: item.quantity, isWholesaler: item.isWholesaler ?? null })),
    deliveryOption: delivery?._id ?? null,
    charged: delivery?.charged ?? false,
    phone: delivery?.phone ?? '',
    contactEmail: delivery?.contactEmail ?? '',
    address: addressOf(delivery?.address),
    discount: order.discount ?? 0,
    notes: order.notes ?? '',
    roadmapNotes: order.roadmapNotes ?? '',
    paymentMethod: order.paymentMethod ?? ORDER_DEFAULT_PAYMENT_METHOD,
    isBudget: order.isBudget ?? false,
    isSupply: order.isSupply ?? false,
  };
}

/** Picking a customer fills the delivery from its record where the user left it blank. */
export function withCustomer(form: OrderForm, customer: CustomerDoc): OrderForm {
  const blank = !form.address.street && !form.address.city;
  return {
    ...form,
    customer: customer._id,
    partner: form.partner ?? customer.partner ?? null,
    phone: form.phone || (customer.phone ?? ''),
    contactEmail: form.contactEmail || (customer.contactEmail ?? customer.email ?? ''),
    address: blank ? addressOf(customer.address) : form.address,
  };
}

function common(form: OrderForm) {
  return {
    cart: { items: form.items.map((i) => ({ product: i.product, quantity: i.quantity, ...(i.isWholesaler === null ? {} : { isWholesaler: i.isWholesaler }) })) },
    paymentMethod: form.paymentMethod,
    discount: typeof form.discount === 'number' ? form.discount : Number(form.discount),
    notes: orNull(form.notes),
    roadmapNotes: orNull(form.roadmapNotes),
    // Named only when chosen: left out, a new order takes the default garage and an edit keeps its own.
    ...(form.garage ? { garage: form.garage } : {}),
  };
}

function delivery(form: OrderForm) {
  return { phone: form.phone, contactEmail: form.contactEmail, address: form.address, charged: form.charged };
}

export function createInput(form: OrderForm, withPartner: boolean): OrderCreateInput & { isBudget: boolean; isSupply: boolean } {
  return {
    customer: form.customer ?? '',
    ...common(form),
    delivery: { ...delivery(form), ...(form.deliveryOption ? { _id: form.deliveryOption } : {}) },
    ...(withPartner ? { partner: form.partner } : {}),
    isBudget: form.isBudget,
    isSupply: form.isSupply,
  };
}

/** A modify must name the delivery option (spec §5); without one the order's delivery is kept as it is. */
export function updateInput(form: OrderForm, withPartner: boolean): OrderUpdateInput {
  return {
    customer: form.customer ?? undefined,
    ...common(form),
    ...(form.deliveryOption ? { delivery: { ...delivery(form), _id: form.deliveryOption } } : {}),
    ...(withPartner ? { partner: form.partner } : {}),
  };
}
