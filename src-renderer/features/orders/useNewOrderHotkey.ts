/**
 * Ctrl+N opens a new order on the screens `opensOrderAt` names (the Shell passes
 * `app/newHotkey.ts`, where each screen's Ctrl+N is decided): the dashboard, a report. The orders
 * screen's own Ctrl+N handles the key first and marks it handled, so this one, listening last on
 * the window, stays out there; in an order's field it is this one that answers.
 */
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { useMay } from '../../components/access.js';

const TYPING: ReadonlySet<string> = new Set(['INPUT', 'TEXTAREA', 'SELECT']);

export function useNewOrderHotkey(opensOrderAt: (location: string) => boolean): void {
  const may = useMay();
  const [location, navigate] = useLocation();
  const inOrders = location === '/orders' || location.startsWith('/orders/');
  const allowed = may('order.create') && opensOrderAt(location);
  useEffect(() => {
    if (!allowed) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || !(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey || event.key.toLowerCase() !== 'n') return;
      // In a field of another screen's form the key is that form's, like the screens' own shortcuts.
      const target = event.target as HTMLElement | null;
      if (target && TYPING.has(target.tagName) && !inOrders) return;
      event.preventDefault();
      navigate('/orders/new');
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [allowed, inOrders, navigate]);
}
