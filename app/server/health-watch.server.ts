/**
 * What `/healthz` tells a load balancer that watches it while the shop stops (docs/decisions/0036).
 * A stopping process answers "stopping" (503) and keeps serving until the watcher has heard it, so
 * the balancer sends its requests to another process before this one closes its port and its idle
 * keep-alive connections; a connection closed under a request the balancer is sending would lose it
 * (the balancer does not send a POST twice).
 */
export type HealthWatch = {
  /** For each health check: false once the shop is stopping. */
  checked(): boolean;
  /**
   * Marks the shop as stopping. Resolves once a watcher has been answered "stopping" (and a moment
   * for it to act on it), at once when nothing checks the health repeatedly, and at the latest after
   * `longestWaitMs`.
   */
  stopping(): Promise<void>;
};

export function healthWatch(options: {
  now?: () => number;
  /**
   * A check within this long means a balancer is watching. One is enough: a process restarted
   * moments ago has been checked only once, and stopping it then must not drop its requests.
   */
  watchedWithinMs?: number;
  longestWaitMs?: number;
  /** After the watcher heard it: the requests it sent here meanwhile arrive. */
  settleMs?: number;
} = {}): HealthWatch {
  const { now = Date.now, watchedWithinMs = 10_000, longestWaitMs = 5_000, settleMs = 500 } = options;
  let lastCheck: number | undefined;
  let stopping = false;
  let heard: (() => void) | undefined;
  return {
    checked() {
      lastCheck = now();
      if (stopping) heard?.();
      return !stopping;
    },
    stopping() {
      stopping = true;
      const watched = lastCheck !== undefined && now() - lastCheck <= watchedWithinMs;
      if (!watched) return Promise.resolve();
      return new Promise((resolve) => {
        const latest = setTimeout(resolve, longestWaitMs);
        heard = () => {
          heard = undefined;
          clearTimeout(latest);
          setTimeout(resolve, settleMs);
        };
      });
    },
  };
}
