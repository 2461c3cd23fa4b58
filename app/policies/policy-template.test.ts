import { describe, expect, it } from "vitest";
import { createPageI18n } from "~/i18n/i18n";
import { en } from "~/i18n/locales/en";
import { fr as french } from "~/i18n/locales/fr";
import { it as italian } from "~/i18n/locales/it";
import type { ReturnPolicy, SellerSettings, ShippingSettings } from "~shared/settings-values";
import { policyTemplate } from "./policy-template";

const italy = { rate: 6.5, freeOver: 80, transitMinDays: 1, transitMaxDays: 3 };
const settings = (shipping: ShippingSettings) => ({ shopName: "Filo", orderEmail: "filo@example.com", seller: null, returns: null, shipping });

describe("the shipping policy", () => {
  it("names only the destinations the shop ships to, and says so first", () => {
    const italyOnly = policyTemplate("shipping", settings({ handlingDays: 2, destinations: { it: italy, eu: null, world: null } }), "en", createPageI18n("en", en).t);
    expect(italyOnly).toContain("<p>I ship to Italy only.</p><ul><li>Italy: €6.50, delivered in 1–3 days. Free from €80.00.</li></ul>");
    expect(italyOnly).not.toContain("European Union");
    expect(italyOnly).not.toContain("Rest of the world");
    const everywhere = policyTemplate(
      "shipping",
      settings({ handlingDays: 2, destinations: { it: italy, eu: { ...italy, freeOver: null }, world: { ...italy, freeOver: null } } }),
      "it",
      createPageI18n("it", italian).t,
    );
    expect(everywhere).toContain("Spedisco in tutto il mondo.");
    expect(everywhere.match(/<li>/g)).toHaveLength(3);
  });
});

describe("the right of withdrawal in the policies (docs/product/storefront.md#right-of-withdrawal)", () => {
  const t = { en: createPageI18n("en", en).t, it: createPageI18n("it", italian).t, fr: createPageI18n("fr", french).t };
  const shipping: ShippingSettings = { handlingDays: 2, destinations: { it: italy, eu: null, world: null } };
  const withReturns = (returns: ReturnPolicy | null) => ({ ...settings(shipping), returns });

  it("states the owner's longer period and who pays the way back, as set", () => {
    const withdrawal = policyTemplate("withdrawal", withReturns({ days: 30, paidBy: "shop" }), "it", t.it);
    expect(withdrawal).toContain("Hai il diritto di recedere dal contratto entro 30 giorni senza indicarne il motivo.");
    expect(withdrawal).toContain("Le spese di rispedizione le pago io.");
    expect(withdrawal).not.toContain("a tuo carico");
    const terms = policyTemplate("terms", withReturns({ days: 30, paidBy: "shop" }), "fr", t.fr);
    expect(terms).toContain("dans les 30 jours suivant la prise de possession de la pièce");
    const returns = policyTemplate("shipping", withReturns({ days: 14, paidBy: "shopper" }), "en", t.en);
    expect(returns).toContain("You can return a piece within 14 days of receiving it");
    expect(returns).toContain("The cost of sending it back is yours.");
  });

  it("keeps the legal 14 days for a row stored with 0 days, and names only a commission as excluded", () => {
    const old = { days: 0, paidBy: "shopper", madeToOrderExcluded: true } as ReturnPolicy;
    for (const language of ["en", "it", "fr"] as const) {
      for (const kind of ["withdrawal", "terms", "shipping"] as const) {
        const html = policyTemplate(kind, withReturns(old), language, t[language]);
        expect(html, `${kind} ${language}`).not.toMatch(/\b0 (days|giorni|jours)/);
        expect(html, `${kind} ${language}`).toMatch(/\b14 (days|giorni|jours)/);
      }
    }
    const italianPage = policyTemplate("withdrawal", withReturns(null), "it", t.it);
    expect(italianPage).toContain("non è confezionato secondo le tue indicazioni: puoi recedere come per ogni altro pezzo");
    expect(italianPage).toContain("come un pezzo fatto su tua richiesta (art. 59, comma 1, lett. c del Codice del consumo");
    expect(policyTemplate("shipping", withReturns(null), "fr", t.fr)).not.toContain("ne sont ni reprises");
  });
});

