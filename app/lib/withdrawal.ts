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

/** The kind of a request's lines: a commission's, or the catalogue's for an order of pieces. */
export const contractLineKind = (requestKind: string): ContractLineKind => (requestKind === "commission" ? "commission" : "catalogue");

/**
 * A line of a quote as the owner decided it: `madeToSpecifications` is the reason it is made to the
 * shopper's specifications, or null when it keeps the right. Absent on lines stored before the
 * owner could decide: those follow the request's kind.
 */
export type ContractLine = { kind: ContractLineKind; madeToSpecifications?: string | null };

/** Excluded with the owner's reason, or with none on a line stored before she could give one. */
export type LineWithdrawal = { excluded: false; days: number } | { excluded: true; reason: string | null };

/**
 * Whether a line can be withdrawn from. Only a piece made to the shopper's specifications is
 * excluded (CRD art. 16(c); Cod. cons. art. 59(1)(c); C. conso. L221-28 3°): the line the owner
 * marked so, with its reason, or, on a line stored before she could, a commission. A catalogue
 * piece made after the order from the shop's own design and colours keeps the right, whatever its
 * making time.
 */
export function lineWithdrawal(line: ContractLineKind | ContractLine, returns: Pick<ReturnPolicy, "days"> | null): LineWithdrawal {
  const { kind, madeToSpecifications } = typeof line === "string" ? { kind: line, madeToSpecifications: undefined } : line;
  const excluded = madeToSpecifications === undefined ? kind === "commission" : Boolean(madeToSpecifications);
  return excluded ? { excluded: true, reason: madeToSpecifications || null } : { excluded: false, days: withdrawalDays(returns) };
}

/** Who pays the way back: the shopper unless the owner said the shop does (LEGAL.md §4). */
export function returnPaidBy(returns: Pick<ReturnPolicy, "paidBy"> | null): ReturnPolicy["paidBy"] {
  return returns?.paidBy ?? "shopper";
}
