/**
 * A record's action that is taken after the user confirms it (disable, remove, take back a third),
 * or at once when nothing is lost (enable). The outcome is told in a notification: for a queued
 * write, once the server took it (or refused it), or that it is on its way (`useWriteFeedback`).
 */
import { Button } from '@mantine/core';
import type { ReactNode } from 'react';
import { confirmAction } from '../../../components/confirm.js';
import { useWriteFeedback } from '../../../components/queuedFeedback.js';
import { useT } from '../../../i18n/i18n.js';

export interface ConfirmButtonProps {
  label: string;
  /** Asked first when given: the title and what will happen. */
  confirm?: { title: string; body: string };
  run: () => Promise<unknown>;
  success: string;
  onDone?: () => void;
  color?: string;
  disabled?: boolean;
  icon?: ReactNode;
}

export function ConfirmButton({ label, confirm, run, success, onDone, color = 'red', disabled = false, icon }: ConfirmButtonProps) {
  const t = useT();
  const feedback = useWriteFeedback();
  const act = async () => {
    if (confirm && !(await confirmAction(t, confirm.title, confirm.body, color === 'red'))) return;
    if (await feedback.run(run, { action: label, done: success })) onDone?.();
  };
  return (
    <Button variant="light" color={color} onClick={() => void act()} disabled={disabled} leftSection={icon}>
      {label}
    </Button>
  );
}
