/*
 * The shop's policy pages (docs/decisions/0037): the pages a shop selling to consumers in the EU
 * must show. Their addresses are the same in every language (docs/product/languages.md#choosing-the-language: no language prefix);
 * `?lng=` picks the language as everywhere else.
 */

export const policyKinds = ["privacy", "terms", "withdrawal", "shipping", "legal"] as const;
export type PolicyKind = (typeof policyKinds)[number];

export function isPolicyKind(value: string | undefined): value is PolicyKind {
  return policyKinds.includes(value as PolicyKind);
}

/** The public address of a policy page. */
export const policyPath = (kind: PolicyKind) => `/policies/${kind}`;
