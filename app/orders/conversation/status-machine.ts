import type { OrderActor, OrderKind, OrderLine, OrderStatus, QuoteLine, QuoteState } from "~db/schema/orders";

/*
 * The order conversation's status machine (docs/decisions/0035): every step a request can take, who
 * may take it, from which statuses, which quotes it closes, and what it does to stock. Pure, so that
 * the server, the pages and the tests read the same table. Stock follows the agreement
 * (docs/product/cart-and-orders.md#the-agreement-and-stock, decision 0052): confirming takes its
 * pieces off stock, leaving "confirmed" for "cancelled" puts back exactly what was taken, once.
 */

export type OrderStep =
  | "contact"
  | "sendQuote"
  | "withdrawQuote"
  | "accept"
  | "decline"
  | "confirm"
  | "done"
  | "cancel"
  | "reopen";

type Rule = {
  actor: OrderActor;
  from: readonly OrderStatus[];
  to: OrderStatus;
  /** The quotes the step withdraws: none of them can be accepted, or agreed on, afterwards. */
  closes?: readonly QuoteState[];
};

export const orderSteps: Record<OrderStep, Rule> = {
  contact: { actor: "owner", from: ["new"], to: "contacted" },
  // A new quote replaces one still open or one the shopper declined.
  sendQuote: {
    actor: "owner",
    from: ["new", "contacted", "quoted", "declined"],
    to: "quoted",
    closes: ["sent"],
  },
  withdrawQuote: {
    actor: "owner",
    from: ["quoted"],
    to: "contacted",
    closes: ["sent"],
  },
  accept: { actor: "shopper", from: ["quoted"], to: "accepted" },
  decline: { actor: "shopper", from: ["quoted"], to: "declined" },
  // Confirming without a quote stays possible: the owner may have agreed the price by e-mail.
  confirm: {
    actor: "owner",
    from: ["new", "contacted", "accepted"],
    to: "confirmed",
  },
  done: { actor: "owner", from: ["confirmed"], to: "done" },
  cancel: {
    actor: "owner",
    from: ["new", "contacted", "quoted", "accepted", "declined", "confirmed"],
    to: "cancelled",
  },
  // A reopened request starts over: the quote agreed before the cancel no longer holds.
  reopen: {
    actor: "owner",
    from: ["cancelled"],
    to: "new",
    closes: ["sent", "accepted"],
  },
};

/** The status a step leads to from `from` when `actor` takes it, or null when it is refused. */
export function nextStatus(
  from: OrderStatus,
  step: OrderStep,
  actor: OrderActor,
): OrderStatus | null {
  const rule = orderSteps[step];
  return rule.actor === actor && rule.from.includes(from) ? rule.to : null;
}

/** The steps the owner takes with the status buttons (a quote has its own form). */
const statusButtonSteps = [
  "contact",
  "confirm",
  "done",
  "reopen",
  "cancel",
] as const satisfies readonly OrderStep[];

/** The step of a status button that moves a request to `to`. */
export function buttonStepTo(to: OrderStatus): OrderStep | undefined {
  return statusButtonSteps.find((step) => orderSteps[step].to === to);
}

/** The statuses the owner's status buttons can move a request to from `from`. */
export function buttonTargets(from: OrderStatus): OrderStatus[] {
  return statusButtonSteps
    .filter((step) => orderSteps[step].from.includes(from))
    .map((step) => orderSteps[step].to);
}

/**
 * Where a request the shopper withdrew from may still go: only to "cancelled", once the owner has
 * refunded (docs/product/cart-and-orders.md#withdrawal-function). Confirming, delivering or quoting
 * again would revive a contract the shopper ended.
 */
export function buttonTargetsAfterWithdrawal(from: OrderStatus): OrderStatus[] {
  return buttonTargets(from).filter((to) => to === "cancelled");
}

/** Requests that wait on the owner: nobody has answered yet, or the shopper has. */
export const waitingOnOwner: readonly OrderStatus[] = [
  "new",
  "accepted",
  "declined",
];

/** Requests still open: their links are sent again when the shopper asks. */
export const openStatuses: readonly OrderStatus[] = [
  "new",
  "contacted",
  "quoted",
  "accepted",
  "declined",
  "confirmed",
];

/** The statuses in which an order's agreed pieces are off stock: confirmed, and delivered. */
export const stockHeldIn: readonly OrderStatus[] = ["confirmed", "done"];

/** A piece of the shop (an item, or one colour of it) and how many of it. */
export type Piece = {
  itemId: string;
  variantId: string | null;
  name: string;
  colorName: string | null;
  qty: number;
};

/** Lines summed per piece; a quote's own lines (gift wrap, a box) are no piece and take no stock. */
function piecesOf(
  lines: readonly Pick<QuoteLine, "itemId" | "variantId" | "name" | "colorName" | "qty">[],
): Piece[] {
  const pieces = new Map<string, Piece>();
  for (const { itemId, variantId, name, colorName, qty } of lines) {
    if (!itemId) continue;
    const key = `${itemId}/${variantId ?? ""}`;
    const seen = pieces.get(key);
    pieces.set(key, { itemId, variantId, name, colorName, qty: (seen?.qty ?? 0) + qty });
  }
  return [...pieces.values()];
}

/** A stored quote, as far as stock is concerned. */
export type StoredQuote = {
  id: string;
  state: QuoteState;
  /** Its pieces are off stock now: the confirmed agreement. */
  stockTaken: boolean;
  lines: readonly QuoteLine[];
};

/** The quote a request is agreed on: the accepted one (the latest, should an older shop hold two); none means the request's own lines. */
function agreedQuote(quotesOldestFirst: readonly StoredQuote[]): StoredQuote | undefined {
  return quotesOldestFirst.findLast((quote) => quote.state === "accepted");
}

export type StockChange =
  /** Take the agreement's pieces, and record that quote (null: the request's lines) as taken, clearing any other record. */
  | { take: Piece[]; recordOn: string | null }
  /** Put back what the record says was taken, clearing the record. */
  | { putBack: Piece[] };

/**
 * What moving an order from `from` to `to` does to stock, decided from what is stored: entering a
 * status that holds stock takes the agreement's pieces; leaving one puts back the recorded pieces,
 * so a quote agreed, cancelled, reopened and confirmed without it never puts back more than was
 * taken. Commissions never touch stock.
 */
export function stockChange(
  order: { kind: OrderKind; lines: readonly OrderLine[] },
  quotesOldestFirst: readonly StoredQuote[],
  from: OrderStatus,
  to: OrderStatus,
): StockChange | null {
  const held = stockHeldIn.includes(from);
  if (order.kind !== "order" || held === stockHeldIn.includes(to)) return null;
  if (!held) {
    const agreed = agreedQuote(quotesOldestFirst);
    return { take: piecesOf(agreed?.lines ?? order.lines), recordOn: agreed?.id ?? null };
  }
  const taken = quotesOldestFirst.findLast((quote) => quote.stockTaken);
  return { putBack: piecesOf(taken?.lines ?? order.lines) };
}
