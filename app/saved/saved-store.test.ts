import { afterEach, describe, expect, it, vi } from "vitest";
import { savedCookieName } from "./saved-list";
import { cookieValue, savedChanged, setSaved } from "./saved-store";

/** A page's cookie jar that counts how often the cookie store is asked. */
function pageWithCookie(initial: string) {
  const jar = { value: initial, reads: 0 };
  vi.stubGlobal("document", {
    get cookie() {
      jar.reads += 1;
      return jar.value;
    },
    set cookie(header: string) {
      jar.value = header.split(";")[0];
    },
  });
  vi.stubGlobal("window", { location: { protocol: "http:" } });
  return jar;
}

const shawl = "00000000-0000-4000-8000-00000000000a";
const beanie = "00000000-0000-4000-8000-00000000000b";

const nextRun = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("the saved pieces' cookie as the page's scripts read it", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("is read from the browser once per run of scripts, however many hearts ask", async () => {
    const jar = pageWithCookie(`${savedCookieName}=${shawl}`);
    for (let heart = 0; heart < 24; heart++) expect(cookieValue()).toBe(shawl);
    expect(jar.reads).toBe(1);
    await nextRun();
    cookieValue();
    expect(jar.reads).toBe(2);
  });

  it("shows a change made by another tab or the server in the next run", async () => {
    const jar = pageWithCookie(`${savedCookieName}=${shawl}`);
    expect(cookieValue()).toBe(shawl);
    jar.value = `${savedCookieName}=${beanie}.${shawl}`;
    await nextRun();
    expect(cookieValue()).toBe(`${beanie}.${shawl}`);
  });

  it("shows the page's own write at once, in the same run", () => {
    pageWithCookie(`${savedCookieName}=${shawl}`);
    expect(cookieValue()).toBe(shawl);
    setSaved(beanie, true);
    expect(cookieValue()).toBe(`${beanie}.${shawl}`);
    setSaved(shawl, false);
    expect(cookieValue()).toBe(beanie);
  });

  it("reads again at once when told the server wrote it", () => {
    const jar = pageWithCookie(`${savedCookieName}=${shawl}`);
    expect(cookieValue()).toBe(shawl);
    jar.value = `${savedCookieName}=${beanie}`;
    savedChanged();
    expect(cookieValue()).toBe(beanie);
  });
});
