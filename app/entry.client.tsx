/**
 * React Router's default browser entry, which first fetches the page's texts (app/i18n/shop-texts.ts):
 * the page was rendered with them, so hydrating needs them too. The page's head names their
 * address, and the script that starts this one has already begun to fetch it (docs/decisions/0020).
 */
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { toLanguage } from "./i18n/languages";
import { loadShopTexts, shopTextsLinkId } from "./i18n/shop-texts";

const language = toLanguage(document.documentElement.lang);
const textsUrl = document.getElementById(shopTextsLinkId)?.getAttribute("href");
if (language && textsUrl) await loadShopTexts(language, textsUrl);

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
