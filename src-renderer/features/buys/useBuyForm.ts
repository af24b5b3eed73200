/**
 * The state of the buy editor: the draft, its edits, the errors beside each field (checked first
 * with the shared schema, then whatever the IPC router or the server says), and saving it.
 */
import { useState } from 'react';
import { useLocation } from 'wouter';
import { buyCreateBody, buyReplaceBody } from '../../../src-shared/schemas/buy.js';
import { useApi } from '../../app/api.js';
import { useT, type Translate } from '../../i18n/i18n.js';
import { defaultQuantity, draftBody, type BuyDraft, type DraftItem, type DraftWithdrawal } from './draft.js';
import type { PricedLine } from './useBuyPricing.js';
import { checkForm, type FieldErrors } from '../../components/forms/checkForm.js';
import { useSaveForm } from '../../components/useSaveForm.js';
import { translateText } from '../../components/errors.js';
import type { ProductDoc } from '../../components/documents/read.js';

export interface BuyForm {
  draft: BuyDraft;
  errors: FieldErrors;
  /** What went wrong when no field says it (or that the fields do). */
  failure: string | null;
  dirty: boolean;
  saving: boolean;
  setProvider: (provider: string | null) => void;
  addProduct: (product: ProductDoc) => void;
  setItem: (index: number, patch: Partial<DraftItem>) => void;
  removeItem: (index: number) => void;
  setWithdrawal: (withdrawal: DraftWithdrawal) => void;
  setAssignment: (patch: Partial<Pick<BuyDraft, 'partner' | 'garage' | 'isBudget'>>) => void;
  setNotes: (notes: string) => void;
  save: (lines: readonly PricedLine[]) => Promise<void>;
}

/** Quantities the schema cannot judge without the product (whole grams, whole units unless split, the largest one): the line's own reason. */
function quantityErrors(lines: readonly PricedLine[], t: Translate): FieldErrors {
  const errors: FieldErrors = {};
  lines.forEach((line, index) => {
    if (line.error) errors[`cart.items.${index}.quantity`] = translateText(line.error, t, { withField: false });
  });
  return errors;
}

/** `id` is the stored buy being edited; without it the form creates one. */
export function useBuyForm(initial: BuyDraft, id: string | null): BuyForm {
  const t = useT();
  const api = useApi();
  const [, navigate] = useLocation();
  const [saved, setSaved] = useState(initial);
  const [draft, setDraft] = useState(initial);
  const form = useSaveForm();
  const edit = (next: BuyDraft, fields: readonly string[]) => {
    setDraft(next);
    form.clear(...fields);
  };
  const setItems = (items: DraftItem[]) => edit({ ...draft, items }, ['cart']);

  const save = async (lines: readonly PricedLine[]) => {
    const body = draftBody(draft);
    const checked = checkForm(id ? buyReplaceBody : buyCreateBody, body, t);
    const found = { ...quantityErrors(lines, t), ...(checked.ok ? {} : checked.errors) };
    if (!checked.ok || Object.keys(found).length > 0) return form.invalid(found);
    const provider = body.provider ?? '';
    if (id) {
      if (await form.run(() => api.buy.replace({ ...body, provider, id }), { action: t('write.buy.update'), done: t('buys.saved') })) setSaved(draft);
      return;
    }
    const written = await form.run(() => api.buy.create({ ...body, provider }), { action: t('write.buy.create'), done: t('buys.created') });
    if (written) navigate(`/${written.value.id ?? ''}`, { replace: true });
  };

  return {
    draft,
    errors: form.errors,
    failure: form.failure,
    dirty: JSON.stringify(draft) !== JSON.stringify(saved),
    saving: form.saving,
    setProvider: (provider) => edit({ ...draft, provider }, ['provider']),
    addProduct: (product) => {
      const index = draft.items.findIndex((i) => i.product === product._id);
      if (index < 0) return setItems([...draft.items, { product: product._id, quantity: defaultQuantity(product), unitCost: null }]);
      // The same product again adds to its line, as scanning it twice would.
      setItems(draft.items.map((item, i) => (i === index ? { ...item, quantity: item.quantity + defaultQuantity(product) } : item)));
    },
    setItem: (index, patch) => edit({ ...draft, items: draft.items.map((item, i) => (i === index ? { ...item, ...patch } : item)) }, [`cart.items.${index}`]),
    removeItem: (index) => setItems(draft.items.filter((_, i) => i !== index)),
    setWithdrawal: (withdrawal) => edit({ ...draft, withdrawal }, ['withdrawal']),
    setAssignment: (patch) => edit({ ...draft, ...patch }, Object.keys(patch)),
    setNotes: (notes) => edit({ ...draft, notes }, ['notes']),
    save,
  };
}
