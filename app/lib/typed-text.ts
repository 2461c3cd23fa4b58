/*
 * What a stranger may type into a field the shop later writes into a page or an e-mail
 * (docs/product/cart-and-orders.md#order-form). A line break in a one-line field forges a line of
 * its own in the mails that quote it; other control characters and the marks that turn text
 * around (U+202A–U+202E, U+2066–U+2069) hide or disguise what is written.
 */

/** Control characters (C0 with tab and line feed, DEL, C1 with U+0085), and the marks that turn text around. */
const hiddenCharacters = /[\p{Cc}\u202A-\u202E\u2066-\u2069]/u;

/** The line and paragraph separators, which are not control characters but break a line all the same. */
const separators = /[\u2028\u2029]/u;

/** Text for a one-line field (a name, a phone number): no line break, tab or hidden character. */
export const isOneLine = (text: string) => !hiddenCharacters.test(text) && !separators.test(text);

/** Text for a field of several lines (notes): line breaks and tabs, nothing hidden. */
export const isPlainText = (text: string) => !hiddenCharacters.test(text.replace(/[\t\n\r]/g, ""));
