/**
 * The first tap as a shopper on a phone makes it: each public page opened on a mid-range phone
 * (the CPU slowed four times) over a slow 4G link (150 ms, 1.6 Mbit/s), left alone 3 s after it has
 * loaded, then one of its main controls tapped. Measured in the page's own clock, from the tap's
 * event to the frame that shows its effect, with the long tasks of the visit
 * (docs/decisions/0078).
 */
import { chromium, type Page } from "@playwright/test";
import { hydratedAttribute } from "~/lib/after-first-paint";
import { chromePath } from "./browser";

export type FirstTapResult = {
  page: string;
  control: string;
  /** From the tap's event to the first frame that shows its effect; null if it never showed. */
  answerMs: number | null;
  /**
   * The longest task from the moment the page's scripts were asked for (their start, the wait and
   * the tap), in ms: what the scripts cost the main thread.
   */
  longestTaskMs: number;
  /** Tasks over 50 ms in the same span. */
  longTasks: number;
  /**
   * The longest task from the tap on: what answering it cost the main thread, apart from the
   * scripts' start, which a busy machine can push past the wait (0 when none was over 50 ms).
   */
  tapTaskMs: number;
  /**
   * The tap's event handlers, as the browser's Event Timing records them (processingEnd minus
   * processingStart of each of its events, summed): the shop's own code run for the tap.
   */
  handlersMs: number;
  /**
   * The longest task of the whole visit, the page's own parsing and layout included, which its
   * no-script twin has as well.
   */
  longestPageTaskMs: number;
  /** When the scripts had taken the page over, in ms after navigation; null if not before the tap. */
  hydratedMs: number | null;
};

/** The phone: Lighthouse's mobile profile, as DevTools applies it. */
export const phoneProfile = { cpuSlowdown: 4, latencyMs: 150, downloadKbps: 1600, uploadKbps: 750, waitAfterLoadMs: 3000 } as const;

type Control = {
  page: string;
  control: string;
  path: string;
  /** The width the page is opened at: 375 (a phone) unless the control shows only wider. */
  width?: number;
  tap(page: Page): Promise<void>;
  /** True in the page once the tap's effect shows. */
  shown: string;
};

const cartShowsOne = `Boolean(document.querySelector('a[aria-label="Cart, 1 item"]'))`;
const menuOpen = `Boolean([...document.querySelectorAll('[role=dialog], dialog[open], dialog:popover-open, details[open]')].some((e) => e.checkVisibility()))`;

/** Each public page's main controls, on the demo shop (`product`: a piece with an "Add to cart"). */
export function firstTapControls(pages: { product: string; article: string }): Control[] {
  // A button, or a disclosure's summary that works without scripts, by its name.
  const press = (name: string | RegExp) => async (page: Page) =>
    page.getByRole("button", { name }).or(page.locator("summary").and(page.getByLabel(name))).locator("visible=true").first().tap();
  return [
    { page: "home", control: "menu", path: "/?lng=en", tap: press("Open menu"), shown: menuOpen },
    {
      page: "home",
      control: "language (768 px)",
      path: "/?lng=en",
      width: 768,
      tap: press(/Choose a language/),
      shown: `Boolean([...document.querySelectorAll('a[href*="lng=it"]')].some((e) => e.checkVisibility()))`,
    },
    { page: "catalog", control: "Add to cart", path: "/catalog?lng=en", tap: press(/^Add to cart/), shown: cartShowsOne },
    {
      page: "catalog",
      control: "tag filter",
      path: "/catalog?lng=en",
      tap: async (page) => {
        await page.getByRole("combobox", { name: "Tag" }).selectOption({ index: 1 });
      },
      // The list dims as busy at once, and follows the address once the filtered list is there,
      // one round trip later: the first is what answers the tap.
      shown: `document.querySelector('[aria-busy="true"]') !== null || new URLSearchParams(location.search).has("tag")`,
    },
    { page: "product", control: "Add to cart", path: `${pages.product}?lng=en`, tap: press(/^Add to cart/), shown: cartShowsOne },
    {
      page: "product",
      control: "colour",
      path: "/product/pompom-beanie?lng=en",
      tap: async (page) => page.getByRole("radio", { name: "Mustard" }).tap(),
      shown: `new URLSearchParams(location.search).has("color")`,
    },
    {
      page: "about",
      control: "Read more",
      path: "/about?lng=en",
      tap: press("Read more"),
      shown: `document.querySelector('button[aria-expanded="true"]') !== null`,
    },
    { page: "blog", control: "menu", path: "/blog?lng=en", tap: press("Open menu"), shown: menuOpen },
    { page: "article", control: "menu", path: `${pages.article}?lng=en`, tap: press("Open menu"), shown: menuOpen },
  ];
}

/**
 * In the page before any of its own scripts: every long task from the start, when the scripts
 * took the page over, the first input's time, and, once `__watchFor` is given a condition, the frame that first
 * shows it.
 */
