import type { Locator, Page } from "@playwright/test";
import { createPageI18n } from "~/i18n/i18n";
import { fr } from "~/i18n/locales/fr";
import { it as italian } from "~/i18n/locales/it";
import {
  cameraPhoto,
  expect,
  expectAccessible,
  interactiveNavigations,
  keepScreenshotsAtBothWidths,
  owner,
  testWithOwnShop,
} from "./fixtures";

/*
 * A new owner sets up her shop on a phone, in her own language, as docs/product/back-office.md
 * describes it: she signs in, puts the shop on her clock, ships to Italy only, writes her home
 * page's title, creates a bag with a price typed with a comma and a photo straight from her
 * phone's camera, keeps it hidden while she previews it, then publishes it. A shopper, on a phone
 * of their own, finds it under the bags with her words, her price and her shipping.
 * Each step's labels are the shop's own texts in her language, so the walk is the same in both;
 * the two owners run one after the other on the same shop, the second changing what the first set.
 */

const test = testWithOwnShop();
test.use({ viewport: { width: 375, height: 812 } });

const owners = [
  {
    language: "it" as const,
    messages: italian,
    zone: "Europe/Rome",
    heroTitle: "Borse all'uncinetto fatte a mano a Bologna",
    item: { en: "Lina shoulder bag", own: "Borsa a spalla Lina", slug: "lina-shoulder-bag" },
    bags: "Borse",
    price: { typed: "54,90", shown: /54,90\s€/ },
    rate: { typed: "6,50", free: "80,00" },
  },
  {
    language: "fr" as const,
    messages: fr,
    zone: "Europe/Paris",
    heroTitle: "Des sacs au crochet faits main à Lyon",
    item: { en: "Lina crossbody bag", own: "Sac besace Lina", slug: "lina-crossbody-bag" },
    bags: "Sacs",
    price: { typed: "54,90", shown: /54,90\s€/ },
    rate: { typed: "6,50", free: "80,00" },
  },
];

/** The page holds no wider content than a phone's screen. */
async function fitsThePhone(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
}

/** A part of a page, by its heading. */
const part = (page: Page, heading: string) =>
  page.locator("section").filter({ has: page.getByRole("heading", { name: heading, exact: true }) });

/** The tab of a language in a part with per-language boxes, opened. */
async function languageTab(section: Locator | Page, name: string): Promise<Locator> {
  await section.getByRole("tab", { name }).click();
  return section.getByRole("tabpanel", { name });
}

