/**
 * Where the customer page puts its parts: the header with the shop's name, the tab bar at the
 * bottom, the content column between them, and where toasts stand so they cover none of it. On a
 * phone the bottom bar grows to hold a toast above the tabs, and the content ends above it (a toast
 * once stood top-centre, over the shop's name, then just above the tabs, over a strip of the
 * products); where the window leaves room beside the column (1366 px) it sits in that margin, over
 * nothing.
 */
import type { NotificationsProps } from '@mantine/notifications';

export const HEADER_HEIGHT = 52;
export const TAB_BAR_HEIGHT = 60;
/** The content column's width (Mantine's `sm` container). */
export const CONTENT_WIDTH = 720;
/** A toast beside the column: 300 px and its 16 px margin fit the 323 px each side leaves at 1366 px. */
const SIDE_TOAST_WIDTH = 300;
const TOAST_MARGIN = 16;
/** The room left above and below a toast standing in the bottom bar. */
const BAR_TOAST_GAP = 8;
/** Mantine's own width, which a phone narrows to its own less the margins. */
const TOAST_WIDTH = 440;

/** The narrowest window with room for a toast beside the column. */
export const SIDE_TOASTS_FROM = CONTENT_WIDTH + 2 * (SIDE_TOAST_WIDTH + TOAST_MARGIN);

type ToastPlace = Pick<NotificationsProps, 'position' | 'containerWidth'> & { bottom: string };

/**
 * Toasts above the tabs (`bottom`, for `toasts.module.css`): centred on a phone, within the bottom
 * bar (`bottomBarHeight` makes room for it); in the right-hand margin (Mantine's 16 px from the
 * edge) when `beside` the column fits.
 */
export function toastPlace(beside: boolean): ToastPlace {
  return beside
    ? { position: 'bottom-right', containerWidth: SIDE_TOAST_WIDTH, bottom: `${TAB_BAR_HEIGHT + TOAST_MARGIN}px` }
    : { position: 'bottom-center', containerWidth: TOAST_WIDTH, bottom: `${TAB_BAR_HEIGHT + BAR_TOAST_GAP}px` };
}

/** The bottom bar's height: the tab bar, and the toast standing in it on a phone (`toastHeight`, 0: none) with room around it. */
export function bottomBarHeight(toastHeight: number): number {
  return toastHeight > 0 ? TAB_BAR_HEIGHT + toastHeight + 2 * BAR_TOAST_GAP : TAB_BAR_HEIGHT;
}