function recordInPage(hydratedAttribute: string) {
  const record = window as unknown as {
    __tasks: [number, number][];
    __events: [number, number][];
    __inputAt?: number;
    __hydratedAt?: number;
    __shownAt?: number;
    __watchFor(condition: () => boolean): void;
  };
  record.__tasks = [];
  record.__events = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceEventTiming[]) record.__events.push([entry.startTime, entry.processingEnd - entry.processingStart]);
  }).observe({ type: "event", durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) record.__tasks.push([entry.startTime, entry.duration]);
  }).observe({ type: "longtask", buffered: true });
  new MutationObserver((_, observer) => {
    if (!document.documentElement.hasAttribute(hydratedAttribute)) return;
    record.__hydratedAt = performance.now();
    observer.disconnect();
  }).observe(document, { subtree: true, attributes: true, attributeFilter: [hydratedAttribute] });
  for (const type of ["pointerdown", "keydown", "input", "change"]) {
    addEventListener(type, (event) => (record.__inputAt ??= event.timeStamp), { capture: true });
  }
  record.__watchFor = (condition) => {
    const check = () => {
      if (record.__shownAt !== undefined || !condition()) return;
      observer.disconnect();
      requestAnimationFrame(() => (record.__shownAt = performance.now()));
    };
    const observer = new MutationObserver(check);
    observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
    addEventListener("popstate", check);
    // The address changes without a mutation when React Router replaces the history entry first.
    const poll = setInterval(() => (record.__shownAt === undefined ? check() : clearInterval(poll)), 10);
  };
}

/** Opens each page on the phone profile and taps one control per visit, each visit in a fresh browser profile. */
export async function measureFirstTaps(shopUrl: string, controls: Control[]): Promise<FirstTapResult[]> {
  const executablePath = chromePath();
  if (!executablePath) throw new Error("Chromium not found: install it (Debian: apt-get install chromium) or set CHROME_PATH");
  const browser = await chromium.launch({ executablePath, args: ["--disable-quic", "--disable-background-networking"] });
  const results: FirstTapResult[] = [];
  try {
    for (const control of controls) {
      const context = await browser.newContext({
        viewport: { width: control.width ?? 375, height: 740 },
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
        locale: "en-US",
      });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: phoneProfile.cpuSlowdown });
      await cdp.send("Network.enable");
      await cdp.send("Network.emulateNetworkConditions", {
        offline: false,
        latency: phoneProfile.latencyMs,
        downloadThroughput: (phoneProfile.downloadKbps * 1000) / 8,
        uploadThroughput: (phoneProfile.uploadKbps * 1000) / 8,
      });
      // tsx keeps functions' names with a helper the page lacks: given here.
      await page.addInitScript({ content: `var __name = (f) => f; (${recordInPage.toString()})(${JSON.stringify(hydratedAttribute)})` });
      await page.goto(shopUrl + control.path, { waitUntil: "load" });
      await page.waitForTimeout(phoneProfile.waitAfterLoadMs);
      const hydratedMs = await page.evaluate(() => {
        const at = (window as unknown as { __hydratedAt?: number }).__hydratedAt;
        return at === undefined ? null : Math.round(at);
      });
      await page.evaluate((shown) => {
        (window as unknown as { __watchFor(condition: () => boolean): void }).__watchFor(new Function(`return ${shown}`) as () => boolean);
      }, control.shown);
      let answerMs: number | null = null;
      try {
        await control.tap(page);
        await page.waitForFunction(() => (window as unknown as { __shownAt?: number }).__shownAt !== undefined, undefined, { timeout: 15_000 });
        answerMs = await page.evaluate(() => {
          const record = window as unknown as { __inputAt: number; __shownAt: number };
          return Math.round(record.__shownAt - record.__inputAt);
        });
      } catch (error) {
        // The control is not there, or its effect never showed: reported as never answered.
        console.error(`${control.page}, ${control.control}: ${error instanceof Error ? error.message.split("\n")[0] : error}`);
      }
      // Whatever the tap started has time to finish, and its long tasks to be counted.
      await page.waitForTimeout(1000);
      const tasks = await page.evaluate(() => {
        const {
          __tasks: all,
          __events: events,
          __inputAt: inputAt,
        } = window as unknown as { __tasks: [number, number][]; __events: [number, number][]; __inputAt?: number };
        // The page's own scripts, all built under /assets/; not the worker that loads Intl's data
        // meanwhile (docs/decisions/0096), asked for as the page is read, before its own layout.
        const scripts = performance.getEntriesByType("resource").filter((entry) => /^\/assets\/.*\.js$/.test(new URL(entry.name).pathname));
        const scriptsAsked = Math.min(...scripts.map((entry) => entry.startTime));
        const ofScripts = all.filter(([start]) => start >= scriptsAsked).map(([, duration]) => duration);
        return {
          longest: Math.round(Math.max(0, ...ofScripts)),
          long: ofScripts.filter((duration) => duration > 50).length,
          page: Math.round(Math.max(0, ...all.map(([, duration]) => duration))),
          handlers: inputAt === undefined ? 0 : Math.round(events.filter(([start]) => start >= inputAt).reduce((sum, [, ms]) => sum + ms, 0)),
          tap: inputAt === undefined ? 0 : Math.round(Math.max(0, ...all.filter(([start]) => start >= inputAt).map(([, duration]) => duration))),
        };
      });
      results.push({
        page: control.page,
        control: control.control,
        answerMs,
        longestTaskMs: tasks.longest,
        longTasks: tasks.long,
        tapTaskMs: tasks.tap,
        handlersMs: tasks.handlers,
        longestPageTaskMs: tasks.page,
        hydratedMs,
      });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return results;
}
