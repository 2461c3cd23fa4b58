import { eq } from "drizzle-orm";
import { orderRequests } from "~db/schema";
import { expect, interactiveTest as test } from "./fixtures";
import { clipboardText, openedUrls, startOwnShop, watchMailAndClipboard, type OwnShop } from "./cart-support";

/** The shopper's path from the home page to a stored order request (docs/product/cart-and-orders.md#adding-to-the-cart, docs/product/cart-and-orders.md#stock-cap, docs/product/cart-and-orders.md#order-dialog, docs/product/cart-and-orders.md#stored-order-requests). */
test.describe("cart and order request", () => {
  let shop: OwnShop;
  test.beforeEach(async ({ context }) => {
    shop = await startOwnShop();
    await watchMailAndClipboard(context);
  });
  test.afterEach(async () => {
    await shop.stop();
  });

  test("add from the home page, change the quantity up to the stock, validate, send: stored, copied, mailed", async ({ page }) => {
    await page.goto(`${shop.url}/?lng=en`);
    await page.getByRole("button", { name: "Add to cart: Shell Stitch Market Tote" }).click();
    await expect(page.getByText("Shell Stitch Market Tote was added to your cart.")).toBeVisible();
    // A page without a save bar places its toasts without restyling the whole page from its root (docs/decisions/0096).
    expect(await page.evaluate(() => document.documentElement.getAttribute("style"))).toBeNull();
    await page.getByRole("button", { name: "Add to cart: Granny Square Shoulder Bag" }).click();
    await page.getByRole("link", { name: "Cart, 2 items" }).click();

    await expect(page.getByRole("heading", { level: 1, name: "Your cart" })).toBeVisible();
    const tote = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Shell Stitch Market Tote" }) });
    await expect(tote.getByText("Color: Sand")).toBeVisible();
    await expect(tote.getByText("€68.00 each")).toBeVisible();

    // Sand has 3 in stock: two more, then a third is refused with the notice of docs/product/cart-and-orders.md#stock-cap.
    const more = tote.getByRole("button", { name: "Increase the quantity of Shell Stitch Market Tote" });
    const quantity = tote.getByRole("spinbutton", { name: "Quantity of Shell Stitch Market Tote" });
    await more.click();
    await more.click();
    await expect(quantity).toHaveValue("3");
    await expect(tote.getByText("Only 3 available")).toBeVisible();
    await more.click();
    await expect(page.getByText("Stock limit reached")).toBeVisible();
    await expect(page.getByText("You already have the maximum in your cart.")).toBeVisible();
    await expect(quantity).toHaveValue("3");
    // Typed quantities are clamped to [1, stock] too.
    await quantity.fill("9");
    await expect(quantity).toHaveValue("3");
    await quantity.fill("0");
    await expect(quantity).toHaveValue("1");
    await quantity.press("ArrowUp");
    await quantity.press("ArrowUp");
    await expect(quantity).toHaveValue("3");
    await expect(page.getByRole("complementary").getByText("€293.00")).toBeVisible();
    await expect(page.getByText("No payment is taken now. I reply by email with a quote: nothing is owed until you accept it.")).toBeVisible();

    await page.getByRole("button", { name: "Request Order" }).click();
    const dialog = page.getByRole("dialog", { name: "Request Order" });
    await expect(dialog.getByLabel("Name")).toBeFocused();
    // The request binds to nothing (LEGAL.md §1).
    await expect(dialog.getByText("the request binds you to nothing, and nothing is owed until you accept the quote.", { exact: false })).toBeVisible();
    await expect(dialog.getByTestId("order-privacy")).toContainText("This request is not an order and binds you to nothing: nothing is owed until you accept my quote.");
    await dialog.getByRole("button", { name: "Copy & Open Email" }).click();
    await expect(dialog.getByText("Please enter your name")).toBeVisible();
    await expect(dialog.getByText("Enter a valid email")).toBeVisible();
    await expect(dialog.getByLabel("Name")).toHaveAttribute("aria-invalid", "true");
    await dialog.getByLabel("Name").fill("A");
    await dialog.getByLabel("Email").fill("ada@example");
    await dialog.getByRole("button", { name: "Copy & Open Email" }).click();
    await expect(dialog.getByText("Please enter your name")).toBeVisible();
    await expect(dialog.getByText("Enter a valid email")).toBeVisible();

    await dialog.getByLabel("Name").fill("Ada Lovelace");
    await dialog.getByLabel("Email").fill("ada@example.com");
    await dialog.getByLabel("Phone (optional)").fill("+39 333 1234567");
    await dialog.getByLabel("Notes (optional)").fill("Gift wrap, please");
    await dialog.getByRole("button", { name: "Copy & Open Email" }).click();

    await expect(dialog).toBeHidden();
    const confirmation = page.getByRole("region", { name: "Thank you!" });
    await expect(confirmation.getByRole("heading", { name: "Thank you!" })).toBeFocused();
    await expect(confirmation.getByTestId("order-not-binding")).toHaveText("This request is not an order and binds you to nothing: nothing is owed until you accept my quote.");
    const received = await confirmation.getByText(/Your request #\d+ has been received\./).textContent();
    const reference = Number(/#(\d+)/.exec(received ?? "")?.[1]);
    expect(reference).toBeGreaterThan(1000);
    await expect(page.getByText("Order summary copied to clipboard")).toBeVisible();

    const text = await clipboardText(page);
    expect(text.split("\n")).toEqual([
      `Order request #${reference}`,
      "--------------------------------",
      "Shell Stitch Market Tote (Sand) x 3 — €204.00",
      "Granny Square Shoulder Bag x 1 — €89.00",
      "--------------------------------",
      "Total: €293.00",
      // How VAT applies (docs/decisions/0037); neither piece is made to order, so no withdrawal line.
      "VAT included",
      "",
      `Reference: #${reference}`,
      "Name: Ada Lovelace",
      "Email: ada@example.com",
      "Phone: +39 333 1234567",
      "Notes: Gift wrap, please",
    ]);
    const [mailto] = await openedUrls(page);
    const url = new URL(mailto);
    expect(url.protocol).toBe("mailto:");
    expect(url.pathname).toBe("hello@filo-uncinetto.example");
    expect(url.searchParams.get("subject")).toBe(`Order request #${reference}`);
    expect(url.searchParams.get("body")?.replace(/\r\n/g, "\n")).toBe(text);
    await expect(confirmation.getByRole("link", { name: "Open the email again" })).toHaveAttribute("href", mailto);

    // The request is with the shop: the cart is emptied, the confirmation stays.
    await expect(page.getByRole("link", { name: "Cart", exact: true })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("crochet_cart_v1"))).toBe("[]");

    await shop.whileStopped(async (db) => {
      const [row] = await db.select().from(orderRequests).where(eq(orderRequests.reference, reference));
      expect(row).toMatchObject({
        kind: "order",
        status: "new",
        language: "en",
        customerName: "Ada Lovelace",
        customerEmail: "ada@example.com",
        phone: "+39 333 1234567",
        notes: "Gift wrap, please",
        total: 293,
      });
      expect(row.lines.map((line) => [line.name, line.colorName, line.qty, line.unitPrice])).toEqual([
        ["Shell Stitch Market Tote", "Sand", 3, 68],
        ["Granny Square Shoulder Bag", null, 1, 89],
      ]);
    }, { restart: false });
  });

  test("a request the server cannot store still reaches the shop by e-mail, and the cart is kept", async ({ page }) => {
    await page.goto(`${shop.url}/?lng=en`);
    await page.getByRole("button", { name: "Add to cart: Cotton Bucket Hat" }).click();
    await page.goto(`${shop.url}/cart`);
    await page.route("**/order-requests*", (route) => route.abort("connectionreset"));

    await page.getByRole("button", { name: "Request Order" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Name").fill("Ada Lovelace");
    await dialog.getByLabel("Email").fill("ada@example.com");
    await dialog.getByRole("button", { name: "Copy & Open Email" }).click();

    await expect(page.getByRole("heading", { name: "Please send me the email" })).toBeFocused();
    await expect(page.getByText("Your request could not be saved. Please send the email so that it reaches me.").first()).toBeVisible();
    const text = await clipboardText(page);
    expect(text.split("\n")[0]).toBe("Order request");
    expect(text).toContain("Cotton Bucket Hat (Cream) x 1 — €45.00");
    expect(text).not.toContain("Reference");
    const [mailto] = await openedUrls(page);
    expect(new URL(mailto).searchParams.get("subject")).toBe("Order request");
    await expect(page.getByRole("link", { name: "Cart, 1 item" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Cotton Bucket Hat" })).toBeVisible();
  });

  test("the same path in French", async ({ page }) => {
    await page.goto(`${shop.url}/?lng=fr`);
    await page.getByRole("button", { name: "Ajouter au panier : Bob en coton" }).click();
    await expect(page.getByText("Ajouté au panier")).toBeVisible();
    await page.getByRole("link", { name: "Panier, 1 pièce" }).click();

    await expect(page.getByRole("heading", { level: 1, name: "Votre panier" })).toBeVisible();
    await expect(page.getByText("Couleur\u00a0: Crème")).toBeVisible();
    const quantity = page.getByRole("spinbutton", { name: "Quantité de Bob en coton" });
    await quantity.fill("7");
    await expect(page.getByText("Limite de stock atteinte")).toBeVisible();
    await expect(page.getByText("Vous avez déjà la quantité maximale dans votre panier.")).toBeVisible();
    await expect(quantity).toHaveValue("3");
    await expect(page.getByText("Aucun paiement n'est demandé maintenant.", { exact: false })).toBeVisible();

    await page.getByRole("button", { name: "Envoyer une demande" }).click();
    const dialog = page.getByRole("dialog", { name: "Envoyer une demande" });
    await dialog.getByRole("button", { name: "Copier et ouvrir l'e-mail" }).click();
    await expect(dialog.getByText("Veuillez saisir votre nom")).toBeVisible();
    await expect(dialog.getByText("Saisissez une adresse e-mail valide")).toBeVisible();
    await dialog.getByLabel("Nom").fill("Marie Curie");
    await dialog.getByLabel("E-mail").fill("marie@example.fr");
    await dialog.getByRole("button", { name: "Copier et ouvrir l'e-mail" }).click();

    const received = await page.getByText(/Votre demande n°\s\d+ a bien été reçue\./).textContent();
    const reference = Number(/(\d+)/.exec(received ?? "")?.[1]);
    await expect(page.getByText("Récapitulatif de la commande copié dans le presse-papiers")).toBeVisible();
    const text = await clipboardText(page);
    // The number and the colons as French writes them (docs/product/style-fr.md#typographie).
    expect(text).toMatch(new RegExp(`^Demande de commande n°\u00a0${reference}\n`));
    expect(text).toMatch(/Bob en coton \(Crème\) x 3 — 135,00\s€/);
    expect(text).toContain("Nom\u00a0: Marie Curie");
    expect(text).toMatch(/Total\u00a0: 135,00\s€/);
    const [mailto] = await openedUrls(page);
    expect(new URL(mailto).searchParams.get("subject")).toBe(`Demande de commande n°\u00a0${reference}`);

    await shop.whileStopped(async (db) => {
      const [row] = await db.select().from(orderRequests).where(eq(orderRequests.reference, reference));
      expect(row).toMatchObject({ kind: "order", language: "fr", customerName: "Marie Curie", total: 135 });
      expect(row.lines).toMatchObject([{ name: "Bob en coton", colorName: "Crème", qty: 3 }]);
    }, { restart: false });
  });
});
