import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { Translate } from '../i18n/i18n.js';

/**
 * The buttons of a confirmation dialog, and which one holds the cursor when it opens: the action
 * itself, so Enter goes on as a keyboard clerk expects (the dialog's close button took it, and Enter
 * closed the dialog without doing anything); for an action that undoes or removes something, "Cancelar",
 * so Enter never does that by accident. Escape closes it either way.
 */
export function confirmButtons(danger: boolean): { confirmProps: Record<string, unknown>; cancelProps: Record<string, unknown> } {
  return danger ? { confirmProps: { color: 'red' }, cancelProps: { 'data-autofocus': true } } : { confirmProps: { 'data-autofocus': true }, cancelProps: {} };
}

/** Asks before an action that moves stock or money; resolves true when the user confirms. */
/** `labels`: the buttons' words when "Confirmar" would be ambiguous (a draft's own action is "Confirmar"). */
export function confirmAction(t: Translate, title: string, body: string, danger = false, labels?: { confirm: string; cancel: string }): Promise<boolean> {
  return new Promise((resolve) => {
    modals.openConfirmModal({
      title,
      children: <Text size="sm">{body}</Text>,
      labels: labels ?? { confirm: t('common.confirm'), cancel: t('common.cancel') },
      ...confirmButtons(danger),
      onConfirm: () => resolve(true),
      onCancel: () => resolve(false),
      onClose: () => resolve(false),
    });
  });
}
