/**
 * Where the shell puts its parts, for the pieces that must keep clear of one another: the side
 * navigation's width (Shell), and where toasts stand (App). Toasts go bottom-left, just past the
 * navigation, over the main column: an order's "Totales" card and its side column sit on the
 * right, its actions in the header, and a toast on the right hid the totals at 1366×768.
 */
import type { NotificationsProps } from '@mantine/notifications';

export const NAVBAR_WIDTH = 230;

/** Narrower than Mantine's 440 px, so two lines fit a reason without reaching the side column. */
const TOAST_WIDTH = 400;

export const TOASTS: Pick<NotificationsProps, 'position' | 'containerWidth' | 'styles'> = {
  position: 'bottom-left',
  containerWidth: TOAST_WIDTH,
  styles: { root: { left: `calc(${NAVBAR_WIDTH}px + var(--mantine-spacing-md))` } },
};
