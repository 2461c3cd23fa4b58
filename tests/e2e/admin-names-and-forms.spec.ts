import { type Locator, type Page } from "@playwright/test";
import sharp from "sharp";
import { orderNumber } from "~/lib/typography";
import { sendRequest, watchMailAndClipboard } from "./cart-support";
import { expect, expectAccessible, headerControl, signInAsOwner, testWithOwnShop } from "./fixtures";

const test = testWithOwnShop();

/*
 * The owner at 375 px: names in the back office's language (docs/decisions/0028), forms that say
 * nothing before she types, an article whose slug and pictures are made as an item's, toasts that
 * leave the save bar visible, and an order page where cancelling is not next to confirming.
 */

test.describe.configure({ mode: "serial" });
test.use({ viewport: { width: 375, height: 812 } });

/** Chooses a language in the back office's header, as the owner does. */
async function chooseLanguage(page: Page, current: string, next: string) {
  await headerControl(page.getByRole("banner"), new RegExp(`: ${current}$`)).click();
  await page.getByRole("banner").getByRole("link", { name: next, exact: true }).click();
  await expect(headerControl(page.getByRole("banner"), new RegExp(`: ${next}$`))).toBeVisible();
}

/** Presses Tab until the box named `name` has the focus, then once more, typing nothing. */
async function tabPast(page: Page, name: string) {
  for (let presses = 0; presses < 40; presses++) {
    await page.keyboard.press("Tab");
    if (await page.evaluate((n) => (document.activeElement as HTMLInputElement | null)?.name === n, name)) {
      await page.keyboard.press("Tab");
      return;
    }
  }
  throw new Error(`Tab never reached ${name}`);
}

const shownErrors = (dialog: Locator) => dialog.locator('[aria-invalid="true"]');

test("the owner finds items and categories under the names of the language she works in", async ({ page }) => {
  await signInAsOwner(page);
  await page.goto("/admin/items?lng=it");
  const main = page.getByRole("main");
  await expect(main.getByRole("article", { name: "Borsa mercato a punto conchiglia" })).toBeVisible();

  await chooseLanguage(page, "Italiano", "English");
  await expect(page).toHaveURL(/\/admin\/items\?lng=en$/);
  const tote = main.getByRole("article", { name: "Shell Stitch Market Tote" });
  await expect(tote).toBeVisible();
  await expect(tote).toContainText("A roomy tote worked in rows of shell stitch");
  await expect(main.getByText("Borsa mercato a punto conchiglia")).toHaveCount(0);
  await expectAccessible(page);

  // The language stays chosen from page to page; the categories speak it too.
  await page.goto("/admin/categories");
  const bags = main.getByRole("listitem").filter({ hasText: "bags" });
  await expect(bags.getByRole("heading", { name: "Bags" })).toBeVisible();
  await expect(bags).toContainText("Totes, pouches and market bags");
  await expect(main.getByText("Borse", { exact: true })).toHaveCount(0);

  // A form says nothing while the owner only moves through it, and everything once she submits.
  await page.getByRole("button", { name: "Add category" }).click();
  const dialog = page.getByRole("dialog", { name: "New category" });
  await dialog.getByRole("textbox", { name: "Slug" }).focus();
  await tabPast(page, "description_en");
  await expect(shownErrors(dialog)).toHaveCount(0);
  await expect(dialog.getByText("English name is required")).toHaveCount(0);
  await dialog.getByRole("button", { name: "Create" }).click();
  await expect(dialog.getByText("English name is required")).toBeVisible();
  await expect(dialog.getByRole("textbox", { name: "Name" })).toHaveAttribute("aria-invalid", "true");
  // Typed and left: the error goes as soon as the name is there.
  await dialog.getByRole("textbox", { name: "Name" }).fill("Baskets");
  await expect(dialog.getByText("English name is required")).toHaveCount(0);
  await expect(dialog.getByRole("textbox", { name: "Slug" })).toHaveValue("baskets");

  // Back in Italian, the same lists read in Italian.
  await page.keyboard.press("Escape");
  await page.getByRole("alertdialog").getByRole("button", { name: "Discard" }).click();
  await chooseLanguage(page, "English", "Italiano");
  await expect(main.getByRole("listitem").filter({ hasText: "bags" }).getByRole("heading", { name: "Borse" })).toBeVisible();
});

