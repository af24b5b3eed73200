/**
 * A form's draft: `set` changes fields (and clears their messages), `text(key)` binds a text input,
 * `money(key)` a number input, `check(key)` a checkbox or switch, each with its field's message.
 */
import { useState, type ChangeEvent } from 'react';
import type { SaveForm } from '../../../components/useSaveForm.js';

type Keys<D, V> = { [K in keyof D]: D[K] extends V ? K : never }[keyof D] & string;

export function useDraft<D extends object>(initial: () => D, form: SaveForm) {
  const [draft, setDraft] = useState<D>(initial);
  /** `paths` names where the server reports these fields when it is not their own key (`address.street`). */
  const set = (patch: Partial<D>, paths: readonly string[] = []) => {
    setDraft((current) => ({ ...current, ...patch }));
    form.clear(...Object.keys(patch), ...paths);
  };
  const text = (key: Keys<D, string>, path: string = key) => ({
    value: draft[key] as string,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => set({ [key]: event.currentTarget.value } as Partial<D>, [path]),
    error: form.errors[path],
  });
  const money = (key: Keys<D, number | ''>) => ({
    value: draft[key] as number | '',
    onChange: (value: string | number) => set({ [key]: value === '' ? '' : Number(value) } as Partial<D>),
    error: form.errors[key],
  });
  const check = (key: Keys<D, boolean>) => ({
    checked: draft[key] as boolean,
    onChange: (event: ChangeEvent<HTMLInputElement>) => set({ [key]: event.currentTarget.checked } as Partial<D>),
    error: form.errors[key],
  });
  return { draft, set, text, money, check };
}

/** A number a form may leave blank: blank is "not given". */
export const given = (value: number | ''): number | undefined => (value === '' ? undefined : value);
