/**
 * A job run now and then every `intervalMs`, one run at a time: a run that fails is reported and the
 * next one comes at its time; the timer never keeps the process alive; `stop()` waits for a run in
 * progress, so what the job uses can be closed right after.
 */
export interface Periodic {
  stop(): Promise<void>;
}

export function runPeriodically(job: () => Promise<void>, intervalMs: number, onError: (error: unknown) => void): Periodic {
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  const run = () => {
    if (stopped) return;
    running = running.then(job).catch(onError);
  };
  run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
