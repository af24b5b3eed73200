/**
 * How tall the toast standing in the customer page's bottom bar is (0: none there), so the bar
 * grows to hold it (`bottomBarHeight`): StoreToasts measures it, the page's shell reads it.
 */
import { useSyncExternalStore } from 'react';

let height = 0;
const listeners = new Set<() => void>();

export function setToastRoom(next: number): void {
  if (next === height) return;
  height = next;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const current = () => height;

export function useToastRoom(): number {
  return useSyncExternalStore(subscribe, current);
}
