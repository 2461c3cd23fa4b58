import { createInstance, type TFunction } from "i18next";
import type { Language } from "./languages";
import { en, type Messages } from "./locales/en";
import { fr } from "./locales/fr";
import { it } from "./locales/it";

/** All interface texts; only the server holds every language (the browser gets its page's one). */
export const messages: Record<Language, Messages> = { en, it, fr };

const serverI18n = createInstance();
void serverI18n.init({
  resources: { en: { translation: en }, it: { translation: it }, fr: { translation: fr } },
  lng: "it",
  fallbackLng: false,
  interpolation: { escapeValue: false },
  initAsync: false,
});

/** A translate function for loaders, actions and meta on the server. */
export function translator(language: Language): TFunction {
  return serverI18n.getFixedT(language);
}
