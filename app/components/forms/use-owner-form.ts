import { useForm } from "@conform-to/react";
import { useEffect } from "react";

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
    const onLeave = (event: FocusEvent) => {
      const name = nameOf(event);
      // Left for the form's own submit button: the submission checks every box. A check sent now
      // would mark the form busy and disable that button before the press ends, and the press
      // would be lost.
      const next = event.relatedTarget;
      if (next instanceof HTMLButtonElement && next.type === "submit" && next.form === element) return;
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
