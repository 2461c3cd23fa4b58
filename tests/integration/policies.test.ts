import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { loader as rootLoader } from "~/root";
import { action as settingsAction } from "~/routes/admin/settings";
import { action as policiesAction, loader as policiesLoader } from "~/routes/admin/policies";
import { loader as policyLoader } from "~/routes/policy";
import type { ShopContext } from "~/context";
import type { Language } from "~shared/languages";
import { policyKinds } from "~/shop/policy-kinds";
import { sitemapEntries } from "~/seo/sitemap.server";
import { readContentVersion } from "~db/content-version";
import { policies, shopSettings } from "~db/schema";
import { answerOf, ownerShop, type Answer, type OwnerShop } from "./hostile-support";
import { addAccount, sessionCookie, type TestShop } from "./admin-support";

/**
 * The legal pages (docs/decisions/0037, 0066) through their own loaders and actions on this run's
 * database: the templates filled from the seller's settings, a neutral text instead of any page
 * while the seller is not named in full, the owner's edits, and that an edit makes the kept pages stale.
 */

let owned: OwnerShop;
let shop: TestShop;
let ownerCookie = "";
let visitorCookie = "";

beforeAll(async () => {
  owned = await ownerShop();
  shop = owned.shop;
  ownerCookie = owned.cookie;
  await addAccount(shop, "visitor@shop.test");
  visitorCookie = await sessionCookie(shop, "visitor@shop.test");
});
afterAll(async () => {
  await owned?.close();
});
beforeEach(async () => {
  // Each test starts from a shop that has stated nothing and written no legal page of its own.
  await shop.database.db.update(shopSettings).set({ seller: null, shopName: null, orderEmail: null });
  await shop.database.db.update(policies).set({ contentI18n: {} });
});

const identity = { shop_name: "Maria's Hooks", order_email: "maria@example.com" };
const seller = {
  seller_name: "Maria <Rossi>",
  seller_address: "Via dei Mille 12\n20121 Milano",
  seller_vat_number: "IT01234567897",
  seller_country: "it",
  seller_phone: "+39 02 1234 5678",
  seller_registry: "REA MI-1234567",
  seller_payment_means: "Bonifico bancario, PayPal",
  seller_vat_regime: "exempt",
  seller_vat_exemption: "Operazione senza applicazione dell'IVA ai sensi dell'art. 1, commi 54–89, L. 190/2014",
  seller_mediator: "CM2C, 49 rue de Ponthieu, 75008 Paris, www.cm2c.net",
  seller_host: "Hetzner Online GmbH, Industriestr. 25, 91710 Gunzenhausen",
};

type FormAnswer = Answer & {
  data: { note?: { kind: string; title: string }; saved?: boolean; result?: { error?: Record<string, string[]> } };
};

function contextIn(language: Language = "en"): ShopContext {
  return { ...shop.context(), language };
}

async function post(action: typeof settingsAction | typeof policiesAction, path: string, form: Record<string, string>, cookie = ownerCookie) {
  const request = shop.request(path, { form, cookie });
  return (await answerOf(() => action({ request, context: contextIn(), params: {} } as never))) as FormAnswer;
}

async function policyPage(kind: string, language: Language = "en") {
  const answer = await answerOf(() =>
    policyLoader({ request: shop.request(`/policies/${kind}`), context: contextIn(language), params: { kind } } as never),
  );
  return answer as Answer & { data: { policy: { html: string; fromTemplate: boolean; updatedAt: string } | null; title: string } };
}

