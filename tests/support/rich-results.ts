import Validator from "@adobe/structured-data-validator";

/*
 * Google's rich-result rules for the shop's structured data (docs/decisions/0034). Adobe's
 * validator carries Google's required and recommended properties for Product snippets, merchant
 * listings (offers, shipping, returns), breadcrumbs and organisations. It has no rules for
 * ProductGroup (product variants) nor for Article, so those few are written here from Google's
 * documentation. An issue is a missing or malformed property; its severity says whether Google
 * refuses the result (ERROR) or shows a poorer one (WARNING).
 */

export type RichResultIssue = { type: string; severity: "ERROR" | "WARNING"; message: string; fields: string[] };

type Node = Record<string, unknown>;

/**
 * Recommended properties a handmade shop cannot give: it has no reviews or ratings yet, its pieces
 * have no barcodes or manufacturer numbers, no certifications, sizes or patterns, and its prices
 * have no end date. Each stays a warning Google tolerates; anything else is a defect.
 */
export const notApplicable = new Set([
  "aggregateRating",
  "review",
  "gtin",
  "mpn",
  "audience",
  "hasCertification",
  "size",
  "pattern",
  "subjectOf",
  "priceValidUntil",
  "isVariantOf",
  "addressRegion",
  "postalCode",
  "returnShippingFeesAmount",
]);

const has = (node: Node, path: string) =>
  path.split(".").reduce<unknown>((value, key) => (value as Node | undefined)?.[key], node) !== undefined;

/** Google's product variants: a ProductGroup needs its variants and group id, and names what they vary by. */
function productGroupIssues(group: Node): RichResultIssue[] {
  const issues: RichResultIssue[] = [];
  const need = (severity: RichResultIssue["severity"], field: string) => {
    if (!has(group, field)) issues.push({ type: "ProductGroup", severity, message: `"${field}" is missing`, fields: [field] });
  };
  need("ERROR", "name");
  need("ERROR", "hasVariant");
  need("ERROR", "productGroupID");
  for (const field of ["variesBy", "brand", "description", "url"]) need("WARNING", field);
  const variants = [group.hasVariant ?? []].flat() as Node[];
  for (const variant of variants) {
    if (variant.inProductGroupWithID !== group.productGroupID) {
      issues.push({ type: "ProductGroup", severity: "ERROR", message: "a variant names another group", fields: ["inProductGroupWithID"] });
    }
    for (const by of [group.variesBy ?? []].flat() as string[]) {
      const property = by.replace(/^https?:\/\/schema\.org\//, "");
      if (!has(variant, property)) {
        issues.push({ type: "ProductGroup", severity: "ERROR", message: `a variant has no "${property}"`, fields: [property] });
      }
    }
  }
  return issues;
}

/** Google's Article: nothing is required, and these are recommended. */
function articleIssues(article: Node, type: string): RichResultIssue[] {
  const fields = ["headline", "image", "datePublished", "dateModified", "author", "author.name", "author.url"];
  return fields
    .filter((field) => !has(article, field))
    .map((field) => ({ type, severity: "WARNING" as const, message: `"${field}" is missing`, fields: [field] }));
}

/** Every issue Google's rules find in a page's JSON-LD objects. */
export async function richResultIssues(objects: readonly Node[]): Promise<RichResultIssue[]> {
  const byType: Record<string, Node[]> = {};
  for (const object of objects) {
    const type = String(object["@type"]);
    (byType[type] ??= []).push(structuredClone(object));
  }
  const found = (await new Validator().validate({ jsonld: byType })) as {
    rootType: string;
    severity: "ERROR" | "WARNING";
    issueMessage: string;
    fieldNames?: string[];
  }[];
  const issues: RichResultIssue[] = found.map((issue) => ({
    type: issue.rootType,
    severity: issue.severity,
    message: issue.issueMessage,
    fields: issue.fieldNames ?? [],
  }));
  for (const object of objects) {
    if (object["@type"] === "ProductGroup") issues.push(...productGroupIssues(object));
    if (object["@type"] === "BlogPosting" || object["@type"] === "Article") issues.push(...articleIssues(object, String(object["@type"])));
  }
  return issues;
}

/** A piece without colours is no variant: it has no colour of its own and no group. */
const notApplicableOutsideGroup = new Set(["color", "inProductGroupWithID"]);

/** The issues that matter: every error, and every warning about a property the shop can give. */
export function defects(issues: readonly RichResultIssue[]): RichResultIssue[] {
  return issues.filter((issue) => {
    if (issue.severity === "ERROR") return true;
    const names = issue.fields.map((field) => field.split(".").pop() ?? field);
    if (issue.type === "Product" && names.some((name) => notApplicableOutsideGroup.has(name))) return false;
    return !names.some((name) => notApplicable.has(name));
  });
}
