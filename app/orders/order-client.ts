import type { Language } from "~shared/languages";
import type { OrderRequestReply } from "./order-reply";

/**
 * A key for one opening of the order dialog, so that a submit repeated after a lost answer stores
 * one request. Made from getRandomValues, which (unlike randomUUID) also works on a plain-http address.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** Sends the order form to the server; a lost connection or an answer that is not ours is "failed". */
export async function postOrderRequest(formData: FormData, language: Language): Promise<OrderRequestReply> {
  const fields = [...formData].flatMap(([name, value]) => (typeof value === "string" ? [[name, value]] : []));
  try {
    const response = await fetch(`/order-requests?lng=${language}`, {
      method: "POST",
      body: new URLSearchParams(fields),
      headers: { Accept: "application/json" },
    });
    const reply = (await response.json()) as OrderRequestReply;
    return typeof reply?.status === "string" ? reply : { status: "failed" };
  } catch {
    return { status: "failed" };
  }
}

/** Copies to the clipboard; false when the browser refuses (docs/product/cart-and-orders.md#order-dialog: ignored silently). */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
