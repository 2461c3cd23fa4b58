import type { Page } from "@playwright/test";
import { expect, expectAccessible, headerControl, keepScreenshot, keepScreenshotsAtBothWidths, pageI18n, test } from "./fixtures";

/*
 * The header's menus with scripts (docs/decisions/0093): the phone menu is the browser's own modal
 * dialog and the language menu the disclosure it is without scripts, so a first tap runs none of a
 * dialog library's code. What a shopper with a keyboard or a screen reader met before stays.
 */

const { t } = pageI18n("en");

/** Strings only Radix's focus trap, outside-tap layer and scroll lock keep in their minified code. */
const dialogLibraryMarkers = ["focusScope.autoFocusOnMount", "dismissableLayer.pointerDownOutside", "right-scroll-bar-position"];

/** Every script the page fetches from now on, with its code. */
function scriptsFetched(page: Page): Promise<string>[] {
  const codes: Promise<string>[] = [];
  page.on("response", (response) => {
    if (new URL(response.url()).pathname.endsWith(".js")) codes.push(response.text().catch(() => ""));
  });
  return codes;
}

async function expectNoDialogLibrary(codes: Promise<string>[]) {
  for (const code of await Promise.all(codes)) {
    for (const marker of dialogLibraryMarkers) expect(code.includes(marker), `a script holds ${marker}`).toBe(false);
  }
}

/** A mark the page keeps until it is loaded again: a choice made through the app's navigation keeps it. */
const markPage = (page: Page) => page.evaluate(() => Object.assign(window, { __samePage: true }));
const stillSamePage = (page: Page) => page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage === true);

test.describe("on a phone (375 px)", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("the header draws its hairline once the page has scrolled, and takes it away back at the top", async ({ page }) => {
    await page.goto("/catalog?lng=en");
    await expect(page.locator("html[data-hydrated]")).toBeAttached();
    const header = page.getByRole("banner");
    const none = "rgba(0, 0, 0, 0)";
    await expect(header).toHaveCSS("border-bottom-color", none);
    await page.mouse.wheel(0, 400);
    await expect(header).toHaveAttribute("data-scrolled");
    await expect(header).not.toHaveCSS("border-bottom-color", none);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveCSS("border-bottom-color", none);
    // A page opened already scrolled (back to it, or reloaded) has it from the start.
    await page.evaluate(() => window.scrollTo(0, 600));
    await page.reload();
    await expect(page.locator("html[data-hydrated]")).toBeAttached();
    await expect(header).not.toHaveCSS("border-bottom-color", none);
  });

  test("the menu is the browser's modal dialog: the page behind is out of reach and does not scroll, and each way of closing gives the focus back", async ({
    page,
  }) => {
    const codes = scriptsFetched(page);
    await page.goto("/catalog?lng=en");
    const button = headerControl(page, t("nav.openMenu"), { exact: true });
    const menu = page.getByRole("dialog", { name: t("nav.menu") });
    const root = page.locator("html");

    await button.click();
    await expect(menu).toBeVisible();
    await expect(menu).toHaveAccessibleDescription(t("nav.menuDescription"));
    await expect(menu.getByRole("link", { name: t("nav.home"), exact: true })).toBeFocused();
    await expect(root).toHaveCSS("overflow", "hidden");
    await keepScreenshotsAtBothWidths(page, "phone-menu-open");
    await expectAccessible(page);
    // Tab never reaches the page behind: the links, the languages and the close button, then out of the page.
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => document.activeElement === document.body || document.activeElement?.closest("dialog") !== null)).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();
    await expect(root).not.toHaveCSS("overflow", "hidden");

    await button.click();
    await menu.getByRole("button", { name: t("nav.closeMenu") }).click();
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();

    // A tap on the dimmed page beside the panel closes it.
    await button.click();
    await expect(menu).toBeVisible();
    await page.mouse.click(10, 400);
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();

    await markPage(page);
    await button.click();
    await menu.getByRole("link", { name: t("nav.about"), exact: true }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(menu).toBeHidden();
    expect(await stillSamePage(page)).toBe(true);
    await expectNoDialogLibrary(codes);
  });

  test("the tap's own task shows the panel, the page behind turns inert once that frame is drawn, and an input before it finds the menu modal", async ({ page }) => {
    await page.goto("/?lng=en");
    await expect(page.locator("html[data-hydrated]")).toBeAttached();
    const states = await page.evaluate(
      (name) =>
        new Promise<string[]>((resolve) => {
          const dialog = document.querySelector("dialog")!;
          const summary = document.querySelector<HTMLElement>(`summary[aria-label="${name}"]`)!;
          const state = () => (dialog.matches(":modal") ? "modal" : dialog.matches(":popover-open") ? "shown" : "closed");
          const seen = [state()];
          summary.click();
          seen.push(state());
          requestAnimationFrame(() => {
            seen.push(state());
            setTimeout(() =>
              setTimeout(() => {
                seen.push(state(), document.activeElement?.closest("dialog") === dialog ? "focus in it" : "focus elsewhere");
                dialog.close();
                summary.click();
                seen.push(state());
                window.dispatchEvent(new PointerEvent("pointerdown"));
                seen.push(state());
                resolve(seen);
              }),
            );
          });
        }),
      t("nav.openMenu"),
    );
    expect(states).toEqual(["closed", "shown", "shown", "modal", "focus in it", "shown", "modal"]);
  });
});

test.describe("on a computer (1280 px)", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("the language menu opens as the browser's disclosure and answers the keyboard as a menu does", async ({ page }) => {
    const codes = scriptsFetched(page);
    await page.goto("/about?lng=en");
    const button = headerControl(page, /^EN – Choose a language/);
    const list = page.getByRole("list", { name: t("language.label") });
    const link = (name: string) => list.getByRole("link", { name });

    await button.focus();
    await page.keyboard.press("ArrowDown");
    await expect(link("English")).toBeFocused();
    await expect(link("English")).toHaveAttribute("aria-current", "true");
    await page.keyboard.press("ArrowDown");
    await expect(link("Italiano")).toBeFocused();
    await page.keyboard.press("ArrowUp");
    await page.keyboard.press("ArrowUp");
    await expect(link("Français")).toBeFocused();
    await page.keyboard.press("Home");
    await expect(link("English")).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(list).toBeHidden();
    await expect(button).toBeFocused();

    // Enter opens it as HTML does; Tab out of it closes it.
    await page.keyboard.press("Enter");
    await expect(list).toBeVisible();
    for (let i = 0; i < 4; i++) await page.keyboard.press("Tab");
    await expect(list).toBeHidden();

    // A click elsewhere closes it.
    await button.click();
    await expect(list).toBeVisible();
    await keepScreenshot(page, "language-menu-open-1280");
    await page.getByRole("heading", { level: 1 }).click();
    await expect(list).toBeHidden();

    await markPage(page);
    await button.click();
    await link("Italiano").click();
    await expect(page.locator("html")).toHaveAttribute("lang", "it");
    await expect(page).toHaveURL(/\/about\?lng=it$/);
    await expect(list).toBeHidden();
    await expect(headerControl(page, /^IT – Scegli la lingua/)).toBeFocused();
    expect(await stillSamePage(page)).toBe(true);
    await expectNoDialogLibrary(codes);
  });
});
