/**
 * Enter in a search picker acts on the matches for the text typed. Pressed before they have arrived
 * (a fast typist, a busy PC), the highlighted option is still one of the matches for the text before,
 * or the list is empty while the new search runs: Mantine's Enter would pick the wrong one or be
 * lost. Here it waits instead, and picks the best match (the first) once the matches for the text
 * arrive; typing again in the meantime cancels it. With the matches current, Enter is Mantine's own:
 * it picks the highlighted option, wherever the arrows moved it.
 */
import type { ComboboxStore } from '@mantine/core';
import { useEffect, useRef, type KeyboardEvent, type RefObject } from 'react';

export interface EnterOnMatches {
  /** The input's key handler; it runs before Mantine's. */
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
  /** Call when the text changes: an Enter still waiting was for the text before. */
  cancel: () => void;
}

/**
 * `current`: the matches shown are the answer for the text now typed. `first`: the best of them.
 * `pick`: what choosing an option does.
 */
export function useEnterOnMatches(combobox: ComboboxStore, current: boolean, first: string | undefined, pick: (id: string) => void): EnterOnMatches {
  const waiting = useRef(false);
  useEffect(() => {
    if (!current || !waiting.current) return;
    waiting.current = false;
    if (first !== undefined) pick(first);
  }, [current, first]);

  return {
    onKeyDown: (event) => {
      if (current || event.key !== 'Enter' || event.nativeEvent.isComposing) return;
      event.preventDefault();
      // Nothing highlighted, so Mantine's handler, next, leaves the outdated option alone.
      combobox.resetSelectedOption();
      waiting.current = true;
    },
    cancel: () => {
      waiting.current = false;
    },
  };
}

/**
 * The same for a searchable Mantine `Select` over a search (a provider, a driver): its store is its
 * own, and it highlights nothing as the user types, so Enter chose nothing until ArrowDown moved to a
 * match. Here Enter with nothing highlighted picks the first match listed — at once when the matches
 * are for the text typed (`current`), else once they arrive — by clicking it, so the Select does
 * everything a pick does (value, label, closing). An option the arrows highlighted is left to Mantine.
 * `typed`: the text is a search the user typed (not the chosen option's label); the matches for it,
 * once current, get their first one highlighted — the way the arrows would, so a screen reader
 * hears it (`aria-activedescendant`) and ArrowDown goes on to the second — when `ref` is the Select's.
 */
export function useEnterPicksFirst(
  current: boolean,
  typed = false,
): {
  ref: RefObject<HTMLInputElement | null>;
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
  cancel: () => void;
  /**
   * For the Select: the matches arrive after the text changes, so the first is highlighted here once
   * they are in, not by the theme's default, which would take the first of the matches for the text
   * before.
   */
  selectFirstOptionOnChange: false;
} {
  const ref = useRef<HTMLInputElement>(null);
  const waitingIn = useRef<string | null>(null);
  const listOf = (listId: string | null) => (listId ? document.getElementById(listId) : null);
  const firstIn = (list: HTMLElement | null) => list?.querySelector<HTMLElement>('[data-combobox-option]:not([data-combobox-disabled])') ?? null;
  const clickFirst = (listId: string | null): boolean => {
    const list = listOf(listId);
    if (!list || list.querySelector('[data-combobox-selected]')) return false;
    const first = firstIn(list);
    first?.click();
    return first !== null;
  };
  useEffect(() => {
    if (!current || waitingIn.current === null) return;
    const listId = waitingIn.current;
    waitingIn.current = null;
    clickFirst(listId);
  });
  useEffect(() => {
    const input = ref.current;
    if (!current || !typed || !input) return;
    const list = listOf(input.getAttribute('aria-controls'));
    if (!list || list.querySelector('[data-combobox-selected]') || !firstIn(list)) return;
    // Mantine's own ArrowDown, from nothing highlighted to the first option: its store, its
    // highlight and its aria-activedescendant then agree.
    input.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', code: 'ArrowDown', bubbles: true }));
  });
  return {
    ref,
    selectFirstOptionOnChange: false,
    onKeyDown: (event) => {
      if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
      const listId = event.currentTarget.getAttribute('aria-controls');
      if (!current) {
        event.preventDefault();
        waitingIn.current = listId;
      } else if (clickFirst(listId)) event.preventDefault();
    },
    cancel: () => {
      waitingIn.current = null;
    },
  };
}
