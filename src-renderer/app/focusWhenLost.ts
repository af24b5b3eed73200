/**
 * After an action whose button goes away or is disabled once it is done (a buy approved, a roadmap
 * created, orders assigned), the browser drops the focus on the page body and a keyboard user
 * starts again from the top of the page. Called once the action is done: for a few seconds (the
 * screen redraws when the replica answers) whenever the focus falls on the body it goes to
 * `target()`; while there is none yet (the created roadmap not drawn), it waits on the screen's
 * title and moves on to the target when it appears. A focus the user moved elsewhere is never taken.
 */
import { MAIN_ID } from './ScreenFocus.js';

const WATCH_MS = 5000;

function lost(): boolean {
  const active = document.activeElement;
  return active === null || active === document.body || !active.isConnected;
}

export function focusWhenLost(target: () => HTMLElement | null): void {
  const started = performance.now();
  let parked: HTMLElement | null = null;
  const look = () => {
    const waiting = lost() || (parked !== null && document.activeElement === parked);
    if (waiting) {
      const next = target();
      if (next) {
        next.focus();
        if (document.activeElement === next) return;
      } else if (lost()) {
        parked = document.querySelector<HTMLElement>(`#${MAIN_ID} h1`);
        if (parked && !parked.hasAttribute('tabindex')) parked.tabIndex = -1;
        parked?.focus();
      }
    }
    if (performance.now() - started < WATCH_MS) requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
}
