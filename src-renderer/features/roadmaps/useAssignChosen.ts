/**
 * What a roadmap's "assign" lists share (orders, pick-ups): the rows picked with a click, and one
 * write per picked row, made one after the other with one toast for them all ("done" once the
 * server took every one). The picks are cleared once the writes are made.
 */
import { useCallback, useState } from 'react';
import { useWriteFeedback } from '../../components/queuedFeedback.js';
import { focusWhenLost } from '../../app/focusWhenLost.js';

export interface AssignChosen {
  readonly chosen: ReadonlySet<string>;
  readonly saving: boolean;
  /** Picks a row, or unpicks it. */
  readonly toggle: (id: string) => void;
  readonly assign: () => Promise<void>;
}

/**
 * `write` puts one row on the roadmap; `words` word the toast for the count written; `list` is the
 * list the rows were picked on, which keeps the focus once they are assigned (the assign button
 * is disabled then, and the focus would fall to the page body).
 */
export function useAssignChosen(write: (id: string) => Promise<unknown>, words: (count: number) => { action: string; done: string }, list: () => HTMLElement | null): AssignChosen {
  const feedback = useWriteFeedback();
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [saving, setSaving] = useState(false);
  const toggle = useCallback(
    (id: string) =>
      setChosen((current) => {
        const next = new Set(current);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      }),
    [],
  );
  const assign = async () => {
    setSaving(true);
    const written = async () => {
      const answers = [];
      for (const id of chosen) answers.push(await write(id));
      return answers;
    };
    if (await feedback.run(written, words(chosen.size))) {
      setChosen(new Set());
      focusWhenLost(list);
    }
    setSaving(false);
  };
  return { chosen, saving, toggle, assign };
}
