import { describe, expect, it } from "vitest";
import { htmlToText } from "./html-text";

describe("a page's HTML as plain text", () => {
  it("keeps headings and paragraphs as blocks, list items as lines, and reads the entities", () => {
    const html =
      "<h2>Seller</h2><p>Anna &amp; Co, Via Roma&nbsp;1<br>P. IVA 123</p><ul><li>Italy: 5,00 €</li><li>EU: &lt;9 €&gt;</li></ul><p>&quot;Fine&quot; &#8211; &#x2014; <strong>bold</strong></p>";
    expect(htmlToText(html)).toBe('Seller\n\nAnna & Co, Via Roma\u00a01\nP. IVA 123\n\n- Italy: 5,00 €\n- EU: <9 €>\n\n"Fine" – — bold');
  });

  it("does not turn an escaped tag into markup or an unknown entity into text", () => {
    expect(htmlToText("<p>&lt;script&gt; &bogus; &#0;</p>")).toBe("<script> &bogus; &#0;");
  });
});
