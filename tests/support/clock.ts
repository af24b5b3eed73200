/** A clock a test moves by hand, passed to `startServer({ clock })`. */
export interface ManualClock {
  readonly now: () => Date;
  advance(ms: number): void;
}

export const MINUTE = 60_000;
export const DAY = 24 * 60 * MINUTE;

export function manualClock(start = '2026-03-02T12:00:00.000Z'): ManualClock {
  let at = Date.parse(start);
  return {
    now: () => new Date(at),
    advance(ms) {
      at += ms;
    },
  };
}
