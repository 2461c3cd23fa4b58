/**
 * A value the browser keeps in local storage: read once, saved on every change, and kept in step
 * with other tabs. Shaped for React's useSyncExternalStore. Storage that cannot be read gives the
 * empty value, and storage that cannot be written still keeps the value for this visit.
 */
export function localStorageStore<T>(
  key: string,
  { parse, serialize, empty }: { parse(raw: string | null): T; serialize(value: T): string; empty: T },
) {
  let current: T | undefined;
  const listeners = new Set<() => void>();

  function emit() {
    for (const listener of listeners) listener();
  }

  function onStorage(event: StorageEvent) {
    if (event.key !== key) return;
    current = parse(event.newValue);
    emit();
  }

  function snapshot(): T {
    if (current === undefined) {
      try {
        const raw = localStorage.getItem(key);
        // Nothing stored is the empty value itself, as the server renders it: React then has no
        // change to render again, in one task, right after taking the page over.
        current = raw === null ? empty : parse(raw);
      } catch {
        current = empty;
      }
    }
    return current;
  }

  return {
    subscribe(listener: () => void): () => void {
      if (listeners.size === 0) window.addEventListener("storage", onStorage);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) window.removeEventListener("storage", onStorage);
      };
    },
    snapshot,
    save(value: T): void {
      current = value;
      try {
        localStorage.setItem(key, serialize(value));
      } catch {
        // Storage full or disabled: the value still holds for this visit.
      }
      emit();
    },
  };
}
