import type { TFunction } from "~/i18n/i18n";
import type { Language } from "~shared/languages";
import { escapeHtml } from "./escape-html";
import { typeset } from "./typography";

/*
 * The model withdrawal form of the Consumer Rights Directive, Annex I(B) (Cod. cons. Allegato I
 * parte B; C. conso. annexe à l'article R221-1), in the page's or the request's language, as a
 * list (LEGAL.md §4; docs/product/cart-and-orders.md#contract-confirmation). The trader's part is
 * filled from the seller's settings; the consumer's parts are left for them to fill in. Using it is
 * optional: any clear statement withdraws as well.
 *
 * Two renderings of the same form: `modelWithdrawalFormText` for e-mails and stored texts,
 * `modelWithdrawalFormHtml` for a page (a policy page or an e-mail's HTML part).
 */

/** Who the form is addressed to, as the seller's settings state it; a detail not given is left out. */
export type FormTrader = {
  name: string | null;
  address: string | null;
  email: string | null;
  phone?: string | null;
};

export type ModelWithdrawalForm = {
  title: string;
  /** Fill in and return the form only to withdraw. */
  instruction: string;
  /** The lines of the form, "To:" first and "Date" last. */
  lines: string[];
  /** What the asterisks mean. */
  note: string;
};

/** The trader's details on one line; an address typed on several lines reads as one. */
function traderLine(trader: FormTrader): string {
  return [trader.name, trader.address, trader.email, trader.phone]
    .map((detail) => detail?.trim().replace(/\s*\r?\n\s*/g, ", "))
    .filter((detail): detail is string => Boolean(detail))
    .join(", ");
}

/** The form's texts in the language of `t`. */
export function modelWithdrawalForm(trader: FormTrader, t: TFunction): ModelWithdrawalForm {
  return {
    title: t("withdrawal.form.title"),
    instruction: t("withdrawal.form.instruction"),
    lines: [
      t("withdrawal.form.to", { trader: traderLine(trader) }),
      t("withdrawal.form.statement"),
      t("withdrawal.form.dates"),
      t("withdrawal.form.name"),
      t("withdrawal.form.address"),
      t("withdrawal.form.signature"),
      t("withdrawal.form.date"),
    ],
    note: t("withdrawal.form.note"),
  };
}

/** The form as plain text, a line per item, with the language's typography. */
export function modelWithdrawalFormText(trader: FormTrader, language: Language, t: TFunction): string {
  const form = modelWithdrawalForm(trader, t);
  const text = [form.title, form.instruction, ...form.lines.map((line) => `- ${line}`), form.note].join("\n");
  return typeset(text, language);
}

/**
 * The form as HTML, every text escaped: its title and instruction, the list of its lines, then the
 * note. It holds no heading element, so it fits under any heading of the page that shows it.
 */
export function modelWithdrawalFormHtml(trader: FormTrader, language: Language, t: TFunction): string {
  const form = modelWithdrawalForm(trader, t);
  // Each text is typeset before it is escaped: typesetting the HTML would space the ";" of "&amp;".
  const html = (text: string) => escapeHtml(typeset(text, language));
  return [
    `<p><strong>${html(form.title)}</strong><br>${html(form.instruction)}</p>`,
    `<ul>${form.lines.map((line) => `<li>${html(line)}</li>`).join("")}</ul>`,
    `<p>${html(form.note)}</p>`,
  ].join("");
}
