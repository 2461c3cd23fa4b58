import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { createPageI18n } from "./i18n";
import { en } from "./locales/en";
import { fr } from "./locales/fr";
import { it as italian } from "./locales/it";
import { I18nProvider, Trans, useTranslation } from "./react";

describe("createPageI18n", () => {
  const { t } = createPageI18n("en", en);

  it("reads a dotted key", () => {
    expect(t("cartPage.title")).toBe(en.cartPage.title);
  });

  it("answers the key itself for an unknown key or a group of texts", () => {
    expect(t("cartPage.noSuchText")).toBe("cartPage.noSuchText");
    expect(t("cartPage")).toBe("cartPage");
    expect(t("cartPage.title.deeper")).toBe("cartPage.title.deeper");
  });

  it("fills placeholders, and leaves one it has no value for", () => {
    expect(t("footer.copyright", { year: 2026, name: "Filo" })).toBe("© 2026 Filo. All rights reserved.");
    expect(t("footer.copyright", { year: 2026 })).toBe("© 2026 {{name}}. All rights reserved.");
  });

  it("picks the plural form of the language from count", () => {
    expect(t("catalogPage.results", { count: 1 })).toBe("1 product");
    expect(t("catalogPage.results", { count: 0 })).toBe("0 products");
    expect(t("catalogPage.results", { count: 13 })).toBe("13 products");
    // French says "0 produit": zero takes the singular.
    expect(createPageI18n("fr", fr).t("catalogPage.results", { count: 0 })).toBe(fr.catalogPage.results_one.replace("{{count}}", "0"));
    expect(createPageI18n("it", italian).t("catalogPage.results", { count: 2 })).toBe(italian.catalogPage.results_other.replace("{{count}}", "2"));
  });

  it("falls back to the _other form for a category the texts do not have (French 'many')", () => {
    expect(new Intl.PluralRules("fr").select(1_000_000)).toBe("many");
    expect(createPageI18n("fr", fr).t("catalogPage.results", { count: 1_000_000 })).toBe(
      fr.catalogPage.results_other.replace("{{count}}", "1000000"),
    );
  });

  it("says none in words where a text has a _zero form, in every language", () => {
    expect(createPageI18n("fr", fr).t("request.summary.collection", { count: 0 })).toBe(fr.request.summary.collection_zero);
    expect(createPageI18n("fr", fr).t("request.summary.collection", { count: 1 })).toBe(
      fr.request.summary.collection_one.replace("{{count}}", "1"),
    );
    expect(t("request.summary.sentWithin", { count: 0 })).toBe("Sent on the day of your order");
  });

  it("uses a plain key when count is given to a text without plural forms", () => {
    expect(t("catalogPage.page", { page: 2, count: 2 })).toBe("Page 2");
  });
});

describe("Trans", () => {
  it("turns the texts' <strong> marks into elements and escapes everything else", () => {
    const html = renderToStaticMarkup(
      <I18nProvider i18n={createPageI18n("en", en)}>
        <Trans i18nKey="aboutPage.story1" />
      </I18nProvider>,
    );
    expect(html).toContain("I was <strong>hooked</strong>.");
    expect(html.startsWith("My grandmother")).toBe(true);
  });
});

describe("useTranslation", () => {
  function Title() {
    return <>{useTranslation().t("cartPage.title")}</>;
  }
  it("translates in the provider's language", () => {
    const html = renderToStaticMarkup(
      <I18nProvider i18n={createPageI18n("it", italian)}>
        <Title />
      </I18nProvider>,
    );
    expect(html).toBe(italian.cartPage.title);
  });
  it("is an error outside the provider", () => {
    expect(() => renderToStaticMarkup(<Title />)).toThrow("useTranslation must be used within an I18nProvider");
  });
});
