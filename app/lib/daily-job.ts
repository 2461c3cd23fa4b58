/** When a daily job first runs (after the start has finished, docs/decisions/0076) and how often after. */
export type DailyTiming = { firstRunAfterMs: number; everyMs: number };

export const dailyTiming: DailyTiming = { firstRunAfterMs: 60 * 1000, everyMs: 24 * 60 * 60 * 1000 };

/**
 * Runs `job` shortly after the start and then daily, one run after the other, never awaited by the
 * start. `stop` clears the timers, tells a running job to stop (its signal) and waits for it.
 */
export function scheduleDailyJob(job: (signal: AbortSignal) => Promise<void>, timing: DailyTiming = dailyTiming): { stop(): Promise<void> } {
  const stopping = new AbortController();
  let running: Promise<void> = Promise.resolve();
  const run = () => {
    running = running.then(() => job(stopping.signal));
  };
  const first = setTimeout(run, timing.firstRunAfterMs);
  const daily = setInterval(run, timing.everyMs);
  // Neither keeps a stopping process alive.
  first.unref();
  daily.unref();
  return {
    async stop() {
      clearTimeout(first);
      clearInterval(daily);
      stopping.abort();
      await running;
    },
  };
}
