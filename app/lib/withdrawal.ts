import type { ReturnPolicy } from "~shared/settings-values";

/*
 * The right of withdrawal per contract line (docs/product/storefront.md#right-of-withdrawal,
 * docs/decisions/0067): one rule for the product page, the cart, the order text, the policy pages
 * and the structured data, so that none of them can tell a shopper the right is gone when it is not.
 */

/** The legal period: 14 days from delivery (LEGAL.md §4; CRD art. 9, Cod. cons. art. 52, C. conso. L221-18). */
export const legalWithdrawalDays = 14;

/**
 * The days a shopper has to withdraw: the legal 14, or the owner's longer period. A shorter stored
 * period (a row from before the rule, even "0 days") cannot shorten the law's.
 */
export function withdrawalDays(returns: Pick<ReturnPolicy, "days"> | null): number {
  return Math.max(legalWithdrawalDays, returns?.days ?? 0);
}

/** What a contract line is: a piece of the catalogue (in stock or made after the order, in the shop's colours) or a commission. */
export type ContractLineKind = "catalogue" | "commission";

export type LineWithdrawal = { excluded: false; days: number } | { excluded: true };

/**
 * Whether a line can be withdrawn from. Only a commission, a piece made to the shopper's
 * specifications, is excluded (CRD art. 16(c); Cod. cons. art. 59(1)(c); C. conso. L221-28 3°); a
 * catalogue piece made after the order from the shop's own design and colours keeps the right,
 * whatever its making time.
 */
export function lineWithdrawal(kind: ContractLineKind, returns: Pick<ReturnPolicy, "days"> | null): LineWithdrawal {
  return kind === "commission" ? { excluded: true } : { excluded: false, days: withdrawalDays(returns) };
}

/** Who pays the way back: the shopper unless the owner said the shop does (LEGAL.md §4). */
export function returnPaidBy(returns: Pick<ReturnPolicy, "paidBy"> | null): ReturnPolicy["paidBy"] {
  return returns?.paidBy ?? "shopper";
}
