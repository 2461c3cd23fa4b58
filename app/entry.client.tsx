/**
 * React Router's default browser entry, which first fetches the page's texts (app/i18n/texts-files.ts):
 * the page was rendered with them, so hydrating needs them too. The page's head names their
 * addresses, and the script that starts this one has already begun to fetch them (docs/decisions/0020).
 */
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { toLanguage } from "./i18n/languages";
import { loadTexts, textsLinkId, type TextsPart } from "./i18n/texts-files";
// Before React Router reads its first data answer (a page left mid-read, docs/decisions/0081).
import "./lib/page-leave.client";

const language = toLanguage(document.documentElement.lang);
const texts = Promise.all(
  (Object.keys(textsLinkId) as TextsPart[]).map((part) => {
    const url = document.getElementById(textsLinkId[part])?.getAttribute("href");
    return language && url ? loadTexts(part, language, url) : undefined;
  }),
);
openBrowserStorage();
await texts;

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});

/**
 * The page's first reads of its cookies and of its local and session storage each wait for the
 * browser's own process, and Chromium opens the storage areas when the first `storage` listener is
 * added. Done here, while the texts are on their way, the hydration's effects (the hearts' cookie,
 * the cart, the stores' listeners) find them open, and the task that runs those effects is shorter
 * by as much (docs/decisions/0104). The values are returned only so that the reads are not
 * expressions without use.
 */
function openBrowserStorage() {
  try {
    return [document.cookie, localStorage.length, sessionStorage.length];
  } catch {
    // Storage refused by the browser's settings: each store copes when it reads it.
    return [];
  }
}
