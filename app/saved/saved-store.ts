import { useMemo, useSyncExternalStore } from "react";
import { readCookie } from "~/i18n/languages";
import { parseSaved, savedCookie, savedCookieName, withoutSaved, withSaved } from "./saved-list";

/*
 * The saved pieces in the browser (docs/decisions/0090): the cookie itself is the list, read and
 * written here by the page's scripts and by the server when a heart is posted before they start.
 * No copy is kept anywhere else, so the two can never disagree.
 */

const listeners = new Set<() => void>();

/**
 * The cookie as the present run of the page's scripts read it. A page with a heart on every card
 * reads it once per render or round of effects instead of once per heart: each read of
 * `document.cookie` asks the browser's cookie store (docs/decisions/0102). Forgotten when the run
 * ends and whenever the cookie is written, so no later run sees an old list.
 */
let readThisRun: string | undefined;

export function cookieValue(): string {
  if (readThisRun === undefined) {
    readThisRun = readCookie(document.cookie, savedCookieName) ?? "";
    queueMicrotask(() => (readThisRun = undefined));
  }
  return readThisRun;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tells every reader that the cookie changed, e.g. after the server wrote it. */
export function savedChanged(): void {
  readThisRun = undefined;
  for (const listener of listeners) listener();
}

/** The saved ids, newest first; none while the page is rendered on the server, which cannot know them for a kept page. */
export function useSavedIds(): string[] {
  const value = useSyncExternalStore(subscribe, cookieValue, () => "");
  return useMemo(() => parseSaved(value), [value]);
}

/** Saves or removes a piece at once, in the cookie. */
export function setSaved(id: string, saved: boolean): void {
  const ids = parseSaved(cookieValue());
  document.cookie = savedCookie(saved ? withSaved(ids, id) : withoutSaved(ids, id), window.location.protocol === "https:");
  savedChanged();
}
