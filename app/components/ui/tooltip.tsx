import { Slot } from "radix-ui";
import {
  createContext,
  useContext,
  useEffect,
  useId,
  useMemo,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentProps,
  type ReactNode,
  type RefObject,
} from "react";
import { createPortal } from "react-dom";
import { cn } from "~/lib/utils";

/*
 * A small tooltip of the shop's own: a name shown over a control on hover or keyboard focus.
 * The positioning library behind a general-purpose tooltip weighs more than the page's own code,
 * for one line of text above a swatch; this one centres the text above its trigger (below when
 * there is no room) and keeps it inside the window.
 */

/** Platform defaults (docs/product/storefront.md#tooltips): open after 700 ms, skip the delay for 300 ms after one closes. */
const openDelayMs = 700;
const skipDelayMs = 300;

/** Lets the tooltips of a group skip their delay right after one of them closed. */
type ProviderState = { noteClosed(): void; recentlyClosed(): boolean };
const ProviderContext = createContext<ProviderState | null>(null);

export function TooltipProvider({ children }: { children: ReactNode }) {
  const lastClosedAt = useRef(Number.NEGATIVE_INFINITY);
  const [state] = useState<ProviderState>(() => ({
    noteClosed: () => {
      lastClosedAt.current = Date.now();
    },
    recentlyClosed: () => Date.now() - lastClosedAt.current < skipDelayMs,
  }));
  return <ProviderContext.Provider value={state}>{children}</ProviderContext.Provider>;
}

type TooltipState = {
  /** null: closed; "delayed-open" after the delay, "instant-open" when the delay was skipped. */
  open: "delayed-open" | "instant-open" | null;
  show(after: "delay" | "now"): void;
  hide(): void;
  trigger: RefObject<HTMLElement | null>;
  contentId: string;
};
const TooltipContext = createContext<TooltipState | null>(null);

function useTooltip(): TooltipState {
  const state = useContext(TooltipContext);
  if (!state) throw new Error("Tooltip parts must be used within a Tooltip");
  return state;
}

export function Tooltip({ children }: { children: ReactNode }) {
  const provider = useContext(ProviderContext);
  const [open, setOpen] = useState<TooltipState["open"]>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const trigger = useRef<HTMLElement>(null);
  const contentId = useId();
  useEffect(() => () => clearTimeout(timer.current), []);
  const actions = useMemo(
    () => ({
      show(after: "delay" | "now") {
        clearTimeout(timer.current);
        const skip = after === "now" || provider?.recentlyClosed() === true;
        if (skip) setOpen("instant-open");
        else timer.current = setTimeout(() => setOpen("delayed-open"), openDelayMs);
      },
      hide() {
        clearTimeout(timer.current);
        if (open) provider?.noteClosed();
        setOpen(null);
      },
    }),
    [provider, open],
  );
  const state = useMemo(() => ({ open, trigger, contentId, ...actions }), [open, contentId, actions]);
  return <TooltipContext.Provider value={state}>{children}</TooltipContext.Provider>;
}

/** Its one child (asChild) shows the tooltip: a mouse resting on it, or the keyboard's focus inside it. */
export function TooltipTrigger({ children }: { asChild: true; children: ReactNode }) {
  const { open, show, hide, trigger, contentId } = useTooltip();
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") hide();
    };
    document.addEventListener("keydown", onKey);
    window.addEventListener("scroll", hide, { passive: true, capture: true });
    return () => {
      document.removeEventListener("keydown", onKey);
      window.removeEventListener("scroll", hide, { capture: true });
    };
  }, [open, hide]);
  return (
    <Slot.Root
      ref={trigger}
      aria-describedby={open ? contentId : undefined}
      onPointerEnter={(event) => {
        // Touch has no hover: a tap selects, it does not explain.
        if (event.pointerType !== "touch") show("delay");
      }}
      onPointerLeave={hide}
      onPointerDown={hide}
      onFocus={(event) => {
        if (event.target.matches(":focus-visible")) show("now");
      }}
      onBlur={hide}
    >
      {children}
    </Slot.Root>
  );
}

const gapToWindowPx = 8;

export function TooltipContent({ className, sideOffset = 6, children }: ComponentProps<"div"> & { sideOffset?: number }) {
  const { open, trigger, contentId } = useTooltip();
  const content = useRef<HTMLDivElement>(null);
  const [place, setPlace] = useState<{ left: number; top: number; below: boolean; arrowLeft: number } | null>(null);
  useLayoutEffect(() => {
    // A closed tooltip measures nothing: every swatch's tooltip mounts closed as the page starts,
    // and a measure there would lay the page out in the middle of React's commit. Opened again, it
    // is measured and placed anew before the browser paints.
    if (!open) return;
    const anchor = trigger.current?.getBoundingClientRect();
    const box = content.current?.getBoundingClientRect();
    if (!anchor || !box) return setPlace(null);
    const maxLeft = document.documentElement.clientWidth - box.width - gapToWindowPx;
    const left = Math.max(gapToWindowPx, Math.min(anchor.left + anchor.width / 2 - box.width / 2, maxLeft));
    const above = anchor.top - sideOffset - box.height;
    const below = above < gapToWindowPx;
    setPlace({ left, top: below ? anchor.bottom + sideOffset : above, below, arrowLeft: anchor.left + anchor.width / 2 - left - 5 });
  }, [open, trigger, sideOffset]);
  if (!open) return null;
  return createPortal(
    <div
      ref={content}
      id={contentId}
      role="tooltip"
      data-state={open}
      className={cn(
        "pointer-events-none fixed z-50 rounded-md bg-ink px-2.5 py-1 text-xs text-white shadow-sm data-[state=delayed-open]:animate-fade-in",
        className,
      )}
      // Measured and placed before the browser paints it (hidden the first time): it never shows in the wrong place.
      style={place ? { left: place.left, top: place.top } : { left: 0, top: 0, visibility: "hidden" }}
    >
      {children}
      {place ? (
        <svg
          aria-hidden
          width="10"
          height="5"
          viewBox="0 0 30 10"
          preserveAspectRatio="none"
          className={cn("absolute fill-ink", place.below ? "bottom-full rotate-180" : "top-full")}
          style={{ left: place.arrowLeft }}
        >
          <polygon points="0,0 30,0 15,10" />
        </svg>
      ) : null}
    </div>,
    document.body,
  );
}
