/**
 * A page arrives whole from the server, so its scripts only make it interactive. On a phone's slow
 * link they would share the bandwidth with the stylesheet, the fonts and the pictures the shopper is
 * waiting for. React Router's `<Scripts>` starts them at once, with no option to wait, so the HTML
 * is rewritten before it goes out (docs/decisions/0020):
 * - its module preloads and its module script become inert (an unknown `rel`; a plain-text data
 *   block), in markup that stays valid HTML;
 * - a small script brings them back once the page has loaded and shown its first content, on every
 *   page (docs/decisions/0078); at once when the shopper taps a button that needs them.
 * React hydrates these elements as they are (they are marked `suppressHydrationWarning`).
 */
import {
  heldModulePreloadRel,
  heldModuleScriptAttribute,
  heldModuleScriptType,
  heldPreloadAsAttribute,
  heldPreloadRel,
  hydratedAttribute,
} from "~/lib/after-first-paint";
import { intlLocale } from "~/i18n/languages";

/**
 * Runs in the browser, as an inline script at the end of `<body>`. Written as a function so that it
 * is type-checked; sent as its source text.
 */
function startScriptsAfterFirstPaint(
  heldRels: Record<string, string>,
  heldAsAttribute: string,
  moduleAttribute: string,
  hydratedAttribute: string,
  intlWarmUp: { url: string; locales: Record<string, string> },
) {
  const html = document.documentElement;
  // The page's Intl formatters (prices, dates, the tags' order) are made as React takes the page
  // over; the first of them would load the browser's locale data on the main thread. A worker
  // loads it meanwhile, on another thread (docs/decisions/0096).
  const locale = intlWarmUp.locales[html.lang];
  if (locale && typeof Worker === "function") {
    try {
      new Worker(`${intlWarmUp.url}?locale=${locale}`);
    } catch {
      // Refused (a browser's settings): the formatters load the data themselves, as before.
    }
  }
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
  // A choice made in a form's field before the scripts have taken over (a select, a search typed
  // and not yet sent) is what the shopper sees, but React renders the field from the page's data
  // and puts back what the server wrote. Each such field is given its choice again once React has
  // taken over, with the event React listens to, so that the page follows it as it follows one
  // made later (docs/decisions/0078). A radio button or a box React keeps as chosen, and tells the
  // page itself.
  const chosen = new Map<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement, string>();
  addEventListener(
    "input",
    (event) => {
      const field = event.target as Element | null;
      const kept = field instanceof HTMLSelectElement || field instanceof HTMLTextAreaElement;
      if (kept || (field instanceof HTMLInputElement && !["checkbox", "radio", "file"].includes(field.type))) chosen.set(field, field.value);
    },
    { capture: true, signal: keeping.signal },
  );
  new MutationObserver((_, observer) => {
    if (!html.hasAttribute(hydratedAttribute)) return;
    observer.disconnect();
    keeping.abort();
    // After React's own work for this commit (the page's effects), as a tap or a choice would come.
    setTimeout(() => {
      for (const [field, value] of chosen) {
        if (!field.isConnected) continue;
        // Through the element's own setter: React watches the property on the element and would
        // take a value set there for its own, and the change for no change.
        const prototype = Object.getPrototypeOf(field) as object;
        Object.getOwnPropertyDescriptor(prototype, "value")?.set?.call(field, value);
        field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? "change" : "input", { bubbles: true }));
      }
      if (!tapped) return;
      const control = tapped;
      control.removeAttribute("aria-busy");
      if (control.isConnected) control.click();
    });
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
  // Never before the first paint, unless a tap asks for them.
  void Promise.race([afterPaint, tappedEarly]).then(() => {
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
const intlWarmUp = { url: "/intl-warm-up.js", locales: intlLocale };
const starterArguments = [heldRels, heldPreloadAsAttribute, heldModuleScriptAttribute, hydratedAttribute, intlWarmUp]
  .map((value) => JSON.stringify(value))
  .join(",");
const starter = `(${startScriptsAfterFirstPaint.toString()})(${starterArguments})`;

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
export function hydrationAfterPaint(html: Buffer, nonce: string): Buffer<ArrayBuffer> {
  const found: { at: number; marker: Buffer; replacement: Buffer }[] = [];
  for (const { marker, replacement } of held) {
    for (let at = html.indexOf(marker); at !== -1; at = html.indexOf(marker, at + marker.length)) found.push({ at, marker, replacement });
  }
  const end = html.indexOf(bodyEnd);
  if (end !== -1) {
    found.push({ at: end, marker: bodyEnd, replacement: Buffer.from(`<script nonce="${nonce}">${starter}</script></body>`) });
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
