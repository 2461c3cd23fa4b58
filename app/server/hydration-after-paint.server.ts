/**
 * A page arrives whole from the server, so its scripts only make it interactive. On a phone's slow
 * link they would share the bandwidth with the stylesheet, the fonts and the pictures the shopper is
 * waiting for. React Router's `<Scripts>` starts them at once, with no option to wait, so the HTML
 * is rewritten before it goes out (docs/decisions/0020):
 * - its module preloads and its module script become inert (an unknown `rel`; a plain-text data
 *   block), in markup that stays valid HTML;
 * - a small script brings them back once the page has loaded and shown its first content, or, on
 *   the pages that are mostly read, once the shopper reaches for a control (docs/decisions/0026);
 *   at once when the shopper taps a button that needs them.
 * React hydrates these elements as they are (they are marked `suppressHydrationWarning`).
 */
import { cartStorageKey } from "~/cart/cart";
import {
  heldModulePreloadRel,
  heldModuleScriptAttribute,
  heldModuleScriptType,
  heldPreloadAsAttribute,
  heldPreloadRel,
  hydratedAttribute,
  type ScriptsStart,
} from "~/lib/after-first-paint";

/**
 * Runs in the browser, as an inline script at the end of `<body>`. Written as a function so that it
 * is type-checked; sent as its source text.
 */
function startScriptsAfterFirstPaint(
  heldRels: Record<string, string>,
  heldAsAttribute: string,
  moduleAttribute: string,
  hydratedAttribute: string,
  onInteraction: { cartKey: string } | null,
) {
  const html = document.documentElement;
  // A tap on a control that needs the scripts (the cart's buttons, the menus, a colour swatch)
  // before they have taken over is kept: it starts them at once, marks the control busy, and is
  // played again once they have. Only the first: taps that follow while waiting are the same wish,
  // repeated.
  let tapped: HTMLButtonElement | HTMLInputElement | undefined;
  let startNow!: () => void;
  const tappedEarly = new Promise<void>((resolve) => (startNow = resolve));
  // No function is named here: a build that keeps function names would call a helper the page lacks.
  const keeping = new AbortController();
  addEventListener(
    "click",
    (event) => {
      const control = (event.target as Element | null)?.closest?.<HTMLButtonElement | HTMLInputElement>('button, input[type="radio"]');
      if (!control || control.disabled) return;
      // A form submits, resets and keeps its choices without scripts; a plain button does nothing.
      if (control.form && control.type !== "button") return;
      event.preventDefault();
      event.stopPropagation();
      if (tapped) return;
      tapped = control;
      control.setAttribute("aria-busy", "true");
      startNow();
    },
    { capture: true, signal: keeping.signal },
  );
  new MutationObserver((_, observer) => {
    if (!html.hasAttribute(hydratedAttribute)) return;
    observer.disconnect();
    keeping.abort();
    if (!tapped) return;
    const control = tapped;
    control.removeAttribute("aria-busy");
    // After React's own work for this commit (the page's effects), as a tap would come.
    setTimeout(() => control.isConnected && control.click());
  }).observe(html, { attributes: true, attributeFilter: [hydratedAttribute] });

  const loaded = new Promise<void>((resolve) => {
    if (document.readyState === "complete") resolve();
    else addEventListener("load", () => resolve(), { once: true });
  });
  const painted = new Promise<void>((resolve) => {
    if (!PerformanceObserver.supportedEntryTypes?.includes("paint")) return resolve();
    new PerformanceObserver((entries, observer) => {
      if (entries.getEntriesByName("first-contentful-paint").length === 0) return;
      observer.disconnect();
      resolve();
    }).observe({ type: "paint", buffered: true });
  });
  // A page may never paint text or a picture (a hidden tab): its scripts still come, a little later.
  const afterPaint = Promise.race([Promise.all([loaded, painted]), loaded.then(() => new Promise((resolve) => setTimeout(resolve, 3000)))]);
  let cartLines = 0;
  try {
    const cart: unknown = onInteraction && JSON.parse(localStorage.getItem(onInteraction.cartKey) ?? "[]");
    cartLines = Array.isArray(cart) ? cart.length : 0;
  } catch {
    // No storage, or a cart the scripts will not read either: nothing to show.
  }
  // A page that is only read never needs its scripts (docs/decisions/0026). They start when the
  // shopper reaches for a control: a pointer pressed on one (a finger scrolling the page is not),
  // any key, or a mouse moving, which on a computer comes long before a click. A cart to show in
  // the header needs them at once.
  const reaching = new AbortController();
  // What a press can mean to use; a link goes to its page without scripts.
  const controls =
    'button, input, select, textarea, label, summary, [tabindex]:not([tabindex="-1"]), ' +
    "[role=button], [role=slider], [role=tab], [role=checkbox], [role=radio], [role=switch], [role=combobox], [role=menuitem]";
  const reached = new Promise<void>((resolve) => {
    const options = { capture: true, passive: true, signal: reaching.signal };
    addEventListener("keydown", () => resolve(), options);
    addEventListener(
      "pointerdown",
      (event) => {
        const target = event.target as Element | null;
        if (target?.closest?.(controls)) resolve();
      },
      options,
    );
    addEventListener("pointermove", (event) => event.pointerType === "mouse" && resolve(), options);
  });
  // Either way never before the first paint, unless a tap asks for them.
  const ready = !onInteraction || cartLines > 0 ? afterPaint : Promise.all([afterPaint, reached]);
  void Promise.race([ready, tappedEarly]).then(() => {
    reaching.abort();
    for (const [heldRel, rel] of Object.entries(heldRels)) {
      for (const held of document.querySelectorAll<HTMLLinkElement>(`link[rel="${heldRel}"]`)) {
        // A copy, with the same `href` and `crossorigin`: the held one stays for React to hydrate.
        const preload = held.cloneNode() as HTMLLinkElement;
        preload.removeAttribute("id");
        preload.rel = rel;
        const as = held.getAttribute(heldAsAttribute);
        if (as) {
          preload.removeAttribute(heldAsAttribute);
          preload.as = as;
        }
        document.head.append(preload);
      }
    }
    for (const held of document.querySelectorAll<HTMLScriptElement>(`script[${moduleAttribute}]`)) {
      const script = document.createElement("script");
      script.type = "module";
      // A kept page's policy allows the text by its hash; any other page's by this nonce.
      script.nonce = held.nonce;
      script.textContent = held.textContent;
      document.head.append(script);
    }
  });
}

