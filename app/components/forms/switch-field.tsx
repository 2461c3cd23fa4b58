import { getInputProps, type FieldMetadata } from "@conform-to/react";
import type { ComponentProps } from "react";
import { cn } from "~/lib/utils";

/**
 * An on/off switch that is a real checkbox, posted as `name=on` when on, so it posts with its form
 * before any script runs. It is drawn as a track and a knob; the checkbox lies, unseen, over the
 * track, so a click on the track, on the label or on the checkbox itself turns it.
 */
export function SwitchField({
  label,
  className,
  ...input
}: { label: string } & Omit<ComponentProps<"input">, "type" | "role">) {
  return (
    <label className={cn("inline-flex min-h-11 cursor-pointer items-center gap-3 text-sm font-medium md:min-h-9", className)}>
      <span className="relative inline-flex shrink-0">
        <input
          type="checkbox"
          role="switch"
          className="peer absolute inset-0 z-10 m-0 size-full cursor-pointer appearance-none opacity-0"
          {...input}
        />
        <span
          aria-hidden
          className="relative inline-flex h-6 w-11 shrink-0 items-center rounded-full bg-ink/20 transition-colors peer-checked:bg-accent peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-accent peer-disabled:opacity-60 after:absolute after:left-0.5 after:size-5 after:rounded-full after:bg-white after:shadow after:transition-transform peer-checked:after:translate-x-5"
        />
      </span>
      {label}
    </label>
  );
}

/** A conform field's checkbox props, for a SwitchField. */
export function checkboxProps(meta: FieldMetadata<boolean | undefined>) {
  const { key: _key, ...props } = getInputProps(meta, { type: "checkbox" });
  return props;
}
