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
      // Left for the form's own submit button: the submission checks every box, so a check of its
      // own would only cost a round trip. (Safari does not focus a pressed button: there the check
      // is sent, and `isSaving` keeps the button usable meanwhile.)
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

/** The field in which Conform names a check of one box (`__intent__`, reserved by Conform). */
const checkIntentField = "__intent__";

/**
 * Whether a form's fetcher is saving what the owner submitted, as opposed to checking one box.
 * A form checked on the server sends each box's check through its own fetcher; a submit button
 * disabled while that check runs swallows the press that lands during it, and the save is lost
 * without a word. Only a real submission disables it.
 */
export function isSaving(fetcher: { state: "idle" | "loading" | "submitting"; formData?: FormData }): boolean {
  return fetcher.state !== "idle" && fetcher.formData?.has(checkIntentField) !== true;
}
