/**
 * Ctrl+N opens a new order from any screen that has no "new" of its own (the dashboard, a report):
 * orders are what the back office takes most. A screen's own Ctrl+N (a new buy on the buys screen)
 * handles the key first and marks it handled, so this one, listening last on the window, stays out.
 */
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { useMay } from '../../components/access.js';

const TYPING: ReadonlySet<string> = new Set(['INPUT', 'TEXTAREA', 'SELECT']);

export function useNewOrderHotkey(): void {
  const may = useMay();
  const [location, navigate] = useLocation();
  const inOrders = location === '/orders' || location.startsWith('/orders/');
  const allowed = may('order.create');
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
