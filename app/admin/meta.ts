import type { MetaDescriptor } from "react-router";
import type { BackOfficeMessages } from "~/i18n/locales/en";
import { backOfficeTextsIn, textsIfKnown } from "~/i18n/texts-files";
import type { RootData } from "~/root-data";

type Matches = ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;

/**
 * A back-office (or sign-in) page's tab title, in the page's language; search engines keep out.
 * Its texts are those the admin layout's or the sign-in page's data names.
 */
export function adminMeta(matches: Matches, title: (messages: BackOfficeMessages) => string): MetaDescriptor[] {
  const root = matches.find((match) => match?.id === "root")?.loaderData as RootData | undefined;
  const file = backOfficeTextsIn(matches);
  const texts = file && textsIfKnown("back-office", file.language);
  return [
    ...(root && texts ? [{ title: `${title(texts)} · ${root.shop.name}` }] : []),
    { name: "robots", content: "noindex, nofollow" },
  ];
}
