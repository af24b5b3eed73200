import { notifications } from '@mantine/notifications';
import type { Translate } from '../i18n/i18n.js';
import { errorMessage } from './errors.js';

export function notifySaved(message: string): void {
  notifications.show({ color: 'teal', message });
}

export function notifyError(error: unknown, t: Translate): void {
  notifications.show({ color: 'red', title: t('common.error'), message: errorMessage(error, t), autoClose: 8000 });
}

/** Runs an action, telling the user how it went; answers whether it succeeded. */
export async function withFeedback(action: () => Promise<unknown>, t: Translate, success: string): Promise<boolean> {
  try {
    await action();
    notifySaved(success);
    return true;
  } catch (error) {
    notifyError(error, t);
    return false;
  }
}
