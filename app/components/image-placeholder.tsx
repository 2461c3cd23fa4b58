import { ImageOff } from "lucide-react";
import { cn } from "~/lib/utils";

/** Stands in for a missing picture, on the same tint as a loading one. */
export function ImagePlaceholder({ label, className }: { label?: string; className?: string }) {
  return (
    <div
      role={label ? "img" : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      className={cn("absolute inset-0 flex items-center justify-center bg-tint text-muted/70", className)}
    >
      <ImageOff className="size-9" strokeWidth={1.2} aria-hidden />
    </div>
  );
}
