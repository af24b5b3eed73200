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
import { notifyError, notifySaved } from '../../components/notify.js';
import { useT } from '../../i18n/i18n.js';
import { createBody, draftOf, emptyDraft, updateBody, type NumberField, type ProductDraft } from './productDraft.js';
import { useMixedComponents } from './useMixedComponents.js';
import { checkForm, clearedErrors, serverFieldErrors, type FieldErrors } from './validation.js';
import type { ProductDoc } from '../../components/documents/read.js';

export function useProductForm(product: ProductDoc | null, taxes: readonly TaxDef[]) {
  const t = useT();
  const api = useApi();
  const [, navigate] = useLocation();
  const [draft, setDraft] = useState<ProductDraft>(() => (product ? draftOf(product, taxes) : emptyDraft()));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const mixed = useMixedComponents(draft);
  const taxBase: NumberField = draft.isMixed ? mixed.taxBase : draft.taxBase;

  /** Changes fields; their messages (named by the paths given, or by the fields) go away. */
  const set = useCallback((patch: Partial<ProductDraft>, paths?: readonly string[]) => {
    setDraft((current) => ({ ...current, ...patch }));
    setErrors((current) => clearedErrors(current, paths ?? Object.keys(patch).map((k) => (k === 'components' || k === 'isMixed' ? 'mixed' : k))));
  }, []);

  const save = async (): Promise<void> => {
    if (saving) return;
    const body = product ? updateBody(draft, taxBase) : createBody(draft, taxBase);
    const checked = checkForm(product ? productUpdateBody : productCreateBody, body, t);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      if (product) {
        await api.products.update({ ...updateBody(draft, taxBase), id: product._id });
        notifySaved(t('stock.product.saved'));
      } else {
        const written = await api.products.create(createBody(draft, taxBase));
        notifySaved(t('stock.product.created'));
        navigate(`/${written.id ?? ''}`, { replace: true });
      }
    } catch (error) {
      const fields = serverFieldErrors(error, t);
      setErrors(fields);
      if (Object.keys(fields).length === 0) notifyError(error, t);
    } finally {
      setSaving(false);
    }
  };

  return { draft, set, errors, saving, save, taxBase, components: mixed.products };
}

export type ProductForm = ReturnType<typeof useProductForm>;
