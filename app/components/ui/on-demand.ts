import { type ComponentType, createElement, type ReactPromise, use, useEffect } from "react";

/**
 * Code a control needs only when it is used (a menu's panel, a dialog), loaded once. `useLoaded`
 * reads it in a render under a `<Suspense>`: once loaded it renders at once. `React.lazy` would
 * suspend once more on the first render even then, and React holds back what a boundary reveals
 * after its fallback (up to 300 ms), which was most of a menu's first answer on a phone.
 */
export function onDemand<T>(load: () => Promise<T>): { load: () => Promise<T>; useLoaded: () => T } {
  let loading: Promise<T> | undefined;
  const start = () => {
    if (loading) return loading;
    const started = load();
    loading = started;
    started.then(
      // The fields React's `use` reads to return a settled promise's value at once.
      (value) => void Object.assign(started, { status: "fulfilled", value }),
      // A failed download (the link dropped) is tried again at the next use.
      () => {
        if (loading === started) loading = undefined;
      },
    );
    return started;
  };
  return { load: start, useLoaded: () => use(start() as ReactPromise<T>) };
}

/**
 * A component whose code comes with `code`: rendered under a `<Suspense>`, it waits for the code
 * once, then draws `pick`'s component with the same props. A part the server drew stays as it is in
 * the page until the code is there.
 */
export function loadedComponent<T, P extends object>(
  code: { useLoaded: () => T },
  pick: (loaded: T) => ComponentType<P>,
): ComponentType<P> {
  return function Loaded(props: P) {
    return createElement(pick(code.useLoaded()), props);
  };
}

/**
 * Fetches code a control needs once the page has been taken over and the browser is idle, so that
 * the first tap on it opens at once instead of waiting for a download (bench/first-tap.ts). Still
 * not with the page's own scripts, which stay what a reader needs.
 */
export function useLoadWhenIdle(load: () => Promise<unknown>): void {
  useEffect(() => {
    const preload = () => void load().catch(() => undefined);
    if (typeof requestIdleCallback === "function") {
      const id = requestIdleCallback(preload, { timeout: 3000 });
      return () => cancelIdleCallback(id);
    }
    const id = setTimeout(preload, 1000);
    return () => clearTimeout(id);
  }, [load]);
}
