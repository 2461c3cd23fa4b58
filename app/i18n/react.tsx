import { createContext, Fragment, use, useContext, useMemo, type ReactNode } from "react";
import { createPageI18n, type PageI18n } from "./i18n";
import { loadTexts, textsIfKnown, textsOf, type TextsFileRef } from "./texts-files";

const I18nContext = createContext<PageI18n | null>(null);

export function I18nProvider({ i18n, children }: { i18n: PageI18n; children: ReactNode }) {
  return <I18nContext.Provider value={i18n}>{children}</I18nContext.Provider>;
}

/**
 * Adds the back office's texts, which its pages' loaders name (texts-files.ts), to the shop's for
 * what is inside. The first page hydrates with the file entry.client.tsx fetched; a page opened in
 * the browser (from the shop, after signing in) waits for it, as the navigation's transition keeps
 * the page before on screen meanwhile.
 */
export function BackOfficeTexts({ file, children }: { file: TextsFileRef; children: ReactNode }) {
  const { language, messages } = useTranslation();
  if (!textsIfKnown("back-office", file.language)) use(loadTexts("back-office", file.language, file.url));
  const texts = textsOf("back-office", file.language);
  const i18n = useMemo(() => createPageI18n(language, { ...messages, ...texts }), [language, messages, texts]);
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}

/** The page's translate function (`t`) and language. */
export function useTranslation(): PageI18n {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error("useTranslation must be used within an I18nProvider");
  return i18n;
}

const emphasis = /<strong>(.*?)<\/strong>/g;

/** A text whose translations mark words with <strong>: those words become elements, never HTML. */
export function Trans({ i18nKey }: { i18nKey: string }) {
  const { t } = useTranslation();
  const parts: ReactNode[] = [];
  let last = 0;
  const text = t(i18nKey);
  for (const match of text.matchAll(emphasis)) {
    parts.push(text.slice(last, match.index), <strong key={match.index}>{match[1]}</strong>);
    last = match.index + match[0].length;
  }
  parts.push(text.slice(last));
  return <Fragment>{parts}</Fragment>;
}
