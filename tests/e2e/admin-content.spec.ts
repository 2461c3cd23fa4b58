import { expect, expectAccessible, keepScreenshotsAtBothWidths, signInAsOwner, testWithOwnShop } from "./fixtures";

const test = testWithOwnShop();

/** The owner writes the blog and files the shop (docs/product/back-office.md#categories, docs/product/back-office.md#articles; docs/product/content-rules.md#slug-uniqueness, docs/product/back-office.md#published-date). */

test.describe.configure({ mode: "serial" });


test("the owner creates a category", async ({ page }) => {
  await signInAsOwner(page);
  await page.goto("/admin/categories?lng=en");
  await page.getByRole("button", { name: "Add category" }).click();
  const dialog = page.getByRole("dialog", { name: "New category" });
  await dialog.getByRole("textbox", { name: "Name" }).fill("Market Totes");
  // docs/product/content-rules.md#slugs: the slug follows the English name while it is empty.
  await expect(dialog.getByRole("textbox", { name: "Slug" })).toHaveValue("market-totes");
  await dialog.getByRole("textbox", { name: "Sort order" }).fill("3");
  await dialog.getByRole("tab", { name: "Italiano" }).click();
  await dialog.getByRole("textbox", { name: "Name" }).fill("Borse da mercato");
  await dialog.getByRole("button", { name: "Create" }).click();
  await expect(page.getByText("Category created")).toBeVisible();
  await expect(dialog).toBeHidden();
  const card = page.getByRole("listitem").filter({ hasText: "market-totes" });
  await expect(card).toContainText("Market Totes");
  await expect(card).toContainText("Active");
  await expectAccessible(page);

  // The same slug again is refused, and what was typed stays.
  await page.getByRole("button", { name: "Add category" }).click();
  await page.getByRole("dialog").getByRole("textbox", { name: "Name" }).fill("Market totes");
  await page.getByRole("dialog").getByRole("button", { name: "Create" }).click();
  await expect(page.getByText("Slug already exists, please choose a different one").first()).toBeVisible();
  await expect(page.getByRole("dialog").getByRole("textbox", { name: "Name" })).toHaveValue("Market totes");
  await keepScreenshotsAtBothWidths(page, "categories-dialog", { fullPage: true });
  // Leaving with Escape asks first: the typed name was never saved.
  await page.keyboard.press("Escape");
  await page.getByRole("alertdialog", { name: "Discard your changes?" }).getByRole("button", { name: "Discard" }).click();
  await expect(page.getByRole("dialog")).toBeHidden();
  await keepScreenshotsAtBothWidths(page, "categories", { fullPage: true });
});

test("the owner adds an author", async ({ page }) => {
  await signInAsOwner(page);
  await page.goto("/admin/authors?lng=en");
  await page.getByRole("button", { name: "Add Author" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Author" });
  await dialog.getByRole("textbox", { name: "Email" }).fill("not-an-address");
  await dialog.getByRole("button", { name: "Create" }).click();
  await expect(dialog.getByText("Enter a valid email address")).toBeVisible();
  await dialog.getByRole("textbox", { name: "Name" }).fill("Giulia Rossi");
  await dialog.getByRole("textbox", { name: "Email" }).fill("giulia@shop.test");
  await dialog.getByRole("tab", { name: "Italiano" }).click();
  await dialog.getByRole("textbox", { name: "Bio" }).fill("Lavora all'uncinetto da vent'anni.");
  await dialog.getByRole("button", { name: "Create" }).click();
  await expect(page.getByText("Author created successfully!")).toBeVisible();
  const card = page.getByRole("listitem").filter({ hasText: "Giulia Rossi" });
  await expect(card).toContainText("giulia@shop.test");
  await expect(card).toContainText("Lavora all'uncinetto");
  await keepScreenshotsAtBothWidths(page, "authors", { fullPage: true });
  await expectAccessible(page);
});

test("the owner writes, publishes and unpublishes an article", async ({ page }) => {
  await signInAsOwner(page);
  await page.goto("/admin/articles?lng=en");
  await page.getByRole("button", { name: "New article" }).click();
  const dialog = page.getByRole("dialog", { name: "New article" });
  await dialog.getByRole("textbox", { name: "Slug" }).fill("granny-squares-guide");
  await dialog.getByRole("textbox", { name: "Title" }).fill("A guide to granny squares");

  const editor = dialog.getByRole("textbox", { name: "Content" });
  await editor.click();
  // A busy phone draws its next frame late: what is typed right after a tool's press still lands in the text.
  await page.evaluate("window.drawNow = window.requestAnimationFrame; window.requestAnimationFrame = (draw) => window.drawNow(() => setTimeout(() => draw(performance.now()), 800));");
  await dialog.getByRole("button", { name: "Heading", exact: true }).click();
  await page.keyboard.type("Getting started");
  await page.evaluate("window.requestAnimationFrame = window.drawNow");
  await page.keyboard.press("Enter");
  await page.keyboard.type("Read the pattern first.");
  for (let i = 0; i < "pattern first.".length; i++) await page.keyboard.press("Shift+ArrowLeft");
  await dialog.getByRole("button", { name: "Link", exact: true }).click();
  await dialog.getByRole("textbox", { name: "Link address" }).fill("https://example.com/pattern");
  await dialog.getByRole("textbox", { name: "Link address" }).press("Enter");
  await expect(editor.locator("h2")).toHaveText("Getting started");
  await expect(editor.locator("a")).toHaveAttribute("href", "https://example.com/pattern");

  await dialog.getByRole("button", { name: /Use 1 min/ }).click();
  await expect(dialog.getByRole("textbox", { name: "Read Time" })).toHaveValue("1");
  await dialog.getByRole("switch", { name: "Published" }).click();
  await editor.scrollIntoViewIfNeeded();
  await keepScreenshotsAtBothWidths(page, "article-dialog", { fullPage: true });
  await dialog.getByRole("button", { name: "Create" }).click();
  await expect(page.getByText("Article created successfully!")).toBeVisible();
  const card = page.getByRole("listitem").filter({ hasText: "granny-squares-guide" });
  await expect(card).toContainText("Published");
  await expect(card.getByRole("link", { name: /Open A guide to granny squares on the blog/ })).toHaveAttribute(
    "target",
    "_blank",
  );
  await keepScreenshotsAtBothWidths(page, "articles", { fullPage: true });
  await expectAccessible(page);

  await page.goto("/blog?lng=en");
  await expect(page.getByText("A guide to granny squares")).toBeVisible();
  await page.goto("/blog/granny-squares-guide?lng=en");
  await expect(page.getByRole("heading", { name: "Getting started" })).toBeVisible();
  await expect(page.getByRole("link", { name: "pattern first." })).toHaveAttribute("href", "https://example.com/pattern");

  await page.goto("/admin/articles?lng=en");
  await page
    .getByRole("listitem")
    .filter({ hasText: "granny-squares-guide" })
    .getByRole("button", { name: "Edit A guide to granny squares" })
    .click();
  const editDialog = page.getByRole("dialog", { name: "Edit article" });
  await expect(editDialog.getByRole("textbox", { name: "Content" }).locator("h2")).toHaveText("Getting started");
  await editDialog.getByRole("switch", { name: "Published" }).click();
  await editDialog.getByRole("button", { name: "Update" }).click();
  await expect(page.getByText("Article updated successfully!")).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: "granny-squares-guide" })).toContainText("Draft");

  await page.goto("/blog?lng=en");
  await expect(page.getByText("A guide to granny squares")).toHaveCount(0);
});
