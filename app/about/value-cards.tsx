import { Gem, HeartHandshake, Leaf, type LucideIcon } from "lucide-react";
import { useTranslation } from "~/i18n/react";

type Value = { icon: LucideIcon; title: string; text: string };

/** docs/product/storefront.md#about: the three values, quality, sustainability and the personal touch. */
const values = [
  { icon: Gem, title: "aboutPage.qualityTitle", text: "aboutPage.qualityText" },
  { icon: Leaf, title: "aboutPage.sustainabilityTitle", text: "aboutPage.sustainabilityText" },
  { icon: HeartHandshake, title: "aboutPage.personalTitle", text: "aboutPage.personalText" },
] as const satisfies readonly Value[];

export function ValueCards() {
  const { t } = useTranslation();
  return (
    <ul className="grid gap-4 md:grid-cols-3 md:gap-6">
      {values.map(({ icon: Icon, title, text }) => (
        <li key={title} className="rounded-2xl border border-border bg-surface p-6 md:p-8">
          <span className="flex size-12 items-center justify-center rounded-full bg-accent-soft text-accent-ink">
            <Icon className="size-6" strokeWidth={1.6} aria-hidden />
          </span>
          <h3 className="mt-5 text-xl">{t(title)}</h3>
          <p className="mt-2 text-muted">{t(text)}</p>
        </li>
      ))}
    </ul>
  );
}
