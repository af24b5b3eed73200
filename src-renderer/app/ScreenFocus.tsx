/**
 * What a keyboard or screen reader user needs when screens change without a page load: a skip
 * link past the navigation, and on every route change the focus on the new screen's title (its
 * h1, `tabIndex={-1}`) with the title announced — otherwise focus falls to the page body when the
 * old screen unmounts ("Nuevo pedido", a save that opens the saved document) and nothing is said.
 */
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { useT } from '../i18n/i18n.js';
import classes from './a11y.module.css';

/** Where the skip link lands, and where the new screen's title is looked for. */
export const MAIN_ID = 'main-content';
/** A screen may draw its title only once its document is read: looked for this long. */
const TITLE_WAIT_MS = 3000;

function screenTitle(): HTMLElement | null {
  return document.querySelector<HTMLElement>(`#${MAIN_ID} h1`);
}

/**
 * A field the new screen focused on its own (the order editor's customer search) keeps the focus,
 * and so does anything in a dialog opened meanwhile (Ctrl+N on a busy PC can open one before the
 * title is found): taking it away would close a picker and drop what the clerk had typed.
 */
function screenFocusedAField(): boolean {
  const active = document.activeElement;
  if (!(active instanceof HTMLElement) || active === document.body) return false;
  if (active.closest('[role="dialog"]')) return true;
  return !!active.closest(`#${MAIN_ID}`) && active.matches('input, textarea, select, [role="combobox"]');
}

function focusTitle(title: HTMLElement): void {
  if (!title.hasAttribute('tabindex')) title.tabIndex = -1;
  title.focus({ preventScroll: false });
}

export function SkipLink() {
  const t = useT();
  return (
    <a
      href={`#${MAIN_ID}`}
      className={classes.skipLink}
      onClick={(event) => {
        // The address's hash is the app's own (the browser host's secret): focus, never navigate.
        event.preventDefault();
        const target = screenTitle() ?? document.getElementById(MAIN_ID);
        if (target) focusTitle(target);
      }}
    >
      {t('common.skipToContent')}
    </a>
  );
}

/** Moves focus to the new screen's title and announces it (a polite live region). */
export function RouteAnnouncer() {
  const [location] = useLocation();
  const [said, setSaid] = useState('');
  const opened = useRef(false);
  useEffect(() => {
    // The first screen after sign-in is where focus starts anyway; only a change is announced.
    if (!opened.current) {
      opened.current = true;
      return;
    }
    const started = performance.now();
    let frame = 0;
    // A title may still change once shown (a saved order's "Pedido N.º …" gets its number when it
    // syncs): what it then says is announced too.
    let retitled: MutationObserver | null = null;
    const look = () => {
      const title = screenTitle();
      if (title) {
        if (!screenFocusedAField()) focusTitle(title);
        setSaid(title.textContent ?? '');
        retitled = new MutationObserver(() => setSaid(title.textContent ?? ''));
        retitled.observe(title, { subtree: true, childList: true, characterData: true });
      } else if (performance.now() - started < TITLE_WAIT_MS) {
        frame = requestAnimationFrame(look);
      }
    };
    frame = requestAnimationFrame(look);
    return () => {
      cancelAnimationFrame(frame);
      retitled?.disconnect();
    };
  }, [location]);
  return (
    <div className={classes.srOnly} role="status" aria-live="polite" aria-atomic="true" data-testid="route-announcer">
      {said}
    </div>
  );
}
