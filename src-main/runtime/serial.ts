/** Runs async steps one after another, in call order, whatever each one's outcome. */
export function serial(): <T>(step: () => Promise<T>) => Promise<T> {
  let tail: Promise<unknown> = Promise.resolve();
  return (step) => {
    const run = tail.then(step, step);
    tail = run.catch(() => undefined);
    return run;
  };
}
