import { expect, type Locator, type Page } from "@playwright/test";
import { picture, signInAsOwner, testWithOwnShop } from "./fixtures";

/*
 * The owner's most common task on a phone: an item with colours and photos, created in one go or
 * given colours later (docs/decisions/0027). At 375 px, in English and in Italian.
 */

const test = testWithOwnShop();
test.use({ viewport: { width: 375, height: 812 } });


/** Picks files through the uploader's own button, as the owner does. */
async function chooseFiles(scope: Locator, button: string, files: Awaited<ReturnType<typeof picture>>[]) {
  const chooser = scope.page().waitForEvent("filechooser");
  await scope.getByRole("button", { name: button, exact: true }).click();
  await (await chooser).setFiles(files);
}

/** The addresses of the pictures an uploader shows, in its order. */
const uploaded = (group: Locator) => group.getByRole("listitem").locator("img").evaluateAll((imgs) => imgs.map((img) => img.getAttribute("src")));

/** The product page's pictures, in the order the gallery shows them. */
async function galleryPictures(page: Page, list: string): Promise<(string | null)[]> {
  const thumbnails = page.getByRole("list", { name: list }).locator("img");
  if ((await thumbnails.count()) > 0) return thumbnails.evaluateAll((imgs) => imgs.map((img) => img.getAttribute("src")));
  return [await page.locator("main img").first().getAttribute("src")];
}

/** Every button of the item editor is a 44 px target and none lies over the picture it acts on. */
async function expectPhoneFriendly(dialog: Locator) {
  const small = await dialog.locator("button:visible").evaluateAll((buttons) =>
    buttons
      .filter((b) => {
        const r = b.getBoundingClientRect();
        return r.width < 44 || r.height < 44;
      })
      .map((b) => `${b.getAttribute("aria-label") ?? b.textContent} ${Math.round(b.getBoundingClientRect().width)}×${Math.round(b.getBoundingClientRect().height)}`),
  );
  expect(small).toEqual([]);
  const covering = await dialog.locator("fieldset li").evaluateAll((items) =>
    items.flatMap((item) => {
      const img = item.querySelector("img")!.getBoundingClientRect();
      return [...item.querySelectorAll("button")]
        .filter((b) => {
          const r = b.getBoundingClientRect();
          return r.left < img.right && r.right > img.left && r.top < img.bottom && r.bottom > img.top;
        })
        .map((b) => b.getAttribute("aria-label"));
    }),
  );
  expect(covering).toEqual([]);
}

