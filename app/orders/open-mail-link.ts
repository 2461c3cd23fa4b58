/**
 * Opens a mailto: link in the mail program, leaving the shopper on the page they are on
 * (docs/product/cart-and-orders.md#order-dialog). A link without a target: the browser hands the
 * address to the mail program and the page stays, where `window.open(…, "_blank")` leaves an empty
 * tab in front of the shop in Firefox. The link is in the document for the moment of its click so
 * that the click is an ordinary one, seen by whatever watches the page's clicks.
 */
export function openMailLink(mailto: string) {
  const link = document.createElement("a");
  link.href = mailto;
  link.hidden = true;
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
  }
}
