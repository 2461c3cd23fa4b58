import type { OrderActor, OrderStatus } from "~db/schema/orders";

/*
 * The order conversation's status machine (docs/decisions/0035): every step a request can take, who
 * may take it and from which statuses. Pure, so that the server, the pages and the tests read
 * the same table. Stock rules stay those of docs/product/back-office.md#orders: confirming takes the pieces off stock,
 * cancelling a confirmed request puts them back, both guarded by the status the step starts from.
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
};

export const orderSteps: Record<OrderStep, Rule> = {
  contact: { actor: "owner", from: ["new"], to: "contacted" },
  // A new quote replaces one still open or one the shopper declined.
  sendQuote: {
    actor: "owner",
    from: ["new", "contacted", "quoted", "declined"],
    to: "quoted",
  },
  withdrawQuote: { actor: "owner", from: ["quoted"], to: "contacted" },
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
  reopen: { actor: "owner", from: ["cancelled"], to: "new" },
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
