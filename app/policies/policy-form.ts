import { z } from "zod";
import { optionalText } from "~/components/forms/form-values";
import { policyKinds } from "~/shop/policy-kinds";

/** A policy page's text per language, at most this many characters of HTML. */
const policyHtmlMaxLength = 100_000;

const policyHtml = optionalText.pipe(z.string().max(policyHtmlMaxLength, "admin.policies.tooLong").optional());

/**
 * The legal page form, checked in the browser and again by the action: which page (`id`), then
 * each language's HTML from the article editor. An empty language goes back to the template.
 */
export const policySchema = z.object({
  id: z.enum(policyKinds),
  content_en: policyHtml,
  content_it: policyHtml,
  content_fr: policyHtml,
});
