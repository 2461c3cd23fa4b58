import { ChevronLeft, ChevronRight } from "lucide-react";
import type { KeyboardEvent, ReactNode } from "react";
import { Dialog, DialogContent, DialogTitle } from "~/components/ui/dialog";
import { useTranslation } from "~/i18n/react";
import { srcSetFor } from "~/media/image-urls";

type ProductLightboxProps = {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** Gives the focus back to the button that opened it (product-gallery.tsx). */
  returnFocus(event: Event): void;
  src: string;
  alt: string;
  pictureAlt: string;
  index: number;
  total: number;
  step(by: number): void;
};

/** The product's picture, larger, in a dialog; loaded with its first opening (product-gallery.tsx). */
export function ProductLightbox({ open, onOpenChange, returnFocus, src, alt, pictureAlt, index, total, step }: ProductLightboxProps) {
  const { t } = useTranslation();
  const several = total > 1;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        closeLabel={t("productPage.closePicture")}
        onCloseAutoFocus={returnFocus}
        aria-describedby={undefined}
        onKeyDown={(event: KeyboardEvent) => {
          if (!several) return;
          if (event.key === "ArrowRight") step(1);
          if (event.key === "ArrowLeft") step(-1);
        }}
        width="sm:max-w-3xl"
        className="gap-3 p-3 pt-14 sm:p-4 sm:pt-14"
      >
        <DialogTitle caption className="absolute top-4 left-4">
          {several ? t("productPage.pictureOf", { index: index + 1, total }) : alt}
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
