import { ChevronLeft, ChevronRight, Expand } from "lucide-react";
import { type KeyboardEvent, type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { Dialog, DialogContent, DialogTitle, DialogTrigger } from "~/components/ui/dialog";
import { srcSetFor } from "~/media/image-urls";
import { cn } from "~/lib/utils";
import { ProductImage } from "./product-image";

type ProductGalleryProps = {
  images: readonly string[];
  /** Describes every picture: the item's name, with the colour when one is chosen. */
  alt: string;
};

const mainSizes = "(min-width: 1200px) 560px, (min-width: 768px) 48vw, 100vw";

/**
 * The product's pictures: the main one large (eager, fetched first), thumbnails to switch when
 * there are several, and a larger view in a dialog, whose picture loads only once it is opened.
 */
export function ProductGallery({ images, alt }: ProductGalleryProps) {
  const { t } = useTranslation();
  const [current, setCurrent] = useState(0);
  const [open, setOpen] = useState(false);
  const index = Math.min(current, Math.max(0, images.length - 1));
  const src = images[index] ?? null;
  const several = images.length > 1;
  const pictureAlt = several ? `${alt} – ${t("productPage.pictureOf", { index: index + 1, total: images.length })}` : alt;
  const step = (by: number) => setCurrent((index + by + images.length) % images.length);

  const main = (
    <ProductImage
      src={src}
      alt={pictureAlt}
      sizes={mainSizes}
      priority
      placeholderLabel={t("catalog.noImage")}
      className="rounded-2xl"
    />
  );

  return (
    <div className="flex flex-col gap-3">
      {src ? (
        <Dialog open={open} onOpenChange={setOpen}>
          <DialogTrigger asChild>
            <button
              type="button"
              aria-label={`${t("productPage.enlarge")}: ${pictureAlt}`}
              className="group relative block w-full cursor-zoom-in rounded-2xl"
            >
              {main}
              <span
                aria-hidden
                className="absolute right-3 bottom-3 inline-flex size-10 items-center justify-center rounded-full bg-surface/90 text-ink shadow-sm transition-colors group-hover:text-accent"
              >
                <Expand className="size-4.5" />
              </span>
            </button>
          </DialogTrigger>
          <DialogContent
            closeLabel={t("productPage.closePicture")}
            aria-describedby={undefined}
            onKeyDown={(event: KeyboardEvent) => {
              if (!several) return;
              if (event.key === "ArrowRight") step(1);
              if (event.key === "ArrowLeft") step(-1);
            }}
            className="gap-3 p-3 pt-14 sm:max-w-3xl sm:p-4 sm:pt-14"
          >
            <DialogTitle className="absolute top-4 left-4 text-base md:text-lg">
              {several ? t("productPage.pictureOf", { index: index + 1, total: images.length }) : alt}
            </DialogTitle>
            <div className="relative">
              <img
                key={src}
                src={src}
                srcSet={srcSetFor(src)}
                sizes="(min-width: 800px) 736px, 100vw"
                width={1200}
                height={1500}
                alt={pictureAlt}
                className="mx-auto max-h-[75dvh] w-auto rounded-xl bg-tint object-contain"
              />
              {several ? (
                <div className="absolute inset-x-2 top-1/2 flex -translate-y-1/2 justify-between">
                  <GalleryStep label={t("productPage.previousPicture")} onClick={() => step(-1)}>
                    <ChevronLeft className="size-5" aria-hidden />
                  </GalleryStep>
                  <GalleryStep label={t("productPage.nextPicture")} onClick={() => step(1)}>
                    <ChevronRight className="size-5" aria-hidden />
                  </GalleryStep>
                </div>
              ) : null}
            </div>
          </DialogContent>
        </Dialog>
      ) : (
        main
      )}

      {several ? (
        <ul aria-label={t("productPage.pictures")} className="flex flex-wrap gap-2">
          {images.map((image, i) => (
            <li key={image}>
              <button
                type="button"
                onClick={() => setCurrent(i)}
                aria-label={t("productPage.showPicture", { index: i + 1, total: images.length })}
                aria-current={i === index ? "true" : undefined}
                className={cn(
                  "block w-16 cursor-pointer overflow-hidden rounded-lg ring-offset-2 ring-offset-background transition md:w-20",
                  i === index ? "ring-2 ring-accent" : "opacity-75 hover:opacity-100",
                )}
              >
                <img
                  src={image}
                  srcSet={srcSetFor(image)}
                  sizes="80px"
                  width={80}
                  height={100}
                  alt=""
                  loading="lazy"
                  decoding="async"
                  className="aspect-[4/5] w-full bg-tint object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function GalleryStep({ label, onClick, children }: { label: string; onClick(): void; children: ReactNode }) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      className="inline-flex size-11 cursor-pointer items-center justify-center rounded-full bg-surface/90 text-ink shadow-md hover:text-accent"
    >
      {children}
    </button>
  );
}
