import { ImagePlaceholder } from "./image-placeholder";
import { srcSetFor } from "~/media/image-urls";
import { cn } from "~/lib/utils";

type ProductImageProps = {
  src: string | null;
  alt: string;
  /** The `sizes` attribute: how wide the image is drawn at each screen width. */
  sizes: string;
  /** Above the fold: load at once instead of lazily. */
  eager?: boolean;
  /** The page's main picture: loaded at once and before other images. */
  priority?: boolean;
  /** Shown (to screen readers and beside the icon) when there is no picture. */
  placeholderLabel: string;
  className?: string;
  /** A `span` where only phrasing content may stand, as inside the product page's enlarge button. */
  as?: "div" | "span";
};

/** A product picture at the shop's one ratio (4:5), covering its box over a light tint (DESIGN.md). */
export function ProductImage({ src, alt, sizes, eager = false, priority = false, placeholderLabel, className, as: Box = "div" }: ProductImageProps) {
  return (
    <Box className={cn("relative block aspect-[4/5] overflow-hidden bg-tint", className)}>
      {src ? (
        <img
          key={src}
          src={src}
          srcSet={srcSetFor(src)}
          sizes={sizes}
          width={800}
          height={1000}
          alt={alt}
          loading={eager || priority ? "eager" : "lazy"}
          fetchPriority={priority ? "high" : undefined}
          decoding="async"
          className="absolute inset-0 size-full object-cover"
        />
      ) : (
        <ImagePlaceholder label={placeholderLabel} />
      )}
    </Box>
  );
}
