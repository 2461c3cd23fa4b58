import type { MetaDescriptor } from "react-router";
import type { Messages } from "~/i18n/locales/en";
import type { RootData } from "~/root";

type Matches = ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;

/** A back-office page's tab title, in the page's language; search engines keep out. */
export function adminMeta(matches: Matches, title: (messages: Messages) => string): MetaDescriptor[] {
  const root = matches.find((match) => match?.id === "root")?.loaderData as RootData | undefined;
  return [
    ...(root ? [{ title: `${title(root.messages)} · ${root.shop.name}` }] : []),
    { name: "robots", content: "noindex, nofollow" },
  ];
}
