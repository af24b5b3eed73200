/**
 * Everything the order editor works with: the stored order, the working copy, the products, taxes,
 * customer and partner that price it, the live pricing, and saving (create or update through the
 * outbox). While the user has changed nothing, the copy follows the stored order as it syncs.
 */
import { useQueries } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { sellsAtWholesale, type DeliveryCharges } from '../../../src-shared/pricing/index.js';
import { useApi, useIpcQuery } from '../../app/api.js';
import { useSignedIn } from '../../app/session.js';
import { useT } from '../../i18n/i18n.js';
import { reportFormError } from '../../components/forms/formErrors.js';
import { createInput, EMPTY_FORM, formFromOrder, updateInput, type OrderForm } from './form.js';
import { priceForm } from './pricing.js';
import { useSplitsPackage } from '../../components/references/catalog.js';
import { useDeliveryOptions, useTaxes } from '../../components/references/sales.js';
import type { DeliveryDoc, OrderDoc, ProductDoc } from '../../components/documents/read.js';

/** Fields the editor shows errors beside; cart and delivery errors are shown by their cards. */
const EDITOR_FIELDS: ReadonlySet<string> = new Set(['customer', 'partner', 'garage', 'discount', 'notes', 'roadmapNotes']);

/** The products named, and whether every one has answered (found or not). */
function useProducts(ids: readonly string[]): { products: Map<string, ProductDoc>; settled: boolean } {
  const api = useApi();
  const unique = [...new Set(ids)];
  const results = useQueries({ queries: unique.map((id) => ({ queryKey: ['products', 'get', id], queryFn: () => api.product.get({ id }) })) });
  const map = new Map<string, ProductDoc>();
  results.forEach((r) => r.data && map.set(r.data._id, r.data));
  return { products: map, settled: results.every((r) => !r.isPending) };
}

function charges(form: OrderForm, options: readonly DeliveryDoc[], order: OrderDoc | undefined): DeliveryCharges {
  const option = options.find((o) => o._id === form.deliveryOption);
  if (option) return { charged: form.charged, contributes: option.contributes, customerPrice: option.customerPrice, partnerPrice: option.partnerPrice };
  const stored = order?.delivery;
  if (stored && stored._id === form.deliveryOption) return { ...stored, charged: form.charged };
  return { charged: form.charged };
}

export function useOrderEditor(id: string | null) {
  const api = useApi();
  const t = useT();
  const session = useSignedIn();
  const isPartner = session.role === 'AV';
  const orderQuery = useIpcQuery(['orders'], ['get', id], () => api.order.get({ id: id ?? '' }), { enabled: id !== null });
  const order = orderQuery.data ? orderQuery.data : undefined;
  const [form, setFormState] = useState<OrderForm>(EMPTY_FORM);
  const [dirty, setDirty] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  // The copy follows each new version of the stored order while the user has changed nothing. Only a
  // new version is copied, never the one on screen when a save ends: that one predates the save, and
  // copying it reverted the saved change on screen (and in the next save, had the user typed on).
  const dirtyRef = useRef(false);
  useEffect(() => {
    if (order && !dirtyRef.current) setFormState(formFromOrder(order));
  }, [order]);
  const markDirty = useCallback((value: boolean) => {
    dirtyRef.current = value;
    setDirty(value);
  }, []);
  const setForm = useCallback(
    (change: (current: OrderForm) => OrderForm) => {
      markDirty(true);
      setFormState(change);
    },
    [markDirty],
  );

  const taxes = useTaxes();
  const options = useDeliveryOptions();
  const splits = useSplitsPackage();
  const { products, settled } = useProducts(form.items.map((i) => i.product));
  const { data: customerDoc } = useIpcQuery(['customers'], ['get', form.customer], () => api.customer.get({ id: form.customer ?? '' }), { enabled: form.customer !== null });
  const customer = customerDoc ? customerDoc : undefined;
  const partnerId = isPartner ? session.user._id : form.partner;
  const { data: partnerDoc } = useIpcQuery(['users'], ['get', partnerId], () => api.user.get({ id: partnerId ?? '' }), { enabled: partnerId !== null && !isPartner });
  const partner = isPartner ? session.user : partnerDoc ? partnerDoc : undefined;
  const wholesaler = sellsAtWholesale(customer, partner);

  const delivery = useMemo(() => charges(form, options, order), [form, options, order]);
  const pricing = useMemo(
    () => priceForm(form, { products, taxes: taxes ?? [], wholesaler, previous: order?.cart?.items ?? [], delivery, splits }),
    [form, products, taxes, wholesaler, order, delivery, splits],
  );

  const save = async (): Promise<string | null> => {
    setErrors({});
    try {
      if (id === null) {
        const written = await api.order.create(createInput(form, !isPartner));
        markDirty(false);
        return written.id;
      }
      await api.order.update({ id, ...updateInput(form, !isPartner) });
      markDirty(false);
      return id;
    } catch (error) {
      setErrors(reportFormError(error, t, (path) => EDITOR_FIELDS.has(path) || path.startsWith('cart') || path.startsWith('delivery.')));
      return null;
    }
  };

  // Totals over products or taxes still loading would be wrong figures for a moment: none are shown
  // until every input is in — nor, for a stored order, before its copy replaces the empty form.
  const calculating = (id !== null && form === EMPTY_FORM) || taxes === undefined || !settled;

  return {
    order,
    loading: id !== null && orderQuery.isLoading,
    missing: id !== null && orderQuery.isError,
    form,
    setForm,
    dirty,
    errors,
    customer,
    products,
    options,
    delivery,
    pricing,
    calculating,
    save,
    taxesReady: taxes !== undefined,
  };
}

export type OrderEditorState = ReturnType<typeof useOrderEditor>;