for (const shopOwner of owners) {
  const { language, item } = shopOwner;
  const { t } = createPageI18n(language, shopOwner.messages);
  const languageName = language === "it" ? "Italiano" : "Français";

  test(`a new owner sets up her shop on a phone in ${languageName} and publishes her first piece`, async ({ page, browser, shop }) => {
    test.slow();
    const shot = (name: string) => keepScreenshotsAtBothWidths(page, `walk-${language}-${name}`, { fullPage: true });

    await test.step("she signs in, in her language", async () => {
      await page.goto(`/auth?lng=${language}`);
      await page.getByLabel(t("auth.email")).fill(owner.email);
      await page.getByLabel(t("auth.password"), { exact: true }).fill(owner.password);
      await page.getByRole("button", { name: t("auth.signIn") }).click();
      await expect(page).toHaveURL(/\/admin\/items$/);
      await expect(page.getByRole("button", { name: t("admin.items.newItem") })).toBeVisible();
    });

    await test.step("she puts the shop on her clock and ships to Italy only, rates typed with commas", async () => {
      await page.goto("/admin/settings");
      await page.getByLabel(t("admin.settings.timeZone")).selectOption(shopOwner.zone);
      await page.getByRole("switch", { name: t("admin.settings.shipping.on.eu") }).uncheck();
      await page.getByRole("switch", { name: t("admin.settings.shipping.on.world") }).uncheck();
      await page.getByLabel(t("admin.settings.shipping.handlingDays")).fill("2");
      for (const [label, amount] of [
        [t("admin.settings.shipping.rate"), shopOwner.rate.typed],
        [t("admin.settings.shipping.freeOver"), shopOwner.rate.free],
      ]) {
        await page.getByLabel(label).clear();
        await page.getByLabel(label).pressSequentially(amount);
      }
      await page.getByLabel(t("admin.settings.shipping.transitMin")).fill("1");
      await page.getByLabel(t("admin.settings.shipping.transitMax")).fill("3");
      await page.getByRole("button", { name: t("admin.settings.save") }).click();
      await expect(page.getByText(t("admin.settings.saved")).first()).toBeVisible();
      await page.reload();
      await expect(page.getByLabel(t("admin.settings.timeZone"))).toHaveValue(shopOwner.zone);
      await expect(page.getByLabel(t("admin.settings.shipping.rate"))).toHaveValue(shopOwner.rate.typed);
      await fitsThePhone(page);
      await shot("settings");
    });

    await test.step("she writes her home page's title", async () => {
      await page.getByRole("link", { name: t("admin.shopWords.edit") }).click();
      const home = await languageTab(part(page, t("admin.shopWords.homeTitle")), languageName);
      await home.getByRole("textbox", { name: t("admin.shopWords.heroTitle"), exact: true }).fill(shopOwner.heroTitle);
      await page.getByRole("button", { name: t("admin.shopWords.save") }).click();
      await expect(page.getByText(t("admin.shopWords.saved")).first()).toBeVisible();
      await fitsThePhone(page);
      await shot("words");
    });

    await test.step("she creates a bag, hidden, with a price typed with a comma and a photo from her camera", async () => {
      await page.goto("/admin/items");
      await page.getByRole("button", { name: t("admin.items.newItem") }).click();
      const dialog = page.getByRole("dialog", { name: t("admin.items.createTitle") });
      const photo = await cameraPhoto();
      const chooser = page.waitForEvent("filechooser");
      await dialog.getByRole("button", { name: t("admin.items.pick") }).click();
      await (await chooser).setFiles(photo);
      await expect(dialog.getByRole("img", { name: t("admin.items.imageAlt", { n: 1 }) })).toBeVisible({ timeout: 30_000 });
      await dialog.getByLabel(t("admin.items.price")).pressSequentially(shopOwner.price.typed);
      await dialog.getByLabel(t("admin.items.stock")).fill("1");
      await dialog.getByLabel(t("admin.items.category")).selectOption({ label: shopOwner.bags });
      await dialog.getByRole("switch", { name: t("admin.active") }).uncheck();
      await dialog.getByLabel(t("admin.items.nameEn"), { exact: true }).fill(item.en);
      const own = await languageTab(dialog, languageName);
      await own.getByLabel(t("admin.items.name"), { exact: true }).fill(item.own);
      await dialog.getByRole("button", { name: t("admin.items.createItem") }).click();
      await expect(dialog).toBeHidden();
      const card = page.getByRole("article", { name: item.own, exact: true });
      await expect(card).toContainText(shopOwner.price.shown);
      await expect(card).toContainText(t("admin.inactive"));
      await fitsThePhone(page);
      await shot("item-created");
    });

    // A shopper on a phone of their own, in the same language.
    const shopperContext = await browser.newContext({ baseURL: shop.url, viewport: { width: 375, height: 812 } });
    const shopper = interactiveNavigations(await shopperContext.newPage());

    await test.step("she previews the hidden bag; shoppers cannot see it", async () => {
      const card = page.getByRole("article", { name: item.own, exact: true });
      await card.getByRole("link", { name: t("admin.previewOf", { name: item.own }) }).click();
      await expect(page).toHaveURL(new RegExp(`/product/${item.slug}$`));
      await expect(page.getByRole("region", { name: t("preview.label") })).toContainText(t("preview.itemHidden"));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(item.own);
      await expect(page.locator("main")).toContainText(shopOwner.price.shown);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
      await fitsThePhone(page);
      await shot("preview");
      expect((await shopper.goto(`/product/${item.slug}?lng=${language}`))?.status()).toBe(404);
    });

    await test.step("she publishes it from the preview", async () => {
      await page.getByRole("link", { name: t("preview.editItem") }).click();
      const edit = page.getByRole("dialog", { name: t("admin.items.editTitle") });
      await edit.getByRole("switch", { name: t("admin.active") }).check();
      await edit.getByRole("button", { name: t("admin.items.saveItem") }).click();
      await expect(edit).toBeHidden();
      await expect(page.getByRole("article", { name: item.own, exact: true })).not.toContainText(t("admin.inactive"));
    });

    await test.step("a shopper finds it under the bags, with her title, her price and her shipping", async () => {
      await shopper.goto(`/?lng=${language}`);
      await expect(shopper.getByRole("heading", { level: 1 })).toHaveText(shopOwner.heroTitle);
      await fitsThePhone(shopper);
      await keepScreenshotsAtBothWidths(shopper, `walk-${language}-home`);

      await shopper.goto(`/catalog?lng=${language}`);
      await shopper.getByLabel(t("catalogPage.category"), { exact: true }).selectOption({ label: shopOwner.bags });
      await expect(shopper).toHaveURL(/[?&]category=bags/);
      await expect(shopper.getByRole("heading", { level: 1 })).toHaveText(shopOwner.bags);
      const card = shopper.getByRole("article", { name: item.own, exact: true });
      await expect(card).toContainText(shopOwner.price.shown);
      await card.getByRole("link", { name: item.own }).first().click();

      await expect(shopper).toHaveURL(new RegExp(`/product/${item.slug}`));
      await expect(shopper.getByRole("region", { name: t("preview.label") })).toHaveCount(0);
      await expect(shopper.locator("main")).toContainText(shopOwner.price.shown);
      await expect(shopper.getByTestId("ships-to")).toHaveText(t("shipping.shipsTo.it"));
      await expectAccessible(shopper);
      await fitsThePhone(shopper);
      await keepScreenshotsAtBothWidths(shopper, `walk-${language}-product`, { fullPage: true });

      await shopper.getByRole("button", { name: t("catalog.addToCart") }).first().click();
      await shopper.goto(`/cart?lng=${language}`);
      await expect(shopper.getByLabel(t("shipping.destinationLabel")).locator("option")).toHaveText([t("shipping.destination.it")]);
      await fitsThePhone(shopper);
      await keepScreenshotsAtBothWidths(shopper, `walk-${language}-cart`, { fullPage: true });
    });
    await shopperContext.close();
  });
}
