import { type FieldMetadata, getInputProps, getTextareaProps } from "@conform-to/react";
import type { ComponentProps } from "react";
import { useTranslation } from "~/i18n/react";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea";

type OrderFieldProps = {
  meta: FieldMetadata<string | undefined>;
  label: string;
  hint?: string;
  /** A text area instead of a one-line input. */
  multiline?: boolean;
  type?: "text" | "email" | "tel";
} & Pick<ComponentProps<"input">, "autoComplete" | "inputMode" | "spellCheck">;

/**
 * A labelled field of the order form. Errors arrive as locale keys (the schema is shared with the
 * server) and are shown translated under the field, which points at them for screen readers.
 */
export function OrderField({ meta, label, hint, multiline, type = "text", ...inputProps }: OrderFieldProps) {
  const { t } = useTranslation();
  const error = meta.errors?.[0];
  const hintId = hint ? `${meta.id}-hint` : undefined;
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={meta.id}>{label}</Label>
      {hint ? (
        <p id={hintId} className="-mt-1 text-xs text-muted">
          {hint}
        </p>
      ) : null}
      {multiline ? (
        <FieldTextarea meta={meta} hintId={hintId} />
      ) : (
        <FieldInput meta={meta} hintId={hintId} type={type} {...inputProps} />
      )}
      {error ? (
        <p id={meta.errorId} className="text-sm text-danger">
          {t(error)}
        </p>
      ) : null}
    </div>
  );
}

function FieldInput({
  meta,
  hintId,
  type,
  ...inputProps
}: { meta: FieldMetadata<string | undefined>; hintId?: string; type: "text" | "email" | "tel" } & Pick<
  ComponentProps<"input">,
  "autoComplete" | "inputMode" | "spellCheck"
>) {
  const { key, ...props } = getInputProps(meta, { type, ariaDescribedBy: hintId });
  return <Input key={key} {...props} {...inputProps} />;
}

function FieldTextarea({ meta, hintId }: { meta: FieldMetadata<string | undefined>; hintId?: string }) {
  const { key, ...props } = getTextareaProps(meta, { ariaDescribedBy: hintId });
  return <Textarea key={key} rows={4} {...props} />;
}
