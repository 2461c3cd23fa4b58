import { getTextareaProps, type FieldMetadata } from "@conform-to/react";
import { cn } from "~/lib/utils";
import { Field, fieldClass, hintIdOf } from "./field";

/** A labelled text area bound to a conform field, as tall as `rows` lines. */
export function TextAreaField({
  meta,
  label,
  hint,
  hintAbove,
  rows = 3,
  placeholder,
}: {
  meta: FieldMetadata<string | undefined>;
  label: string;
  hint?: string;
  hintAbove?: boolean;
  rows?: number;
  /** What shows while the box is empty, e.g. the text that then stands in. */
  placeholder?: string;
}) {
  const { key, ...props } = getTextareaProps(meta, { ariaDescribedBy: hint ? hintIdOf(meta) : undefined });
  return (
    <Field field={meta} label={label} hint={hint} hintAbove={hintAbove}>
      <textarea key={key} {...props} rows={rows} placeholder={placeholder} className={cn(fieldClass, "py-2")} />
    </Field>
  );
}
