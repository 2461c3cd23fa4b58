import { getInputProps, useForm, type FieldMetadata } from "@conform-to/react";
import { Eye, EyeOff } from "lucide-react";
import { useEffect, useState, type ComponentProps } from "react";
import { useTranslation } from "~/i18n/react";
import { passwordMaxLength, passwordMinLength } from "~/auth/password-rules";
import { cn } from "~/lib/utils";

export const inputClass =
  "h-11 w-full rounded-lg border border-border bg-surface px-3 text-base text-ink placeholder:text-muted focus-visible:border-accent focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-accent aria-[invalid=true]:border-danger md:h-10";

type FormOptions<Schema extends Record<string, unknown>, FormValue> = Parameters<typeof useForm<Schema, FormValue>>[0];

/**
 * `useForm` as every back-office form uses it: a field shows its error only once the owner has
 * typed in it and left it, or has submitted the form; tabbing through an empty form says nothing.
 * A field with an error is checked again at each keystroke, so the error goes as soon as it is fixed.
 */
export function useOwnerForm<Schema extends Record<string, unknown>, FormValue = Schema>(
  options: Omit<FormOptions<Schema, FormValue>, "shouldValidate" | "shouldRevalidate">,
) {
  const [form, fields] = useForm<Schema, FormValue>({ ...options, shouldValidate: "onSubmit", shouldRevalidate: "onInput" });
  // The form's own intent, the same function for as long as the form lives.
  const validate = form.validate;
  useEffect(() => {
    const element = document.getElementById(form.id);
    if (!(element instanceof HTMLFormElement)) return;
    const typed = new Set<string>();
    const nameOf = (event: Event) =>
      event.target instanceof HTMLInputElement ||
      event.target instanceof HTMLTextAreaElement ||
      event.target instanceof HTMLSelectElement
        ? event.target.name
        : "";
    const onInput = (event: Event) => {
      const name = nameOf(event);
      if (name) typed.add(name);
    };
    const onLeave = (event: Event) => {
      const name = nameOf(event);
      if (name && typed.has(name)) validate({ name });
    };
    element.addEventListener("input", onInput);
    element.addEventListener("focusout", onLeave);
    return () => {
      element.removeEventListener("input", onInput);
      element.removeEventListener("focusout", onLeave);
    };
  }, [form.id, validate]);
  return [form, fields] as const;
}

type FormFieldProps = {
  meta: FieldMetadata<string | undefined>;
  label: string;
  type?: "email" | "text" | "password";
  hint?: string;
  /** For a password: a button that shows or hides what was typed. */
  revealable?: boolean;
  className?: string;
} & Pick<ComponentProps<"input">, "autoComplete" | "inputMode" | "autoFocus" | "placeholder" | "spellCheck" | "readOnly">;

/**
 * A labelled input bound to a conform field. Error messages arrive as translation keys (the zod
 * schemas are shared by the browser and the server) and are shown in the page's language.
 */
export function FormField({ meta, label, type = "text", hint, revealable, className, ...inputProps }: FormFieldProps) {
  const { t } = useTranslation();
  const [revealed, setRevealed] = useState(false);
  const error = meta.errors?.[0];
  const hintId = `${meta.id}-hint`;
  const { key, ...props } = getInputProps(meta, {
    type: revealable && revealed ? "text" : type,
    ariaDescribedBy: hint ? hintId : undefined,
  });
  return (
    <div className={cn("flex flex-col gap-1.5", className)}>
      <label htmlFor={meta.id} className="text-sm font-medium">
        {label}
      </label>
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
      {hint ? (
        <p id={hintId} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={meta.errorId} className="text-sm text-danger">
          {t(error, { min: passwordMinLength, max: passwordMaxLength })}
        </p>
      ) : null}
    </div>
  );
}