test("the owner writes an article: slug from the English title, described pictures, toasts above the save bar", async ({
  page,
}) => {
  await signInAsOwner(page);
  await page.goto("/admin/articles?lng=en");
  await page.getByRole("button", { name: "New article" }).click();
  const dialog = page.getByRole("dialog", { name: "New article" });
  const slug = dialog.getByRole("textbox", { name: "Slug" });
  await expect(dialog.getByText("Leave empty to make it from the English name.")).toBeVisible();

  // Moving through the empty form shows no error; submitting it shows them.
  await slug.focus();
  await tabPast(page, "title_en");
  await tabPast(page, "excerpt_en");
  await expect(shownErrors(dialog)).toHaveCount(0);
  await expect(dialog.getByText("English title is required")).toHaveCount(0);
  await dialog.getByRole("button", { name: "Create" }).click();
  await expect(dialog.getByText("English title is required")).toBeVisible();
  await expect(dialog.getByText("English content is required")).toBeVisible();
  await expect(dialog.getByText("Enter a slug")).toHaveCount(0);

  // The slug follows the English title while the owner leaves it empty.
  const title = dialog.getByRole("textbox", { name: "Title" });
  await title.fill("Blocking Your Granny Squares");
  await expect(slug).toHaveValue("blocking-your-granny-squares");
  await expect(dialog.getByText("English title is required")).toHaveCount(0);
  const editor = dialog.getByRole("textbox", { name: "Content" });
  await editor.click();
  await page.keyboard.type("Pin each square to a mat and let it dry.");
  await expect(dialog.getByText("English content is required")).toHaveCount(0);

  // A picture is described before it goes into the text.
  const chooser = page.waitForEvent("filechooser");
  await dialog.locator(`button[title="Insert image"]:visible`).click();
  await (await chooser).setFiles({
    name: "blocked-square.png",
    mimeType: "image/png",
    buffer: await sharp({ create: { width: 480, height: 360, channels: 3, background: "#c0785a" } }).png().toBuffer(),
  });
  const description = dialog.getByRole("textbox", { name: "Picture description (alt text)" });
  await expect(description).toBeFocused();

  // The upload's toast stands above the dialog's save bar, which stays visible.
  const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Image uploaded successfully!" });
  await expect(toast).toBeVisible();
  const saveBar = dialog.locator("[data-save-bar]");
  const bar = (await saveBar.boundingBox())!;
  expect(bar.y + bar.height).toBeGreaterThan(700);
  await expect
    .poll(async () => {
      const box = await toast.boundingBox();
      return box ? box.y + box.height : Number.POSITIVE_INFINITY;
    })
    .toBeLessThanOrEqual(bar.y);
  await page.screenshot({ path: test.info().outputPath("article-picture-375.png") });

  await description.press("Enter");
  await expect(dialog.getByText("Describe the picture")).toBeVisible();
  await expect(editor.locator("img")).toHaveCount(0);
  await description.fill("A granny square pinned to a blocking mat");
  await description.press("Enter");
  await expect(editor.locator("img")).toHaveAttribute("alt", "A granny square pinned to a blocking mat");
  await expect(description).toBeHidden();

  await dialog.getByRole("switch", { name: "Published" }).click();
  await dialog.getByRole("button", { name: "Create" }).click();
  await expect(page.getByText("Article created successfully!")).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: "blocking-your-granny-squares" })).toContainText(
    "Blocking Your Granny Squares",
  );
  await expectAccessible(page);

  await page.goto("/blog/blocking-your-granny-squares?lng=en");
  await expect(page.getByRole("img", { name: "A granny square pinned to a blocking mat" })).toBeVisible();

  // The description can be changed later: the picture is chosen in the text, then described again.
  await page.goto("/admin/articles?lng=en");
  await page.getByRole("button", { name: "Edit Blocking Your Granny Squares" }).click();
  const editing = page.getByRole("dialog", { name: "Edit article" });
  await editing.getByRole("textbox", { name: "Content" }).locator("img").click();
  await editing.getByRole("button", { name: "Picture description" }).click();
  const again = editing.getByRole("textbox", { name: "Picture description (alt text)" });
  await expect(again).toHaveValue("A granny square pinned to a blocking mat");
  await again.fill("A cotton granny square pinned flat to dry");
  await editing.getByRole("button", { name: "Save description" }).click();
  await editing.getByRole("button", { name: "Update" }).click();
  await expect(page.getByText("Article updated successfully!")).toBeVisible();
  await page.goto("/blog/blocking-your-granny-squares?lng=en");
  await expect(page.getByRole("img", { name: "A cotton granny square pinned flat to dry" })).toBeVisible();
});

test("on the order page cancelling stands apart from confirming and looks destructive (in Italian)", async ({
  page,
  context,
}) => {
  await watchMailAndClipboard(context);
  const reference = await sendRequest(page);
  await signInAsOwner(page);
  await page.goto("/admin/orders?lng=it");
  await page.getByRole("link", { name: orderNumber(Number(reference), "it") }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Richiesta n. ${reference}` })).toBeVisible();

  const confirm = page.getByRole("button", { name: "Conferma", exact: true });
  const cancel = page.getByRole("button", { name: "Annulla richiesta" });
  const contacted = page.getByRole("button", { name: "Segna come contattata" });
  const confirmBox = (await confirm.boundingBox())!;
  const cancelBox = (await cancel.boundingBox())!;
  // Not next to each other: at least 24 px of space and a line between the steps forward and cancelling.
  expect(cancelBox.y - (confirmBox.y + confirmBox.height)).toBeGreaterThanOrEqual(24);
  expect(cancelBox.y).toBeGreaterThan((await contacted.boundingBox())!.y);
  const colours = async (button: Locator) =>
    button.evaluate((element) => {
      const style = getComputedStyle(element);
      return { text: style.color, background: style.backgroundColor, border: style.borderTopColor };
    });
  const danger = await page.evaluate(() => {
    const probe = document.createElement("span");
    probe.style.color = "var(--color-danger)";
    document.body.append(probe);
    const colour = getComputedStyle(probe).color;
    probe.remove();
    return colour;
  });
  const cancelColours = await colours(cancel);
  expect(cancelColours.text).toBe(danger);
  expect(cancelColours.border).toBe(danger);
  // It does not read as a second call to action: Confirm is filled, cancelling is not.
  expect(cancelColours.background).not.toBe((await colours(confirm)).background);
  await expectAccessible(page);
  await page.screenshot({ path: test.info().outputPath("order-375.png"), fullPage: true });

  // Cancelling still asks first.
  await cancel.click();
  const question = page.getByRole("alertdialog", { name: `Annullare la richiesta n. ${reference}?` });
  await expect(question).toBeVisible();
  await question.getByRole("button", { name: "Mantieni la richiesta" }).click();
  await expect(question).toBeHidden();
  await confirm.click();
  await expect(page.getByText("Stato cambiato in Confermata")).toBeVisible();
});
