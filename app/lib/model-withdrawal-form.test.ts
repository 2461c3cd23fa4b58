import { describe, expect, it } from "vitest";
import { createPageI18n } from "~/i18n/i18n";
import { en } from "~/i18n/locales/en";
import { fr } from "~/i18n/locales/fr";
import { it as italian } from "~/i18n/locales/it";
import { modelWithdrawalForm, modelWithdrawalFormHtml, modelWithdrawalFormText } from "./model-withdrawal-form";

const trader = {
  name: "Maglia & Co <Anna Rossi>",
  address: "Via Roma 1\n00100 Roma",
  email: "anna@example.com",
  phone: "+39 06 1234567",
};
const t = { en: createPageI18n("en", en).t, it: createPageI18n("it", italian).t, fr: createPageI18n("fr", fr).t };

describe("the model withdrawal form (LEGAL.md §4, CRD Annex I(B))", () => {
  it("has every part of the Annex, in order, with the trader's identity and contacts", () => {
    const form = modelWithdrawalForm(trader, t.en);
    expect(form.title).toBe("Model withdrawal form");
    expect(form.instruction).toMatch(/only if you wish to withdraw/);
    expect(form.lines).toEqual([
      "To: Maglia & Co <Anna Rossi>, Via Roma 1, 00100 Roma, anna@example.com, +39 06 1234567",
      expect.stringMatching(/withdraw from my\/our \(\*\) contract of sale of the following goods/),
      expect.stringMatching(/^Ordered on \(\*\) \/ received on \(\*\)/),
      expect.stringMatching(/^Name of consumer/),
      expect.stringMatching(/^Address of consumer/),
      expect.stringMatching(/^Signature .*only if this form is notified on paper/),
      "Date:",
    ]);
  });

  it("leaves out a contact the seller has not given", () => {
    const [to] = modelWithdrawalForm({ ...trader, phone: null, address: "  " }, t.en).lines;
    expect(to).toBe("To: Maglia & Co <Anna Rossi>, anna@example.com");
  });

  it("reads in Italian and French as their versions of the Annex do", () => {
    const italianForm = modelWithdrawalFormText(trader, "it", t.it);
    expect(italianForm).toMatch(/^Modulo di recesso tipo\n\(Compila e rispedisci questo modulo solo se vuoi recedere dal contratto\.\)\n- Destinatario: Maglia/);
    expect(italianForm).toMatch(/- Firma del\/dei consumatore\/i \(solo se il presente modulo è inviato su carta\):/);
    const french = modelWithdrawalFormText(trader, "fr", t.fr);
    expect(french).toMatch(/^Modèle de formulaire de rétractation\n/);
    expect(french).toContain("- À l'attention de\u00a0: Maglia");
    expect(french).toContain("(uniquement si ce formulaire est notifié sur papier)\u00a0:");
    expect(french).toContain("- Date\u00a0:\n(*) Rayez la mention inutile.");
  });

  it("gives HTML with every text escaped, as a list, and no heading of its own", () => {
    const html = modelWithdrawalFormHtml(trader, "fr", t.fr);
    expect(html).toMatch(/^<p><strong>Modèle de formulaire de rétractation<\/strong><br>\(Veuillez compléter/);
    expect(html).toContain("<li>À l'attention de\u00a0: Maglia &amp; Co &lt;Anna Rossi&gt;, Via Roma 1, 00100 Roma, anna@example.com, +39 06 1234567</li>");
    expect(html.match(/<li>/g)).toHaveLength(7);
    expect(html).not.toMatch(/<h\d|<Anna|&amp\u00a0;/);
  });
});
