import type { ReactNode } from "react";
import { useTranslation } from "~/i18n/react";
import { passwordMaxLength, passwordMinLength } from "~/lib/password-rules";
import { formatAmountInput, formatGroupedAmount, formatPrice, largestQuoteCents } from "~/lib/money";
import { cn } from "~/lib/utils";

/** Every box of the shop's forms: a thin border, the accent focus ring, a red border when invalid. */
export const fieldClass =
  "w-full rounded-lg border border-border bg-surface px-3 text-base text-ink placeholder:text-muted focus-visible:border-accent focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-accent aria-[invalid=true]:border-danger disabled:opacity-60";

/** A one-line box or a select. */
export const inputClass = cn(fieldClass, "h-11 md:h-10");

/** What a field needs from conform (or from a form that names its own boxes). */
type FieldIds = { id: string; errorId: string; errors?: string[] };

/** The id of a field's hint, which its box points at for screen readers. */
export const hintIdOf = (field: Pick<FieldIds, "id">) => `${field.id}-hint`;

/**
 * A field's error, in the page's language: the zod schemas are shared by the browser and the server,
 * so they carry translation keys; a password's limits, a quote's largest amount and amounts
 * written the language's way (docs/product/content-rules.md#amounts) fill the messages that name them.
 */
export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  const { t, language } = useTranslation();
  return error ? (
    <p id={id} className="text-sm text-danger">
      {t(error, {
        min: passwordMinLength,
        max: passwordMaxLength,
        largestAmount: formatPrice(largestQuoteCents / 100, language),
        amountExample: formatAmountInput(5490, language),
        thousandsExample: formatGroupedAmount(123400, language),
        centsExample: formatAmountInput(123, language),
      })}
    </p>
  ) : null;
}

/**
 * The error of a whole form rather than of one field, already in the page's language; `boxed`
 * draws it on a tinted band, where it stands alone under a short form (signing in, an invitation).
 */
export function FormError({ id, message, boxed }: { id?: string; message: string | undefined; boxed?: boolean }) {
  return message ? (
    <p id={id} role="alert" className={cn("text-sm text-danger", boxed && "rounded-lg bg-danger-soft px-3 py-2")}>
      {message}
    </p>
  ) : null;
}

/**
 * A label, the box itself (`children`), a hint and the error, wired by id. The hint goes under the
 * box, or right under the label with `hintAbove` where it says what to type before the box is seen.
 */
export function Field({
  field,
  label,
  hint,
  hintAbove,
  className,
  children,
}: {
  field: FieldIds;
  label: ReactNode;
  hint?: string;
  hintAbove?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const hintText = hint ? (
    <p id={hintIdOf(field)} className={cn("text-xs text-muted", hintAbove && "-mt-1")}>
      {hint}
    </p>
  ) : null;
  return (
    <div className={cn("flex flex-col gap-1.5", className)}>
      <label htmlFor={field.id} className="text-sm font-medium">
        {label}
      </label>
      {hintAbove ? hintText : null}
      {children}
      {hintAbove ? null : hintText}
      <FieldError id={field.errorId} error={field.errors?.[0]} />
    </div>
  );
}
