import { getInputProps, type FieldMetadata } from "@conform-to/react";
import { Eye, EyeOff } from "lucide-react";
import { useState, type ComponentProps } from "react";
import { useTranslation } from "~/i18n/react";
import { cn } from "~/lib/utils";
import { Field, hintIdOf, inputClass } from "./field";

type TextFieldProps = {
  meta: FieldMetadata<unknown>;
  label: string;
  type?: "email" | "text" | "password" | "tel" | "number";
  hint?: string;
  hintAbove?: boolean;
  /** For a password: a button that shows or hides what was typed. */
  revealable?: boolean;
  className?: string;
} & Pick<
  ComponentProps<"input">,
  "autoComplete" | "inputMode" | "autoFocus" | "placeholder" | "spellCheck" | "readOnly" | "step" | "min"
>;

/**
 * A labelled one-line box bound to a conform field: text, e-mail, telephone, password or number.
 * Error messages arrive as translation keys and are shown in the page's language.
 */
export function TextField({ meta, label, type = "text", hint, hintAbove, revealable, className, ...inputProps }: TextFieldProps) {
  const { t } = useTranslation();
  const [revealed, setRevealed] = useState(false);
  const { key, ...props } = getInputProps(meta, {
    type: revealable && revealed ? "text" : type,
    ariaDescribedBy: hint ? hintIdOf(meta) : undefined,
  });
  return (
    <Field field={meta} label={label} hint={hint} hintAbove={hintAbove} className={className}>
      <div className="relative">
        <input
          key={key}
          {...props}
          {...inputProps}
          className={cn(inputClass, revealable && "pr-12", inputProps.readOnly && "bg-tint text-muted")}
        />
        {revealable ? (
          <button
            type="button"
            onClick={() => setRevealed((value) => !value)}
            aria-pressed={revealed}
            aria-label={revealed ? t("auth.hidePassword") : t("auth.showPassword")}
            className="absolute inset-y-0 right-0 inline-flex w-11 items-center justify-center rounded-r-lg text-muted hover:text-ink focus-visible:outline-2 focus-visible:outline-accent"
          >
            {revealed ? <EyeOff className="size-4" aria-hidden /> : <Eye className="size-4" aria-hidden />}
          </button>
        ) : null}
      </div>
    </Field>
  );
}

/**
 * A box for an amount in euros (docs/product/content-rules.md#amounts): text with the decimal
 * keypad, since a number box drops a decimal comma in some browsers; the schema reads what was typed
 * in the page's language.
 */
export function AmountField(props: Omit<TextFieldProps, "type" | "inputMode" | "step" | "min" | "revealable">) {
  return <TextField {...props} type="text" inputMode="decimal" autoComplete="off" spellCheck={false} />;
}
