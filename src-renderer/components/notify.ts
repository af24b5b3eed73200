import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconCheck, IconInfoCircle } from '@tabler/icons-react';
import { createElement, type ReactNode } from 'react';
import type { Translate } from '../i18n/i18n.js';
import { errorMessage } from './errors.js';

/**
 * Every screen's toasts come from here, so a success, an error and a notice look and last the same
 * everywhere (one colour, one icon each; an error stays longer, it has more to read).
 */
const TOAST = {
  success: { color: 'teal', icon: IconCheck, autoClose: 4000 },
  error: { color: 'red', icon: IconAlertCircle, autoClose: 8000 },
  info: { color: 'blue', icon: IconInfoCircle, autoClose: 6000 },
} as const;

type ToastKind = keyof typeof TOAST;

/** What a toast of a kind shows: its colour and icon, how long it stays, its title and message. */
function looksOf(kind: ToastKind, message: ReactNode, options: { title?: string; autoClose?: number }) {
  const style = TOAST[kind];
  return { color: style.color, icon: createElement(style.icon, { size: 18 }), autoClose: options.autoClose ?? style.autoClose, title: options.title, message };
}

/** Shows a toast of a kind; answers its id (to close it early, as an undo does). */
export function notify(kind: ToastKind, message: ReactNode, options: { title?: string; autoClose?: number } = {}): string {
  return notifications.show(looksOf(kind, message, options));
}

/** A toast that waits (a spinner, no timeout) until `settleNotice` turns it into its outcome; `id` names it for whoever closes it. */
export function notifyWaiting(message: ReactNode, id?: string): string {
  return notifications.show({ id, loading: true, autoClose: false, withCloseButton: false, message });
}

/** The waiting toast `id` becomes a toast of `kind`, closing as that kind does. */
export function settleNotice(id: string, kind: ToastKind, message: ReactNode, options: { title?: string; autoClose?: number } = {}): void {
  notifications.update({ id, loading: false, withCloseButton: true, ...looksOf(kind, message, options) });
}

export function closeNotice(id: string): void {
  notifications.hide(id);
}

/** Clears the toasts on screen, for a new one that replaces them (a cart's "added"). */
export function clearNotices(): void {
  notifications.clean();
}

export function notifySaved(message: string): void {
  notify('success', message);
}

/** An error already put in words. */
export function notifyFailure(message: string, t: Translate): void {
  notify('error', message, { title: t('common.error') });
}

export function notifyError(error: unknown, t: Translate): void {
  notifyFailure(errorMessage(error, t), t);
}
