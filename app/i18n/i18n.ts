import { createInstance, type i18n } from "i18next";
import { initReactI18next } from "react-i18next";
import type { Language } from "./languages";
import type { Messages } from "./locales/en";

/** A synchronous i18next instance for one page's language, on the server and in the browser alike. */
export function createPageI18n(language: Language, messages: Messages): i18n {
  const instance = createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    resources: { [language]: { translation: messages } },
    fallbackLng: false,
    interpolation: { escapeValue: false },
    initAsync: false,
    react: { useSuspense: false },
  });
  return instance;
}
