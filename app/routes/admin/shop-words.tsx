import { AdminPage } from "~/components/back-office/admin-page";
import { requireAdmin, requireAdminForm } from "~/auth/admin-rule.server";
import { adminMeta } from "~/admin/meta";
import { useTranslation } from "~/i18n/react";
import { translator } from "~/i18n/messages.server";
import { saveShopWordsForm } from "~/settings/shop-words-action.server";
import { builtInTexts } from "~/settings/shop-words-form";
import { ShopWordsForm, type BuiltInTexts } from "~/settings/shop-words-page";
import { readShopSettings } from "~/shop/shop-settings.server";
import { useToastNote } from "~/components/ui/use-toast-note";
import { languages } from "~shared/languages";
import type { Route } from "./+types/shop-words";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, (m) => m.admin.shopWords.title);

export async function loader(args: Route.LoaderArgs) {
  await requireAdmin(args);
  const { shopWords } = await readShopSettings(args.context);
  const builtIn = Object.fromEntries(languages.map((language) => [language, builtInTexts(translator(language))])) as BuiltInTexts;
  return { words: shopWords, builtIn };
}

export async function action(args: Route.ActionArgs) {
  return saveShopWordsForm(await requireAdminForm(args));
}

export default function AdminShopWords({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  useToastNote(actionData?.note);
  return (
    <AdminPage title={t("admin.shopWords.title")} description={t("admin.shopWords.intro")}>
      <ShopWordsForm words={loaderData.words} builtIn={loaderData.builtIn} result={actionData?.result} />
    </AdminPage>
  );
}
