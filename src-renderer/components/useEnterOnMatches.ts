/**
 * Enter in a search picker acts on the matches for the text typed. Pressed before they have arrived
 * (a fast typist, a busy PC), the highlighted option is still one of the matches for the text before,
 * or the list is empty while the new search runs: Mantine's Enter would pick the wrong one or be
 * lost. Here it waits instead, and picks the best match (the first) once the matches for the text
 * arrive; typing again in the meantime cancels it. With the matches current, Enter is Mantine's own:
 * it picks the highlighted option, wherever the arrows moved it.
 */
import type { ComboboxStore } from '@mantine/core';
import { useEffect, useRef, type KeyboardEvent } from 'react';

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
