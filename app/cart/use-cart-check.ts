import { useCallback, useEffect, useState } from "react";
import type { Language } from "~shared/languages";
import { serializeCart } from "~/shop/cart";
import { type CurrentLine, type LineNotices, lineRefs, mergeNotices, reconcileCart } from "./cart-check";
import { cartSnapshot, saveCart } from "./cart-store";

export type CartCheck = {
  status: "idle" | "checking" | "done" | "failed";
  notices: LineNotices;
  /** Asks the server again (after it refused an order request, say). */
  check(): Promise<void>;
};

/**
 * Brings the stored cart up to today's prices, names and stock once it has been read in the
 * browser, and keeps what changed on show (app/cart/cart-check.ts).
 */
export function useCartCheck(ready: boolean, language: Language): CartCheck {
  // The first check starts as soon as the stored cart has been read.
  const [state, setState] = useState<Pick<CartCheck, "status" | "notices">>({ status: "checking", notices: new Map() });

  const refresh = useCallback((): Promise<void> => {
    const refs = lineRefs(cartSnapshot());
    if (!refs.length) return Promise.resolve();
    return fetchCurrentLines(refs, language).then(
      (lines) => {
        // The shopper may have changed the cart meanwhile: reconcile what it holds now.
        const before = cartSnapshot();
        const result = reconcileCart(before, lines);
        if (serializeCart(result.cart) !== serializeCart(before)) saveCart(result.cart);
        setState((s) => ({ status: "done", notices: mergeNotices(s.notices, result.notices, refs) }));
      },
      () => setState((s) => ({ ...s, status: "failed" })),
    );
  }, [language]);

  useEffect(() => {
    if (ready) void refresh();
  }, [ready, refresh]);

  const check = useCallback(() => {
    setState((s) => ({ ...s, status: "checking" }));
    return refresh();
  }, [refresh]);

  return { ...state, check };
}

/** Today's values of the lines named `itemId[:variantId]`, from GET /cart/lines. */
export async function fetchCurrentLines(refs: readonly string[], language: Language): Promise<CurrentLine[]> {
  const query = new URLSearchParams([["lng", language], ...refs.map((ref) => ["line", ref])]);
  const response = await fetch(`/cart/lines?${query}`, { headers: { Accept: "application/json" } });
  if (!response.ok) throw new Error(`cart check answered ${response.status}`);
  return ((await response.json()) as { lines: CurrentLine[] }).lines;
}
