/**
 * The inputs that must find earlier deferred work done, so that their own effects come after it.
 * Not `input` and `change`: a radio button sends them after the very click that asked for the
 * work, and every new gesture starts with a press, a key or a click anyway.
 */
const nextInputs = ["pointerdown", "keydown", "click", "submit", "popstate"] as const;

/**
 * Runs `work` in a task of its own, right after the present one, so that a tap's task ends with
 * what the shopper sees changing and the browser can paint it (docs/decisions/0102). If another
 * input comes first (a second tap, a key, the back button), `work` runs before that input's own
 * handlers: the order of what the shopper did is kept, and a later choice is never undone by an
 * earlier one. The promise settles as `work`'s own result does.
 *
 * With `paintFirst`, the task waits for the next frame to be drawn: for work costly enough that,
 * run before that frame, it would hold back what the tap already changed (the phone menu's page
 * behind turning inert, docs/decisions/0103).
 */
export function afterThisTask<T>(work: () => T | Promise<T>, { inputs = window, paintFirst = false }: { inputs?: EventTarget; paintFirst?: boolean } = {}): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const listening = new AbortController();
    const run = () => {
      if (listening.signal.aborted) return;
      listening.abort();
      if (frame !== undefined) cancelAnimationFrame(frame);
      clearTimeout(timer);
      try {
        resolve(work());
      } catch (error) {
        reject(error);
      }
    };
    let timer: ReturnType<typeof setTimeout> | undefined;
    let frame: number | undefined;
    const inItsOwnTask = () => (timer = setTimeout(run, 0));
    if (paintFirst) frame = requestAnimationFrame(inItsOwnTask);
    else inItsOwnTask();
    for (const type of nextInputs) inputs.addEventListener(type, run, { capture: true, signal: listening.signal });
  });
}
