import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { Translate } from '../i18n/i18n.js';

/** Asks before an action that moves stock or money; resolves true when the user confirms. */
/** `labels`: the buttons' words when "Confirmar" would be ambiguous (a draft's own action is "Confirmar"). */
export function confirmAction(t: Translate, title: string, body: string, danger = false, labels?: { confirm: string; cancel: string }): Promise<boolean> {
  return new Promise((resolve) => {
    modals.openConfirmModal({
      title,
      children: <Text size="sm">{body}</Text>,
      labels: labels ?? { confirm: t('common.confirm'), cancel: t('common.cancel') },
      confirmProps: danger ? { color: 'red' } : {},
      onConfirm: () => resolve(true),
      onCancel: () => resolve(false),
      onClose: () => resolve(false),
    });
  });
}
