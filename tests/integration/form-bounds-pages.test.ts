/**
 * docs/product/access.md#form-bounds on the real app, over HTTP: what a visitor sees when a form is
 * refused unread, as a page (a plain form post, scripts off) and as the data a page's script asks
 * for (React Router's `.data` requests). A readable message in the visitor's language, never a
 * server error, a dump of what was sent or a long answer.
 */
import { performance } from "node:perf_hooks";
import { beforeAll, describe, expect, it } from "vitest";
import { httpShops } from "../support/http-shop";
import { manyFields, nestedName } from "./hostile-support";

const shops = httpShops();
let url: string;
beforeAll(async () => {
  url = (await shops.open({ databaseUrl: await shops.newDatabaseUrl() })).url;
});

/** A form post as a browser sends it from the shop's own page. */
async function postForm(pathname: string, body: string, language = "en") {
  const started = performance.now();
  const response = await fetch(url + pathname, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: url, "accept-language": language, accept: "text/html" },
    body,
    redirect: "manual",
  });
  const text = await response.text();
  return { status: response.status, type: response.headers.get("content-type") ?? "", text, ms: performance.now() - started };
}

describe("a form past the bounds", () => {
  it("posted without scripts to the sign-in: a page with the reason in the visitor's language", async () => {
    await postForm("/auth", manyFields(40_000)); // the first request compiles the route
    const { status, type, text, ms } = await postForm("/auth", manyFields(40_000), "it");
    expect(status).toBe(413);
    expect(type).toMatch(/^text\/html/);
    // In what the page shows, not only in the data its scripts would read: with scripts off that is all there is.
    const shown = (html: string) => html.replace(/<script[\s\S]*?<\/script>/g, "");
    expect(shown(text)).toContain("Questa richiesta è troppo grande.");
    expect(text).not.toContain("x=1");
    // The whole page, with the shop's header: far from the megabytes an echo was, and quick.
    expect(text.length).toBeLessThan(20_000);
    expect(ms).toBeLessThan(1000);

    const deep = await postForm("/auth", `${nestedName(3000)}=1`, "fr");
    expect(deep.status).toBe(400);
    expect(shown(deep.text)).toContain("Cette requête est illisible.");
    expect(deep.text).not.toContain("[0][0]");
  });

  it("asked for by the page's script (.data): the refusal and its message, in under 2 kB", async () => {
    for (const [body, status, message] of [
      [manyFields(40_000), 413, "This request is too large."],
      [manyFields(2001), 413, "This form has too many fields."],
      [`${nestedName(3000)}=1`, 400, "This request could not be read."],
    ] as const) {
      const answer = await postForm("/auth.data", body);
      expect(answer.status).toBe(status);
      expect(answer.text).toContain(message);
      expect(answer.text).not.toContain("Maximum call stack");
      expect(answer.text.length).toBeLessThan(2048);
    }
  });

  it("at the order form and the links form: their own short answers, never a server error", async () => {
    const order = await postForm("/order-requests", `${nestedName(3000)}=1`);
    expect([order.status, JSON.parse(order.text)]).toEqual([400, { status: "failed" }]);
    const links = await postForm("/request-links", manyFields(40_000));
    expect(links.status).toBe(303);
    expect(links.text.length).toBeLessThan(2048);
  });
});
