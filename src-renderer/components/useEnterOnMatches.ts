/**
 * Enter in a search picker acts on the matches for the text typed. Pressed before they have arrived
 * (a fast typist, a busy PC), the highlighted option is still one of the matches for the text before,
 * or the list is empty while the new search runs: Mantine's Enter would pick the wrong one or be
 * lost. Here it waits instead, and picks the best match (the first) once the matches for the text
 * arrive; typing again in the meantime cancels it. With the matches current, Enter picks the
 * highlighted option, wherever the arrows moved it.
 */
import type { ComboboxStore } from '@mantine/core';
import { useEffect, useRef, type KeyboardEvent, type RefObject } from 'react';

const listOf = (listId: string | null) => (listId ? document.getElementById(listId) : null);
const firstIn = (list: HTMLElement | null) => list?.querySelector<HTMLElement>('[data-combobox-option]:not([data-combobox-disabled])') ?? null;

/**
 * Clicks the option highlighted in the list (`data-combobox-selected`, what the user sees), else —
 * unless `highlightedOnly` (a Select one cannot type in) — its first one.
 */
function clickHighlightedOrFirst(listId: string | null, highlightedOnly = false): boolean {
  const list = listOf(listId);
  if (!list) return false;
  const highlighted = list.querySelector<HTMLElement>('[data-combobox-selected]');
  const option = highlighted ?? (highlightedOnly ? null : firstIn(list));
  option?.click();
  return option !== null;
}

/**
 * Enter in a searchable `Select` (the theme's `onKeyDownCapture`): picks the option the user sees
 * highlighted, else the first match. Mantine's own Enter clicks the option at the index its store
 * keeps, which can lag behind the list drawn — Enter then picked nothing while a match showed
 * highlighted — so the list on screen decides instead. Taken in the capture phase and
 * stopped there, so Mantine's handler does not click a second time (a second click deselects).
 * With the list closed it leaves Enter alone.
 */
export function enterPicksHighlighted(event: KeyboardEvent<HTMLInputElement>): void {
  if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
  const input = event.currentTarget;
  if (!clickHighlightedOrFirst(input.getAttribute('aria-controls'), input.readOnly)) return;
  event.preventDefault();
  event.stopPropagation();
}

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
  /** The Select's `onKeyDownCapture`: it replaces the theme's `enterPicksHighlighted`. */
  onKeyDownCapture: (event: KeyboardEvent<HTMLInputElement>) => void;
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
  useEffect(() => {
    if (!current || waitingIn.current === null) return;
    const listId = waitingIn.current;
    waitingIn.current = null;
    clickHighlightedOrFirst(listId);
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
    onKeyDownCapture: (event) => {
      if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
      if (current) {
        enterPicksHighlighted(event);
        return;
      }
      event.preventDefault();
      event.stopPropagation();
      waitingIn.current = event.currentTarget.getAttribute('aria-controls');
    },
    cancel: () => {
      waitingIn.current = null;
    },
  };
}
