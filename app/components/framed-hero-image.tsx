import { useTranslation } from "~/i18n/react";
import { cn } from "~/lib/utils";
import { heroImage } from "~/media/hero-image";

/** A picture for the frame: its address, its widths when it is a stored upload, and its words. */
export type ShownPicture = { src: string; srcSet: string | undefined; alt: string };

/** A hero picture in a soft frame tilted behind it (home hero, about page): the owner's, else the shop's drawn one. */
export function FramedHeroImage({
  aspect,
  tilt,
  sizes,
  picture,
  className,
}: {
  aspect: "16/10" | "4/5";
  tilt: "left" | "right";
  sizes: string;
  picture?: ShownPicture | null;
  className?: string;
}) {
  const { t } = useTranslation();
  // Her picture's size is not known here: the frame's aspect holds its place, and it is cropped to it.
  const shown = picture ?? { ...heroImage, alt: t("home.heroImageAlt") };
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
          src={shown.src}
          srcSet={shown.srcSet}
          sizes={sizes}
          width={picture ? undefined : heroImage.width}
          height={picture ? undefined : heroImage.height}
          alt={shown.alt}
          fetchPriority="high"
          decoding="async"
          // A missing file shows nothing rather than its alt text over the tint.
          className="size-full object-cover text-transparent"
        />
      </div>
    </div>
  );
}
