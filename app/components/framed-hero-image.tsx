import { useTranslation } from "~/i18n/react";
import { cn } from "~/lib/utils";
import { heroImage } from "~/media/hero-image";

/** The shop's drawn hero picture in a soft frame tilted behind it (home hero, about page). */
export function FramedHeroImage({
  aspect,
  tilt,
  sizes,
  className,
}: {
  aspect: "16/10" | "4/5";
  tilt: "left" | "right";
  sizes: string;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <div className={cn("relative", className)}>
      <div
        aria-hidden
        className={cn(
          "absolute -inset-2 -z-10 rounded-[2rem] bg-accent-soft lg:-inset-3",
          tilt === "right" ? "rotate-2" : "-rotate-2",
        )}
      />
      <div className={cn("overflow-hidden rounded-[1.75rem] bg-tint", aspect === "16/10" ? "aspect-[16/10]" : "aspect-[4/5]")}>
        <img
          src={heroImage.src}
          srcSet={heroImage.srcSet}
          sizes={sizes}
          width={heroImage.width}
          height={heroImage.height}
          alt={t("home.heroImageAlt")}
          fetchPriority="high"
          decoding="async"
          // A missing file shows nothing rather than its alt text over the tint.
          className="size-full object-cover text-transparent"
        />
      </div>
    </div>
  );
}
