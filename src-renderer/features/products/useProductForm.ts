/**
 * The product editor's state: the working copy, the tax base it prices with (typed, or its
 * components' cost for a mixed product), per-field errors, and saving through the outbox (create or
 * update). Fields are checked with the shared schema first; the server's refusals land per field too.
 */
import { useCallback, useState } from 'react';
import { useLocation } from 'wouter';
import type { TaxDef } from '../../../src-shared/pricing/index.js';
import { productCreateBody, productUpdateBody } from '../../../src-shared/schemas/product.js';
import { useApi } from '../../app/api.js';
import { useSaveForm } from '../../components/useSaveForm.js';
import { useT } from '../../i18n/i18n.js';
import { createBody, draftOf, emptyDraft, updateBody, type NumberField, type ProductDraft } from './productDraft.js';
import { useMixedComponents } from './useMixedComponents.js';
import { checkForm } from './validation.js';
import type { ProductDoc } from '../../components/documents/read.js';

/** `initial` starts a new product from a draft (one loaded again from a refused create). */
export function useProductForm(product: ProductDoc | null, taxes: readonly TaxDef[], initial?: ProductDraft) {
  const t = useT();
  const api = useApi();
  const [, navigate] = useLocation();
  const [draft, setDraft] = useState<ProductDraft>(() => (product ? draftOf(product, taxes) : (initial ?? emptyDraft())));
  const form = useSaveForm();
  // Clearing only sets the form's errors: the first render's is as good as any for `set`.
  const { clear } = form;
  const mixed = useMixedComponents(draft);
  const taxBase: NumberField = draft.isMixed ? mixed.taxBase : draft.taxBase;

  /** Changes fields; their messages (named by the paths given, or by the fields) go away. */
  const set = useCallback((patch: Partial<ProductDraft>, paths?: readonly string[]) => {
    setDraft((current) => ({ ...current, ...patch }));
    clear(...(paths ?? Object.keys(patch).map((k) => (k === 'components' || k === 'isMixed' ? 'mixed' : k))));
  }, []);

  const save = async (): Promise<void> => {
    const body = product ? updateBody(draft, taxBase) : createBody(draft, taxBase);
    const checked = checkForm(product ? productUpdateBody : productCreateBody, body, t);
    if (!checked.ok) return form.invalid(checked.errors);
    if (product) {
      await form.run(() => api.product.update({ ...updateBody(draft, taxBase), id: product._id }), { action: t('write.product.update'), done: t('stock.product.saved') });
      return;
    }
    const written = await form.run(() => api.product.create(createBody(draft, taxBase)), { action: t('write.product.create'), done: t('stock.product.created') });
    if (written) navigate(`/${written.value.id ?? ''}`, { replace: true });
  };

  return { draft, set, errors: form.errors, failure: form.failure, saving: form.saving, save, taxBase, components: mixed.products };
}

export type ProductForm = ReturnType<typeof useProductForm>;