describe("the legal pages of a shop whose seller is named in full (LEGAL.md §1–§10)", () => {
  const t = { en: createPageI18n("en", en).t, it: createPageI18n("it", italian).t, fr: createPageI18n("fr", french).t };
  const shipping: ShippingSettings = { handlingDays: 2, destinations: { it: italy, eu: null, world: null } };
  const common = { vatRegime: "included", vatExemption: null, phone: "+39 010 123 4567", paymentMeans: "bank transfer, PayPal", host: "Aruba S.p.A., Ponte San Pietro" } as const;
  const italianSeller: SellerSettings = {
    ...common,
    country: "it",
    name: "Maria Rossi",
    address: "Via dei Mille 12\n16121 Genova",
    vatNumber: "IT01234567897",
    registry: "REA GE-123456",
    mediator: null,
  };
  const frenchSeller: SellerSettings = {
    ...common,
    country: "fr",
    name: "Claire Martin",
    individualEntrepreneur: true,
    address: "12 rue des Lices\n49100 Angers",
    vatNumber: null,
    companyId: "732 829 320",
    registry: "RNE",
    publicationDirector: "Claire Martin",
    mediator: "CM2C, cm2c.net, 49 rue de Ponthieu, 75008 Paris",
  };
  const shop = (seller: SellerSettings, returns: ReturnPolicy | null = null) => ({ ...settings(shipping), returns, seller });
  const pages = (seller: SellerSettings, language: "en" | "it" | "fr", returns: ReturnPolicy | null = null) =>
    Object.fromEntries((["privacy", "terms", "withdrawal", "shipping", "legal"] as const).map((kind) => [kind, policyTemplate(kind, shop(seller, returns), language, t[language])]));

  it("show no placeholder and no link to the closed ODR platform, in any language", () => {
    for (const seller of [italianSeller, frenchSeller]) {
      for (const language of ["en", "it", "fr"] as const) {
        for (const [kind, html] of Object.entries(pages(seller, language))) {
          expect(html, `${kind} ${language}`).not.toMatch(/\{\{|\[|da completare|à compléter|to be completed/);
          expect(html, `${kind} ${language}`).not.toMatch(/ec\.europa\.eu\/consumers\/odr|\bODR\b/);
        }
      }
    }
  });

  it("carry every item an Italian seller's shop owes, in Italian", () => {
    const { privacy, terms, withdrawal, shipping: returns, legal } = pages(italianSeller, "it", { days: 14, paidBy: "shop" });
    // §2 who the seller is
    expect(terms).toContain("Queste condizioni regolano le vendite di Maria Rossi, Via dei Mille 12, 16121 Genova, P. IVA IT01234567897, tramite il negozio Filo.");
    expect(terms).toContain("Telefono: +39 010 123 4567.");
    expect(legal).toContain("REA GE-123456");
    expect(legal).toContain("Aruba S.p.A., Ponte San Pietro");
    // §1 where the contract is made, and what binds
    expect(terms).toContain("Una richiesta inviata dal negozio non è un ordine e non ti impegna a nulla.");
    expect(terms).toContain("con il pulsante «Ordine con obbligo di pagamento»");
    // §3 the information before the shopper is bound
    expect(terms).toContain("Mezzi di pagamento accettati: bank transfer, PayPal.");
    expect(terms).toContain("comprende il tempo di lavorazione");
    expect(terms).toContain("Per un reclamo su un pezzo, una consegna o il tuo ordine, scrivi a filo@example.com");
    // §4 the right of withdrawal, §5 its function
    expect(withdrawal).toContain("entri in possesso del pezzo");
    expect(withdrawal).toContain("il pulsante «Recedere dal contratto qui»");
    expect(withdrawal).toContain('<a href="/withdrawal">');
    expect(withdrawal).toContain("Puoi usare il modulo tipo qui sotto, ma non è obbligatorio.");
    expect(withdrawal).toContain("comprese le spese di consegna standard, entro 14 giorni");
    expect(withdrawal).toContain("Rispediscimi il pezzo entro 14 giorni dal giorno in cui mi hai comunicato il recesso");
    expect(withdrawal).toContain("Le spese di rispedizione le pago io.");
    expect(withdrawal).toContain("Rispondi solo della diminuzione di valore del pezzo");
    expect(returns).toContain("Le spese di rispedizione le pago io.");
    // §4 the model form, Annex I(B), as a list addressed to the seller
    expect(withdrawal).toContain("<h2>Modulo tipo di recesso</h2><p><strong>");
    expect(withdrawal).toContain("(Compila e rispedisci questo modulo solo se vuoi recedere dal contratto.)");
    expect(withdrawal).toContain("<li>Destinatario: Maria Rossi, Via dei Mille 12, 16121 Genova, filo@example.com, +39 010 123 4567</li>");
    expect(withdrawal).toContain("<li>Firma del/dei consumatore/i (solo se il presente modulo è inviato su carta):</li>");
    // §7 the guarantee as Italian law words it, and no French box
    expect(terms).toContain("garanzia legale di conformità per due anni dalla consegna");
    expect(terms).toContain("puoi chiedermi anzitutto di ripararlo o sostituirlo");
    expect(terms).toContain("entro un anno dalla consegna esistesse già alla consegna, salvo che io provi il contrario (art. 135)");
    expect(terms).not.toContain("<blockquote");
    // §8 the law named, and no ADR body while none is set
    expect(terms).toContain("Queste condizioni sono regolate dalla legge italiana");
    expect(terms + legal).not.toContain("organismo ADR");
    expect(terms + legal).not.toContain("mediatore");
    // §9 prices
    expect(terms).toContain("I prezzi sono in euro. IVA inclusa.");
    // §10 the controller, purposes and bases, what is required, recipients, logs, authorities
    expect(privacy).toContain("Il titolare del trattamento dei tuoi dati personali è Maria Rossi, Via dei Mille 12, 16121 Genova");
    expect(privacy).toContain("art. 6, par. 1, lett. b del GDPR");
    expect(privacy).toContain("Nome ed e-mail sono necessari per fare una richiesta: senza, non posso risponderti.");
    expect(privacy).toContain("Il fornitore di hosting è Aruba S.p.A., Ponte San Pietro.");
    expect(privacy).toContain("il servizio di posta elettronica");
    expect(privacy).toContain("il corriere");
    expect(privacy).toContain("<h2>Log del server</h2>");
    expect(privacy).toContain("Non scrive il tuo indirizzo IP");
    // docs/product/statistics.md#privacy-page: what the shop's own visit counts keep, and for how long
    expect(privacy).toContain("<h2>Conteggio delle visite</h2>");
    expect(privacy).toContain("nessun cookie, nessuna memoria");
    expect(privacy).toContain("Si conservano solo questi totali giornalieri, per 90 giorni");
    expect(privacy).toContain("Garante per la protezione dei dati personali");
  });

  it("carry every item a French seller's shop owes, with the boxed guarantees text in every language", () => {
    const { privacy, terms, withdrawal, legal } = pages(frenchSeller, "fr");
    expect(terms).toContain("Les présentes conditions régissent les ventes de Claire Martin EI, 12 rue des Lices, 49100 Angers, SIREN 732 829 320");
    expect(terms).toContain("avec le bouton «\u00a0Commande avec obligation de paiement\u00a0»");
    expect(terms).toContain("Moyens de paiement acceptés\u00a0: bank transfer, PayPal.");
    expect(terms).toContain("dans les deux ans suivant la livraison d'une pièce neuve est présumé exister au moment de la livraison");
    expect(terms).toContain("Les présentes conditions sont soumises au droit français");
    expect(terms).toContain("médiateur de la consommation dont je relève\u00a0: CM2C, cm2c.net, 49 rue de Ponthieu, 75008 Paris.");
    expect(legal).toContain("<h2>Médiation de la consommation</h2><p>CM2C, cm2c.net, 49 rue de Ponthieu, 75008 Paris</p>");
    expect(legal).toContain("Directeur de la publication");
    expect(legal).not.toContain("TVA intracommunautaire");
    expect(withdrawal).toContain("le bouton «\u00a0Se rétracter du contrat ici\u00a0»");
    expect(withdrawal).toContain("Les frais de renvoi sont à votre charge.");
    expect(withdrawal).toContain("<li>Signature du (des) consommateur(s) (uniquement si ce formulaire est notifié sur papier)\u00a0:</li>");
    expect(privacy).toContain("Le responsable du traitement de vos données personnelles est Claire Martin EI");
    expect(privacy).toContain("la CNIL");
    for (const language of ["en", "it", "fr"] as const) {
      const html = pages(frenchSeller, language).terms;
      const box = html.match(/<blockquote lang="fr">(.*?)<\/blockquote>/)?.[1] ?? "";
      expect(box, language).toContain("Le consommateur dispose d'un délai de deux ans à compter de la délivrance du bien");
      expect(box, language).toContain("garantie légale des vices cachés en application des articles 1641 à 1649 du code civil");
      // The box follows the guarantee's own paragraph, before the complaints.
      expect(html.indexOf("<blockquote"), language).toBeLessThan(html.indexOf(language === "fr" ? "<h2>Réclamations" : language === "it" ? "<h2>Reclami" : "<h2>Complaints"));
    }
    expect(pages(frenchSeller, "en").terms).toContain("The guarantee follows the French Code de la consommation");
  });

  it("state an optional item only once it is set: an Italian seller's ADR body, another complaints address", () => {
    const withAdr = { ...italianSeller, mediator: "RisolviOnline, risolvionline.com", complaintsEmail: "reclami@example.com" };
    const { terms, legal } = pages(withAdr, "it");
    expect(terms).toContain("puoi rivolgerti all'organismo ADR (risoluzione alternativa delle controversie) a cui aderisco: RisolviOnline, risolvionline.com.");
    expect(legal).toContain("<h2>Organismo ADR</h2><p>RisolviOnline, risolvionline.com</p>");
    expect(terms).toContain("scrivi a reclami@example.com indicando il numero della richiesta");
    expect(terms).not.toContain("mediatore del consumo");
    // A French seller's VAT number shows once given.
    expect(pages({ ...frenchSeller, vatNumber: "FR40732829320" }, "fr").legal).toContain("FR40732829320");
  });
});
