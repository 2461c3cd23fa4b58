import type { MetaDescriptor } from "react-router";
import type { BackOfficeMessages } from "~/i18n/locales/en";
import type { RootData } from "~/root-data";

type Matches = ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;

/**
 * A back-office (or sign-in) page's tab title, in the page's language; search engines keep out.
 * Its texts come with the admin layout's or the sign-in page's own data.
 */
export function adminMeta(matches: Matches, title: (messages: BackOfficeMessages) => string): MetaDescriptor[] {
  const root = matches.find((match) => match?.id === "root")?.loaderData as RootData | undefined;
  const texts = matches
    .map((match) => (match?.loaderData as { backOfficeTexts?: BackOfficeMessages } | undefined)?.backOfficeTexts)
    .find((found) => found !== undefined);
  return [
    ...(root && texts ? [{ title: `${title(texts)} · ${root.shop.name}` }] : []),
    { name: "robots", content: "noindex, nofollow" },
  ];
}