describe("the legal pages' templates", () => {
  it("are filled from the seller's settings in every language, the settings' text escaped", async () => {
    expect((await post(settingsAction, "/admin/settings", { ...identity, ...seller })).status).toBe(200);
    for (const language of ["en", "it", "fr"] as const) {
      const terms = (await policyPage("terms", language)).data.policy!;
      expect(terms.fromTemplate).toBe(true);
      expect(terms.html, language).toContain("Maria &lt;Rossi&gt;, Via dei Mille 12, 20121 Milano");
      expect(terms.html, language).toContain("IT01234567897");
      expect(terms.html, language).toContain("Operazione senza applicazione dell'IVA ai sensi dell'art. 1, commi 54–89, L. 190/2014");
      expect(terms.html, language).toContain("CM2C, 49 rue de Ponthieu");
      expect(terms.html, language).not.toContain("{{");
      expect(terms.html, language).not.toContain("data-missing");
      const legal = (await policyPage("legal", language)).data.policy!;
      expect(legal.html, language).toContain("Hetzner Online GmbH");
    }
    // The withdrawal exclusion of made-to-order pieces, with the law's article of each language.
    expect((await policyPage("terms", "it")).data.policy!.html).toContain("art. 59, comma 1, lett. c del Codice del consumo");
    expect((await policyPage("terms", "fr")).data.policy!.html).toContain("art. L221-28 3°");
    // The footer names the seller and every price states the exemption.
    const root = await rootLoader({ context: contextIn(), request: shop.request("/"), params: {} } as never);
    expect(root.shop.seller).toEqual({ name: "Maria <Rossi>", address: "Via dei Mille 12\n20121 Milano", numbers: ["Partita IVA IT01234567897"] });
    expect(root.shop.acceptsOrders).toBe(true);
    expect(root.shop.vatNote).toBe(seller.seller_vat_exemption);
  });

  it("show shoppers a neutral text with the shop's e-mail, never a placeholder, until the seller is named in full", async () => {
    const expected = {
      en: "This page is being prepared. For any question write to hello@filo-uncinetto.example.",
      it: "Questa pagina è in preparazione. Per qualsiasi domanda scrivi a hello@filo-uncinetto.example.",
      fr: "Cette page est en préparation. Pour toute question, écrivez à hello@filo-uncinetto.example.",
    };
    // A fresh shop, then one stated all but its phone: both hold every page back.
    for (const stated of [null, { ...seller, seller_phone: "" }]) {
      if (stated) expect((await post(settingsAction, "/admin/settings", { ...stated, order_email: "hello@filo-uncinetto.example", shop_name: "Filo" })).status).toBe(200);
      for (const language of ["en", "it", "fr"] as const) {
        for (const kind of policyKinds) {
          const page = await policyPage(kind, language);
          expect(page.status, `${language} ${kind}`).toBe(200);
          expect(page.data.policy!.html, `${language} ${kind}`).toBe(`<p>${expected[language]}</p>`);
        }
      }
      const root = await rootLoader({ context: contextIn("it"), request: shop.request("/"), params: {} } as never);
      expect(root.shop.acceptsOrders).toBe(false);
    }
    // Prices say "VAT included" until the owner states an exemption.
    await shop.database.db.update(shopSettings).set({ seller: null });
    const root = await rootLoader({ context: contextIn("it"), request: shop.request("/"), params: {} } as never);
    expect(root.shop.vatNote).toBe("IVA inclusa");
    expect(root.shop.seller).toBeNull();
  });

  it("leave out what the law lets a complete seller leave unsaid, never a gap", async () => {
    // An Italian seller with no ADR body: the sentences naming one are not written.
    expect((await post(settingsAction, "/admin/settings", { ...identity, ...seller, seller_mediator: "" })).status).toBe(200);
    for (const language of ["en", "it", "fr"] as const) {
      for (const kind of policyKinds) {
        const html = (await policyPage(kind, language)).data.policy!.html;
        expect(html, `${language} ${kind}`).not.toMatch(/\{\{|\[|, ,|\(\)|: <\/p>|<p>\s*<\/p>|<h2>[^<]*<\/h2>$/);
      }
      const legal = (await policyPage("legal", language)).data.policy!.html;
      expect(legal, language).toContain("REA MI-1234567");
      expect(legal, language).toContain("+39 02 1234 5678");
      expect(legal, language).toContain("Bonifico bancario, PayPal");
      expect(legal, language).not.toContain("data-missing");
    }
    const legalIt = (await policyPage("legal", "it")).data.policy!.html;
    expect(legalIt).toContain("P. IVA IT01234567897");
    // The governing law is named: the seller's country's (LEGAL.md §8).
    expect((await policyPage("terms", "it")).data.policy!.html).toContain("Queste condizioni sono regolate dalla legge italiana;");
    expect((await policyPage("terms", "en")).data.policy!.html).toContain("These terms follow Italian law;");
    expect((await policyPage("legal", "fr")).data.policy!.html).toContain("Partita IVA IT01234567897");
  });

  it("name a French seller's numbers as France names them, with EI after an entrepreneur individuel's name", async () => {
    const french = {
      ...identity,
      ...seller,
      seller_country: "fr",
      seller_vat_number: "FR44732829320",
      seller_company_id: "732 829 320",
      seller_registry: "RNE",
      seller_individual_entrepreneur: "on",
      seller_publication_director: "Maria Rossi",
      seller_complaints_email: "reclamations@example.fr",
    };
    expect((await post(settingsAction, "/admin/settings", french)).status).toBe(200);
    const legal = (await policyPage("legal", "fr")).data.policy!.html;
    expect(legal).toContain("Maria &lt;Rossi&gt; EI");
    expect(legal).toContain("SIREN 732 829 320<br>N° TVA intracommunautaire FR44732829320");
    expect(legal).toContain("Directeur de la publication\u00a0: Maria Rossi");
    expect(legal).toContain("Réclamations\u00a0: reclamations@example.fr");
    expect((await policyPage("terms", "fr")).data.policy!.html).toContain("Les présentes conditions sont soumises au droit français\u202f;");
    const root = await rootLoader({ context: contextIn("fr"), request: shop.request("/"), params: {} } as never);
    expect(root.shop.seller?.numbers).toEqual(["SIREN 732 829 320", "N° TVA intracommunautaire FR44732829320"]);
  });

  it("refuse a number in the wrong shape for the seller's country, with an example, and keep what was stored", async () => {
    await post(settingsAction, "/admin/settings", { ...identity, ...seller });
    const wrong = await post(settingsAction, "/admin/settings", { ...identity, ...seller, seller_vat_number: "1234567890", seller_phone: "call me" });
    expect(wrong.status).toBe(400);
    expect(wrong.data.result?.error?.seller_vat_number).toEqual(["admin.settings.seller.errors.partitaIvaInvalid"]);
    expect(wrong.data.result?.error?.seller_phone).toEqual(["admin.settings.seller.errors.phoneInvalid"]);
    const siren = await post(settingsAction, "/admin/settings", { ...identity, ...seller, seller_country: "fr", seller_vat_number: "", seller_company_id: "732829321" });
    expect(siren.data.result?.error?.seller_company_id).toEqual(["admin.settings.seller.errors.sirenInvalid"]);
    const [row] = await shop.database.db.select().from(shopSettings);
    expect(row.seller?.vatNumber).toBe("IT01234567897");
  });

  it("refuse an exemption regime without its wording, and keep what was stored", async () => {
    await post(settingsAction, "/admin/settings", { ...identity, ...seller });
    const answer = await post(settingsAction, "/admin/settings", { ...identity, ...seller, seller_name: "Changed", seller_vat_exemption: "" });
    expect(answer.status).toBe(400);
    expect(answer.data.result?.error?.seller_vat_exemption).toEqual(["admin.settings.seller.errors.exemptionRequired"]);
    const [row] = await shop.database.db.select().from(shopSettings);
    expect(row.seller?.name).toBe("Maria <Rossi>");
  });
});

describe("editing a legal page in the back office", () => {
  it("stores the owner's text, shows it with its date and makes the kept pages stale", async () => {
    await post(settingsAction, "/admin/settings", { ...identity, ...seller });
    const before = await readContentVersion(shop.database.db);
    const [untouched] = await shop.database.db.select().from(policies).where(eq(policies.kind, "privacy"));
    const answer = await post(policiesAction, "/admin/policies", {
      intent: "save",
      id: "privacy",
      content_en: '<h2>My privacy</h2><p>Only for your order.</p><script>alert(1)</script>',
    });
    expect(answer.status).toBe(200);
    expect(answer.data.note).toMatchObject({ kind: "success", title: "Legal page updated" });
    expect(await readContentVersion(shop.database.db)).toBeGreaterThan(before);

    const page = (await policyPage("privacy")).data.policy!;
    expect(page.fromTemplate).toBe(false);
    expect(page.html).toBe("<h2>My privacy</h2><p>Only for your order.</p>");
    expect(new Date(page.updatedAt).getTime()).toBeGreaterThan(untouched.updatedAt.getTime());
    // The languages the owner did not write still show their template.
    expect((await policyPage("privacy", "it")).data.policy!.fromTemplate).toBe(true);

    const list = await policiesLoader({ request: shop.request("/admin/policies", { cookie: ownerCookie }), context: contextIn(), params: {} } as never);
    const privacy = list.policies.find((row) => row.kind === "privacy")!;
    expect(privacy.templateLanguages).toEqual(["it", "fr"]);
    expect(privacy.content.en).toBe(page.html);
  });

  it("keeps a text posted back unchanged as the template, so it still follows the settings", async () => {
    const list = await policiesLoader({ request: shop.request("/admin/policies", { cookie: ownerCookie }), context: contextIn(), params: {} } as never);
    const terms = list.policies.find((row) => row.kind === "terms")!;
    await post(policiesAction, "/admin/policies", { intent: "save", id: "terms", content_en: terms.content.en, content_it: terms.content.it });
    await post(settingsAction, "/admin/settings", { ...identity, ...seller });
    expect((await policyPage("terms")).data.policy!.html).toContain("IT01234567897");
  });

  it("refuses an unknown page and anyone but an admin, storing nothing", async () => {
    const unknown = await post(policiesAction, "/admin/policies", { intent: "save", id: "cookies", content_en: "<p>x</p>" });
    expect(unknown.status).toBe(400);
    const visitor = await post(policiesAction, "/admin/policies", { intent: "save", id: "terms", content_en: "<p>Forged</p>" }, visitorCookie);
    expect(visitor.status).not.toBe(200);
    expect((await policyPage("terms")).data.policy!.fromTemplate).toBe(true);
    expect((await policyPage("cookies")).status).toBe(404);
  });

  it("lists every legal page in the sitemap", async () => {
    const paths = (await sitemapEntries(shop.database.db)).map((entry) => entry.path);
    for (const kind of policyKinds) expect(paths).toContain(`/policies/${kind}`);
  });
});
