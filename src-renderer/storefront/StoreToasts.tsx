/** The customer page's toasts, one at a time (on a phone a stack of them hides the products), where `layout.ts` puts them. */
import { useMediaQuery } from '@mantine/hooks';
import { Notifications } from '@mantine/notifications';
import type { CSSProperties } from 'react';
import { SIDE_TOASTS_FROM, toastPlace } from './layout.js';
import classes from './toasts.module.css';

export function StoreToasts() {
  const beside = useMediaQuery(`(min-width: ${SIDE_TOASTS_FROM}px)`) ?? false;
  const { position, containerWidth, bottom } = toastPlace(beside);
  // A variable alone reaches every position's container; the CSS module uses it on the bottom ones.
  const style = { '--toasts-bottom': bottom } as CSSProperties;
  return <Notifications position={position} containerWidth={containerWidth} classNames={{ root: classes.toasts }} styles={{ root: style }} limit={1} autoClose={2000} />;
}
