import { Expand } from "lucide-react";
import { Suspense, useState } from "react";
import { loadedComponent, onDemand } from "~/components/ui/on-demand";
import { useDialogOnDemand } from "~/components/ui/use-dialog-on-demand";
import { useTranslation } from "~/i18n/react";
import { srcSetFor } from "~/media/image-urls";
import { cn } from "~/lib/utils";
import { ProductImage } from "~/components/product-image";

// The larger view's dialog code loads when it is first wanted, not with the product page.
const lightboxCode = onDemand(() => import("./product-lightbox"));
const loadLightbox = lightboxCode.load;

const ProductLightbox = loadedComponent(lightboxCode, (code) => code.ProductLightbox);

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
  const { open, setOpen, wanted, triggerProps, returnFocus } = useDialogOnDemand(loadLightbox);
  const index = Math.min(current, Math.max(0, images.length - 1));
  const src = images[index] ?? null;
  const several = images.length > 1;
  const pictureAlt = several ? `${alt} – ${t("productPage.pictureOf", { index: index + 1, total: images.length })}` : alt;
  const step = (by: number) => setCurrent((index + by + images.length) % images.length);

  // Inside the enlarge button only phrasing content is valid HTML.
  const main = (
    <ProductImage
      as={src ? "span" : "div"}
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
        <>
          <button
            {...triggerProps}
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
          {wanted ? (
            <Suspense fallback={null}>
              <ProductLightbox
                open={open}
                onOpenChange={setOpen}
                returnFocus={returnFocus}
                src={src}
                alt={alt}
                pictureAlt={pictureAlt}
                index={index}
                total={images.length}
                step={step}
              />
            </Suspense>
          ) : null}
        </>
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
