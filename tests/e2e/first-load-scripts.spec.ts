import { referencedScripts } from "../../bench/browser";
import { expect, test } from "./fixtures";

/*
 * What a shopper's phone downloads before a page works (docs/decisions/0015, 0084, 0091, 0093): the
 * forms' validator comes only with a dialog that needs it, the back office's editor never, and no
 * page carries a class merger. The bench weighs these pages; this names what must not be in them.
 */

const pages = ["/", "/catalog?lng=it", "/product/chunky-round-basket?lng=fr", "/cart", "/cart?commission=nope", "/blog", "/about"];
/** Strings only each library's code contains, as its minified build keeps them. */
const heavyParts = {
  "the forms' validator (zod)": "$ZodType",
  "the article editor (ProseMirror)": "ProseMirror",
  "a class merger (tailwind-merge)": "fvn-slashed",
  // The structured data is made with the page on the server: only search engines read it.
  "the structured data's builders": "MerchantReturnPolicy",
  // The forms' state comes with a dialog, or with a form drawn for a browser without scripts.
  "the forms' state (conform)": "__intent__",
  // The header's menus are the browser's dialog and disclosure (0093); a dialog's code comes with its dialog.
  "a dialog library's focus trap (Radix)": "focusScope.autoFocusOnMount",
};

test("public pages load neither a validator, nor the editor, nor a class merger, nor a dialog library", async ({ request }) => {
  for (const path of pages) {
    const page = await request.get(path);
    expect(page.status(), path).toBe(200);
    const scripts = referencedScripts(await page.text());
    expect(scripts.length, path).toBeGreaterThan(3);
    for (const src of scripts) {
      const code = await (await request.get(src)).text();
      for (const [part, marker] of Object.entries(heavyParts)) {
        expect(code.includes(marker), `${path} loads ${part} in ${src}`).toBe(false);
      }
    }
  }
});
