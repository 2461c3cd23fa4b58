import { getInputProps, type FieldMetadata } from "@conform-to/react";
import type { ComponentProps } from "react";
import { cn } from "~/lib/utils";

/**
 * An on/off switch that is a real checkbox (so it posts with its form before any script runs),
 * drawn as a track and a knob.
 */
export function SwitchField({
  label,
  className,
  ...input
}: { label: string } & Omit<ComponentProps<"input">, "type" | "role">) {
  return (
    <label className={cn("inline-flex min-h-11 cursor-pointer items-center gap-3 text-sm font-medium md:min-h-9", className)}>
      <input type="checkbox" role="switch" className="peer sr-only" {...input} />
      <span
        aria-hidden
        className="relative inline-flex h-6 w-11 shrink-0 items-center rounded-full bg-ink/20 transition-colors peer-checked:bg-accent peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-accent peer-disabled:opacity-60 after:absolute after:left-0.5 after:size-5 after:rounded-full after:bg-white after:shadow after:transition-transform peer-checked:after:translate-x-5"
      />
      {label}
    </label>
  );
}

/** A conform field's checkbox props, for a SwitchField. */
export function checkboxProps(meta: FieldMetadata<boolean | undefined>) {
  const { key: _key, ...props } = getInputProps(meta, { type: "checkbox" });
  return props;
}
