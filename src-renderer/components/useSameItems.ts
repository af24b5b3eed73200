/** The same array while its items are the same ones, so what is built from it is not built again each render. */
import { useRef } from 'react';

export function useSameItems<T>(items: readonly T[]): readonly T[] {
  const kept = useRef<readonly T[]>(items);
  if (kept.current.length !== items.length || kept.current.some((item, i) => item !== items[i])) kept.current = items;
  return kept.current;
}
