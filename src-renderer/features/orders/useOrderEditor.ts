/**
 * Everything the order editor works with: the stored order, the working copy, the documents the
 * order planner reads (customer, products, delivery options, garages, users, taxes), the preview
 * that planner makes of the copy (preview.ts), and saving (create or update through the outbox,
 * with `useSaveForm` as every form). While the user has changed nothing, the copy follows the
 * stored order as it syncs.
 */
import { useQueries } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useApi, useDocumentQuery, useIpcQuery } from '../../app/api.js';
import { useSignedIn } from '../../app/session.js';
import { useT } from '../../i18n/i18n.js';
import { taxDefsOf } from '../../components/documents/purchasing.js';
import { useCategories, useGarages, useSplitsPackage } from '../../components/references/catalog.js';
import { useDeliveryOptions, useTaxes, useUsers } from '../../components/references/sales.js';
import { useSameItems } from '../../components/useSameItems.js';
import { useSaveForm } from '../../components/useSaveForm.js';
import type { OrderDoc, ProductDoc } from '../../components/documents/read.js';
import { createInput, EMPTY_FORM, formFromOrder, updateInput, type OrderForm } from './form.js';
import { heldDocuments } from './heldDocuments.js';
import { isEditable } from '../../components/states/orders.js';
import { linesOf, NO_CART, previewOrder, storedPreview, type OrderPreview, type PreviewInputs } from './preview.js';

/** The save's error paths each field of the copy answers for: editing the field takes its messages away. */
const ERROR_PATHS: Readonly<Record<keyof OrderForm, string>> = {
  customer: 'customer',
  partner: 'partner',
  garage: 'garage',
  items: 'cart',
  deliveryOption: 'delivery._id',
  charged: 'delivery.charged',
  phone: 'delivery.phone',
  contactEmail: 'delivery.contactEmail',
  address: 'delivery.address',
  discount: 'discount',
  notes: 'notes',
  roadmapNotes: 'roadmapNotes',
  paymentMethod: 'paymentMethod',
  isBudget: 'isBudget',
  isSupply: 'isSupply',
};

/** The products named, the same map while none of them changed, and whether every one has answered (found or not). */
function useProducts(ids: readonly string[]): { products: ReadonlyMap<string, ProductDoc>; settled: boolean } {
  const api = useApi();
  const unique = [...new Set(ids)];
  const results = useQueries({ queries: unique.map((id) => ({ queryKey: ['products', 'get', id], queryFn: () => api.product.get({ id }) })) });
  const docs = useSameItems(results.flatMap((r) => (r.data ? [r.data] : [])));
  const products = useMemo(() => new Map(docs.map((doc) => [doc._id, doc])), [docs]);
  return { products, settled: results.every((r) => !r.isPending) };
}

/** `initial` starts a new order from a form (one loaded again from a refused create). */
export function useOrderEditor(id: string | null, initial: OrderForm = EMPTY_FORM) {
  const api = useApi();
  const t = useT();
  const session = useSignedIn();
  const isPartner = session.role === 'AV';
  const orderQuery = useDocumentQuery('orders', id, () => api.order.get({ id: id ?? '' }), { enabled: id !== null });
  const order: OrderDoc | undefined = orderQuery.data ? orderQuery.data : undefined;
  const [form, setFormState] = useState<OrderForm>(initial);
  const [dirty, setDirty] = useState(false);
  const sending = useSaveForm();
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

  // As every form does (`useSaveForm.clear`): a field edited loses the messages the last save left on it.
  const { clear } = sending;
  const shownForm = useRef(form);
  useEffect(() => {
    const before = shownForm.current;
    shownForm.current = form;
    const edited = (Object.keys(ERROR_PATHS) as Array<keyof OrderForm>).filter((field) => form[field] !== before[field]).map((field) => ERROR_PATHS[field]);
    if (edited.length > 0) clear(...edited);
  }, [form, clear]);

  const taxDocs = useTaxes();
  const taxes = useMemo(() => (taxDocs ? taxDefsOf(taxDocs) : undefined), [taxDocs]);
  const options = useSameItems(useDeliveryOptions());
  const garages = useSameItems(useGarages());
  const categories = useSameItems(useCategories());
  const users = useSameItems(useUsers());
  const splits = useSplitsPackage();
  const { products, settled } = useProducts(form.items.map((i) => i.product));
  const customerQuery = useIpcQuery(['customers'], ['get', form.customer], () => api.customer.get({ id: form.customer ?? '' }), { enabled: form.customer !== null });
  const customer = form.customer !== null && customerQuery.data ? customerQuery.data : undefined;

  // Figures over products, taxes or a customer still loading would be wrong for a moment: nothing
  // is planned until every input is in — nor, for a stored order, before its copy replaces the empty form.
  const waiting = (id !== null && form === EMPTY_FORM) || taxes === undefined || !settled || (form.customer !== null && customerQuery.isPending);
  const actorId = session.user._id;
  const editable = isEditable(order, session.role);
  const inputs = useMemo<PreviewInputs | null>(
    () =>
      waiting || !editable
        ? null
        : {
            held: heldDocuments({ users, customer, products: products.values(), categories, deliveries: options, garages, order, taxes }),
            actor: { id: actorId, role: session.role },
            id,
            withPartner: !isPartner,
          },
    [waiting, editable, users, customer, products, categories, options, garages, order, taxes, actorId, session.role, id, isPartner],
  );
  const [preview, setPreview] = useState<OrderPreview | null>(null);
  useEffect(() => {
    if (inputs === null) return;
    let current = true;
    void previewOrder(form, inputs, products).then((planned) => {
      if (current) setPreview(planned);
    });
    return () => {
      current = false;
    };
  }, [form, inputs, products]);
  const stored = useMemo(() => (!editable && order ? storedPreview(form, order, products) : null), [editable, order, form, products]);
  const shown = !editable ? stored : waiting ? null : preview;
  const calculating = shown === null;
  const pricing = {
    lines: linesOf(form, shown, products, splits),
    cart: shown?.cart ?? NO_CART,
    totals: shown?.totals ?? null,
    delivery: shown?.delivery ?? null,
    discountError: shown?.discountError ?? null,
    deliveryError: shown?.deliveryError ?? null,
    blocked: shown?.blocked ?? null,
  };

  /** Saves the copy; answers the order's id, or null when the save was refused (its messages are in `sending`). */
  const save = async (): Promise<string | null> => {
    const sent = await sending.run(() => (id === null ? api.order.create(createInput(form, !isPartner)) : api.order.update({ id, ...updateInput(form, !isPartner) })), {
      action: t('write.order.save'),
      done: t('orders.saved'),
    });
    if (sent === null) return null;
    markDirty(false);
    return id ?? sent.value.id;
  };

  return {
    order,
    loading: id !== null && orderQuery.isLoading,
    missing: id !== null && orderQuery.isError,
    form,
    setForm,
    dirty,
    errors: sending.errors,
    failure: sending.failure,
    saving: sending.saving,
    customer,
    products,
    options,
    pricing,
    calculating,
    save,
  };
}

export type OrderEditorState = ReturnType<typeof useOrderEditor>;