const heldRels = { [heldModulePreloadRel]: "modulepreload", [heldPreloadRel]: "preload" };
const starterSource = (onInteraction: { cartKey: string } | null) => {
  const starterArguments = [heldRels, heldPreloadAsAttribute, heldModuleScriptAttribute, hydratedAttribute, onInteraction].map((value) => JSON.stringify(value)).join(",");
  return `(${startScriptsAfterFirstPaint.toString()})(${starterArguments})`;
};
const starters: Record<ScriptsStart, string> = {
  "after paint": starterSource(null),
  "on interaction": starterSource({ cartKey: cartStorageKey }),
};

/** The markup that starts the scripts, each occurrence with what holds it back. */
const held = [
  [`<link rel="modulepreload"`, `<link rel="${heldModulePreloadRel}"`],
  [` type="module" async=""`, ` type="${heldModuleScriptType}" ${heldModuleScriptAttribute}=""`],
].map(([marker, replacement]) => ({ marker: Buffer.from(marker), replacement: Buffer.from(replacement) }));
const bodyEnd = Buffer.from("</body>");

/**
 * One page's HTML, whose inline scripts carry `nonce`, rewritten. The markup replaced is markup
 * only: React escapes `<` and `"` in text and attributes, and React Router `<` in the data it
 * writes into scripts. The page stays in UTF-8 bytes, where ASCII markup is found as it is, and is
 * copied once: as a string it was decoded, copied at each replacement and encoded again, a tenth of
 * a back-office page's time (docs/decisions/0049).
 */
export function hydrationAfterPaint(html: Buffer, nonce: string, start: ScriptsStart): Buffer<ArrayBuffer> {
  const found: { at: number; marker: Buffer; replacement: Buffer }[] = [];
  for (const { marker, replacement } of held) {
    for (let at = html.indexOf(marker); at !== -1; at = html.indexOf(marker, at + marker.length)) found.push({ at, marker, replacement });
  }
  const end = html.indexOf(bodyEnd);
  if (end !== -1) {
    found.push({ at: end, marker: bodyEnd, replacement: Buffer.from(`<script nonce="${nonce}">${starters[start]}</script></body>`) });
  }
  found.sort((a, b) => a.at - b.at);
  const parts: Buffer[] = [];
  let from = 0;
  for (const { at, marker, replacement } of found) {
    parts.push(html.subarray(from, at), replacement);
    from = at + marker.length;
  }
  parts.push(html.subarray(from));
  return Buffer.concat(parts);
}
