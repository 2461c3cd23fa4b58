import type { Language } from "~shared/languages";

/**
 * One value per language, made the first time it is asked for. Intl's formatters cost far more to
 * make than to use, and a page formats a price or a date once per card.
 */
export function perLanguage<T>(make: (language: Language) => T): (language: Language) => T {
  const made = new Map<Language, T>();
  return (language) => {
    let value = made.get(language);
    if (value === undefined) {
      value = make(language);
      made.set(language, value);
    }
    return value;
  };
}
