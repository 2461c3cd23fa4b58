import { referencedScripts } from "../../bench/browser";
import { expect, test } from "./fixtures";

/*
 * What a shopper's phone downloads before a page works (docs/decisions/0015, 0084, 0091): the
 * forms' validator comes only with a dialog that needs it, the back office's editor never, and no
 * page carries a class merger. The bench weighs these pages; this names what must not be in them.
 */

const pages = ["/", "/catalog?lng=it", "/product/chunky-round-basket?lng=fr", "/cart", "/cart?commission=nope", "/blog", "/about"];
/** Strings only each library's code contains, as its minified build keeps them. */
const heavyParts = { "the forms' validator (zod)": "$ZodType", "the article editor (ProseMirror)": "ProseMirror", "a class merger (tailwind-merge)": "fvn-slashed" };

test("public pages load neither a validator, nor the editor, nor a class merger", async ({ request }) => {
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
