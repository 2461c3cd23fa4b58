import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { startShopServer, type ShopServer } from "../support/shop-server";
import { expect, expectAccessible, owner, signInAsOwner, test as base } from "./fixtures";

/**
 * A new shop without the demo (DEMO_DATA=off), as its owner first meets it: the items page offers the
 * demo catalogue (docs/product/back-office.md#demo-catalogue), and edit dialogs never drop what was typed.
 */
const test = base.extend<object, { shop: ShopServer }>({
  shop: [
    async ({}, use) => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-e2e-empty-"));
      const server = await startShopServer({
        dataDir,
        env: { ADMIN_EMAIL: owner.email, ADMIN_PASSWORD: owner.password, DEMO_DATA: "off" },
      });
      await use(server);
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
    { scope: "worker" },
  ],
});
test.describe.configure({ mode: "serial" });


test("the owner of an empty shop imports the demo catalogue from the items page", async ({ page }) => {
  // Drawing and storing the demo's pictures takes a while on a small machine.
  test.setTimeout(180_000);
  await page.goto("/catalog?lng=en");
  await expect(page.getByText("No products yet")).toBeVisible();

  await signInAsOwner(page);
  await expect(page.getByText("No items yet. Create your first item to start selling.")).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("button", { name: "Import demo products" }).click();
  await expect(page.getByText("Demo products imported")).toBeVisible({ timeout: 120_000 });
  await expect(page.getByRole("button", { name: "Import demo products" })).toHaveCount(0);
  // The demo's 14 items, each a card (named in the back office's language, docs/decisions/0028).
  await expect(page.getByRole("main").getByRole("article")).toHaveCount(14);

  await page.goto("/catalog?lng=en");
  await expect(page.getByRole("link", { name: /Pompom Beanie/ }).first()).toBeVisible();
  const picture = page.locator("main img").first();
  await expect(picture).toHaveJSProperty("complete", true);
  expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
});

test("an edit dialog asks before Escape throws away what was typed", async ({ page }) => {
  await signInAsOwner(page);

  // Nothing typed: Escape closes at once.
  await page.getByRole("button", { name: "New item" }).click();
  const dialog = page.getByRole("dialog", { name: "Create item" });
  await expect(dialog.getByLabel("Name *")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();

  await page.getByRole("button", { name: "New item" }).click();
  await dialog.getByLabel("Name *").fill("Half-typed Shawl");
  await page.keyboard.press("Escape");
  const question = page.getByRole("alertdialog", { name: "Discard your changes?" });
  await expect(question).toBeVisible();
  await expectAccessible(page);
  // Escape again answers "keep editing": the text is still there.
  await page.keyboard.press("Escape");
  await expect(question).toBeHidden();
  await expect(dialog.getByLabel("Name *")).toHaveValue("Half-typed Shawl");
  await dialog.getByRole("button", { name: "Close" }).click();
  await question.getByRole("button", { name: "Keep editing" }).click();
  await expect(dialog.getByLabel("Name *")).toHaveValue("Half-typed Shawl");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await question.getByRole("button", { name: "Discard" }).click();
  await expect(dialog).toBeHidden();

  // The content dialogs (categories, authors, articles) share the same guard.
  await page.goto("/admin/categories?lng=en");
  await page.getByRole("button", { name: "Add category" }).click();
  const category = page.getByRole("dialog", { name: "New category" });
  await category.getByLabel("Slug").fill("winter");
  await page.keyboard.press("Escape");
  await expect(page.getByRole("alertdialog", { name: "Discard your changes?" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(category.getByLabel("Slug")).toHaveValue("winter");

  // An article opened and left as it was closes without a question, rich-text editor and all.
  await page.goto("/admin/articles?lng=en");
  await page.getByRole("button", { name: /^Edit / }).first().click();
  const article = page.getByRole("dialog", { name: "Edit article" });
  const content = article.getByRole("textbox", { name: "Content", exact: true });
  await expect(content).toBeVisible();
  await content.click();
  await page.keyboard.press("Escape");
  await expect(article).toBeHidden();
  await expect(page.getByRole("alertdialog")).toHaveCount(0);
});

test("a first article is signed by the owner's own profile, never Unknown, on a phone", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await signInAsOwner(page);
  await page.goto("/admin/articles?lng=en");
  await page.getByRole("button", { name: "New article" }).click();
  const dialog = page.getByRole("dialog", { name: "New article" });
  // The owner's profile exists from the start, named as the shop until Settings name the seller.
  const author = dialog.getByRole("combobox", { name: "Author" });
  await expect(author.locator("option:checked")).toHaveText("Filo & Uncinetto");
  await dialog.getByRole("textbox", { name: "Slug" }).fill("first-words");
  await dialog.getByRole("textbox", { name: "Title" }).fill("First words from the studio");
  await dialog.getByRole("textbox", { name: "Content" }).click();
  await page.keyboard.type("Hello from the workbench.");
  await dialog.getByRole("button", { name: /Use 1 min/ }).click();
  await dialog.getByRole("switch", { name: "Published" }).click();
  await dialog.getByRole("button", { name: "Create" }).click();
  await expect(page.getByText("Article created successfully!")).toBeVisible();

  await page.goto("/blog/first-words?lng=en");
  await expect(page.getByRole("main")).toContainText("Filo & Uncinetto");
  await expect(page.getByRole("main")).not.toContainText("Unknown");
});