test("the owner creates an item with two colours and its own photos in one go, and the shop shows them", async ({ page }) => {
  await signInAsOwner(page);
  await page.goto("/admin/items?lng=en");
  await page.getByRole("button", { name: "New item" }).click();
  const dialog = page.getByRole("dialog", { name: "Create item" });
  await dialog.getByLabel("Name *").fill("Seaside Colour Tote");
  await dialog.getByLabel("Price (€) *").fill("39");

  // "Choose files" is a real button: reached by the keyboard, it opens the file picker.
  const own = dialog.getByRole("group", { name: "Images" });
  const chooser = page.waitForEvent("filechooser");
  await own.getByRole("button", { name: "Choose files" }).focus();
  await page.keyboard.press("Enter");
  await (await chooser).setFiles([await picture("sand.png", "#e0c090"), await picture("sea.png", "#2060a0")]);
  await expect(own.getByRole("img", { name: "Image 2" })).toBeVisible();
  const ownPhotos = await uploaded(own);

  await dialog.locator("label", { hasText: "Has color variants" }).click();
  // The item's own photos stay, as pictures every colour shares; its stock is now the colours'.
  const shared = dialog.getByRole("group", { name: "Pictures shared by every colour" });
  expect(await uploaded(shared)).toEqual(ownPhotos);
  await expect(dialog.getByLabel("Stock *")).toHaveCount(0);
  const stockSum = dialog.getByLabel("Stock (the colours' stock, added up)");
  await expect(stockSum).toHaveValue("0");
  await expect(stockSum).not.toBeEditable();

  for (const [name, hex, stock, withPicture] of [
    ["Coral", "#ff7f50", "2", true],
    ["Teal", "#008080", "3", false],
  ] as const) {
    await dialog.getByRole("button", { name: "New colour" }).click();
    const colour = dialog.getByRole("form", { name: "Color variant" });
    await colour.getByLabel("Color name (English)").fill(name);
    await colour.getByLabel("Hex code").fill(hex);
    await colour.getByLabel("Stock").fill(stock);
    if (withPicture) {
      await chooseFiles(colour, "Choose files", [await picture(`${name}.png`, hex)]);
      await expect(colour.getByRole("img", { name: "Image 1" })).toBeVisible();
      await expectPhoneFriendly(dialog);
      // The colour's button and the item's say what each saves.
      await expect(colour.getByRole("button", { name: "Create", exact: true })).toHaveCount(0);
      await expect(dialog.getByRole("button", { name: "Create item" })).toBeVisible();
    }
    await colour.getByRole("button", { name: "Add colour" }).click();
    await expect(page.getByText("The color variant will be saved when the item is saved.").first()).toBeVisible();
    await expect(dialog.getByTestId("variant-row").filter({ hasText: name })).toContainText("Not saved yet");
  }
  await expect(stockSum).toHaveValue("5");
  const coralPicture = await dialog.getByTestId("variant-row").filter({ hasText: "Coral" }).textContent();
  expect(coralPicture).toContain("Images: 1");

  // A colour typed and then cancelled is asked about; so is closing the dialog with colours not saved.
  await dialog.getByRole("button", { name: "New colour" }).click();
  const third = dialog.getByRole("form", { name: "Color variant" });
  await third.getByLabel("Color name (English)").fill("Sand");
  await third.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByRole("alertdialog", { name: "Discard your changes?" })).toBeVisible();
  await page.getByRole("alertdialog").getByRole("button", { name: "Discard" }).click();
  await expect(third).toHaveCount(0);
  await page.keyboard.press("Escape");
  await expect(page.getByRole("alertdialog", { name: "Discard your changes?" })).toBeVisible();
  await page.getByRole("alertdialog").getByRole("button", { name: "Keep editing" }).click();
  await expect(dialog.getByTestId("variant-row")).toHaveCount(2);

  await expectPhoneFriendly(dialog);
  await dialog.getByRole("button", { name: "Create item" }).click();
  await expect(page.getByText("Item created! Now you can manage color variants.")).toBeVisible();
  const editor = page.getByRole("dialog", { name: "Update item" });
  await expect(editor.getByTestId("variant-row")).toHaveCount(2);
  await expect(editor.getByText("Not saved yet")).toHaveCount(0);
  await expect(editor.getByLabel("Stock (the colours' stock, added up)")).toHaveValue("5");
  expect(await uploaded(editor.getByRole("group", { name: "Pictures shared by every colour" }))).toEqual(ownPhotos);
  await page.keyboard.press("Escape");
  const card = page.getByRole("article", { name: "Seaside Colour Tote" });
  await expect(card).toContainText("5 in all: Coral 2 · Teal 3");

  await page.goto("/product/seaside-colour-tote?lng=en");
  const colours = page.getByRole("radiogroup", { name: "Choose a color" });
  await expect(colours.getByRole("radio", { name: "Coral" })).toBeChecked();
  await expect(page.getByText("2 in stock")).toBeVisible();
  const withCoral = await galleryPictures(page, "Pictures");
  expect(withCoral).toHaveLength(3);
  expect(withCoral.slice(1)).toEqual(ownPhotos);
  expect(withCoral[0]).not.toBe(ownPhotos[0]);
  await colours.getByRole("radio", { name: "Teal" }).click();
  await expect(page.getByText("Color: Teal")).toBeVisible();
  await expect(page.getByText("3 in stock")).toBeVisible();
  expect(await galleryPictures(page, "Pictures")).toEqual(ownPhotos);
});

