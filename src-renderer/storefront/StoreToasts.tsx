/**
 * The customer page's toasts, one at a time (on a phone a stack of them hides the products), where
 * `layout.ts` puts them. On a phone the one up is measured (`toastRoom.ts`) so the bottom bar grows
 * to hold it: it stands over no product.
 */
import { useMediaQuery } from '@mantine/hooks';
import { Notifications } from '@mantine/notifications';
import { useEffect, useRef, type CSSProperties } from 'react';
import { SIDE_TOASTS_FROM, toastPlace } from './layout.js';
import { setToastRoom } from './toastRoom.js';
import classes from './toasts.module.css';

export function StoreToasts() {
  const beside = useMediaQuery(`(min-width: ${SIDE_TOASTS_FROM}px)`) ?? false;
  const { position, containerWidth, bottom } = toastPlace(beside);
  // A variable alone reaches every position's container; the CSS module uses it on the bottom ones.
  const style = { '--toasts-bottom': bottom } as CSSProperties;
  const holder = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const container = holder.current?.querySelector<HTMLElement>(`[data-position="${position}"]`);
    if (beside || !container) {
      setToastRoom(0);
      return undefined;
    }
    const observer = new ResizeObserver(() => setToastRoom(container.offsetHeight));
    observer.observe(container);
    return () => {
      observer.disconnect();
      setToastRoom(0);
    };
  }, [beside, position]);
  // Not in a portal, so the containers are found here; they stand fixed to the window all the same.
  return (
    <div ref={holder}>
      <Notifications withinPortal={false} position={position} containerWidth={containerWidth} classNames={{ root: classes.toasts }} styles={{ root: style }} limit={1} autoClose={2000} />
    </div>
  );
}
