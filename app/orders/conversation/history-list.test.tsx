import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { HistoryList } from "./history-list";

describe("a request's history", () => {
  it("folds a long detail, the confirmation as sent, into details and summary, which open without scripts", () => {
    const html = renderToStaticMarkup(
      <HistoryList
        lines={[
          { at: "2026-11-27T10:00:00Z", when: "27 Nov", text: "You declined the quote", detail: "Too <dear>" },
          { at: "2026-11-27T11:00:00Z", when: "27 Nov", text: "Confirmation of the contract sent", detail: "Hello,\n\nSeller\n- Anna", folded: true },
        ]}
      />,
    );
    expect(html).toContain('<span class="block text-muted whitespace-pre-wrap">Too &lt;dear&gt;</span>');
    expect(html).toMatch(/<details[^>]*><summary[^>]*>Confirmation of the contract sent<\/summary><div[^>]*>Hello,\n\nSeller\n- Anna<\/div><\/details>/);
    expect(html.match(/<details/g)).toHaveLength(1);
  });
});