test("in Italian: an item created without colours gets them later, loses them for a while, and gets them back", async ({ page }) => {
  await signInAsOwner(page);
  await page.goto("/admin/items?lng=it");
  await page.getByRole("button", { name: "Nuovo prodotto" }).click();
  const dialog = page.getByRole("dialog", { name: "Crea prodotto" });
  await dialog.getByLabel("Nome *").fill("Borsa Salvia");
  await dialog.getByLabel("Prezzo (€) *").fill("25");
  await dialog.getByLabel("Disponibilità *").fill("6");
  const own = dialog.getByRole("group", { name: "Immagini" });
  await chooseFiles(own, "Scegli i file", [await picture("own.png", "#d0d0d0")]);
  await expect(own.getByRole("img", { name: "Immagine 1" })).toBeVisible();
  const ownPhotos = await uploaded(own);
  await expectPhoneFriendly(dialog);
  await dialog.getByRole("button", { name: "Crea prodotto" }).click();
  await expect(page.getByText("Prodotto creato con successo")).toBeVisible();
  const card = page.getByRole("article", { name: "Borsa Salvia" });
  await expect(card).toContainText("Disponibilità6");

  await card.getByRole("button", { name: "Modifica Borsa Salvia" }).click();
  const editor = page.getByRole("dialog", { name: "Aggiorna prodotto" });
  await editor.locator("label", { hasText: "Ha varianti di colore" }).click();
  await expect(editor.getByRole("group", { name: "Immagini comuni a tutti i colori" })).toBeVisible();
  await editor.getByRole("button", { name: "Nuovo colore" }).click();
  const colour = editor.getByRole("form", { name: "Variante di colore" });
  await colour.getByLabel("Nome del colore (English)").fill("Sage");
  await colour.getByLabel("Nome del colore (Italiano)").fill("Salvia");
  await colour.getByLabel("Codice esadecimale").fill("#9caf88");
  await colour.getByLabel("Disponibilità").fill("4");
  await chooseFiles(colour, "Scegli i file", [await picture("sage.png", "#9caf88")]);
  await expect(colour.getByRole("img", { name: "Immagine 1" })).toBeVisible();
  await colour.getByRole("button", { name: "Aggiungi colore" }).click();
  await expect(page.getByText("Variante di colore creata con successo").first()).toBeVisible();
  await expect(editor.getByTestId("variant-row").filter({ hasText: "Salvia" })).toBeVisible();
  await expect(editor.getByLabel("Disponibilità (la somma di quella dei colori)")).toHaveValue("4");
  await expectPhoneFriendly(editor);
  await editor.getByRole("button", { name: "Salva prodotto" }).click();
  await expect(page.getByText("Prodotto aggiornato con successo")).toBeVisible();
  // The colours' stock, not the 6 the item had on its own.
  await expect(card).toContainText("4 in tutto: Salvia 4");

  await page.goto("/product/borsa-salvia?lng=it");
  const withSage = await galleryPictures(page, "Foto");
  expect(withSage).toHaveLength(2);
  expect(withSage[1]).toBe(ownPhotos[0]);

  // Colours off: asked first; the item shows its own photo and stock, and nothing is deleted.
  await page.goto("/admin/items?lng=it");
  await card.getByRole("button", { name: "Modifica Borsa Salvia" }).click();
  await editor.locator("label", { hasText: "Ha varianti di colore" }).click();
  const ask = page.getByRole("alertdialog", { name: "Nascondere le varianti di colore?" });
  await expect(ask).toBeVisible();
  await ask.getByRole("button", { name: "Nascondile" }).click();
  await expect(editor.getByRole("switch", { name: "Ha varianti di colore" })).not.toBeChecked();
  await expect(editor.getByLabel("Disponibilità *")).toHaveValue("6");
  expect(await uploaded(editor.getByRole("group", { name: "Immagini" }))).toEqual(ownPhotos);
  await editor.getByRole("button", { name: "Salva prodotto" }).click();
  await expect(page.getByText("Prodotto aggiornato con successo")).toBeVisible();
  await expect(card).toContainText("Disponibilità6");

  await page.goto("/product/borsa-salvia?lng=it");
  await expect(page.getByRole("radiogroup")).toHaveCount(0);
  expect(await galleryPictures(page, "Foto")).toEqual(ownPhotos);

  // Colours on again: the stored colour and its picture come back.
  await page.goto("/admin/items?lng=it");
  await card.getByRole("button", { name: "Modifica Borsa Salvia" }).click();
  await editor.locator("label", { hasText: "Ha varianti di colore" }).click();
  await expect(editor.getByTestId("variant-row").filter({ hasText: "Salvia" })).toBeVisible();
  await editor.getByRole("button", { name: "Salva prodotto" }).click();
  await expect(page.getByText("Prodotto aggiornato con successo")).toBeVisible();
  await page.goto("/product/borsa-salvia?lng=it");
  expect(await galleryPictures(page, "Foto")).toEqual(withSage);
});
