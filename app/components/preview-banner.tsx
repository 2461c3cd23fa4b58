import { type ComponentProps, Suspense } from "react";
import { loadedComponent, onDemand } from "./ui/on-demand";

// Only a signed-in owner previewing a hidden page sees it: its code loads then, not with every
// product page and article.
const Banner = loadedComponent(
  onDemand(() => import("./back-office/preview-banner")),
  (code) => code.PreviewBanner,
);

/** docs/product/storefront.md#owner-preview: the line above a page only admins can see yet. */
export function PreviewBanner(props: ComponentProps<typeof Banner>) {
  return (
    <Suspense fallback={null}>
      <Banner {...props} />
    </Suspense>
  );
}
