/**
 * Where the shell puts its parts, for the pieces that must keep clear of one another: the side
 * navigation's width (Shell), and where toasts stand (App). Toasts go bottom-left, just past the
 * navigation, over the main column: an order's "Totales" card and its side column sit on the
 * right, its actions in the header, and a toast on the right hid the totals at 1366×768.
 */
import type { NotificationsProps } from '@mantine/notifications';
import type { CSSProperties } from 'react';
import classes from './toasts.module.css';

export const NAVBAR_WIDTH = 230;

/** Narrower than Mantine's 440 px, so two lines fit a reason without reaching the side column. */
const TOAST_WIDTH = 400;

/**
 * Bottom-left, where `toasts.module.css` moves that position's container alone past the
 * navigation; a variable alone is given to every container, which only that rule reads.
 */
export const TOASTS: Pick<NotificationsProps, 'position' | 'containerWidth' | 'classNames' | 'styles'> = {
  position: 'bottom-left',
  containerWidth: TOAST_WIDTH,
  classNames: { root: classes.toasts },
  styles: { root: { '--toasts-left': `calc(${NAVBAR_WIDTH}px + var(--mantine-spacing-md))` } as CSSProperties },
};
