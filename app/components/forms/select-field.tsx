import { getSelectProps, type FieldMetadata } from "@conform-to/react";
import { Field, hintIdOf, inputClass } from "./field";

/**
 * A native select bound to a conform field: the most keyboard- and phone-friendly choice of one
 * from a short list. `options` maps each value to its label, in the order shown; `defaultValue` is
 * the choice shown when the form's own default gives none.
 */
export function SelectField({
  meta,
  label,
  hint,
  defaultValue,
  options,
}: {
  meta: FieldMetadata<string | undefined>;
  label: string;
  hint?: string;
  defaultValue?: string;
  options: Record<string, string>;
}) {
  const { key, ...props } = getSelectProps(meta, { ariaDescribedBy: hint ? hintIdOf(meta) : undefined });
  return (
    <Field field={meta} label={label} hint={hint}>
      <select key={key} {...props} defaultValue={props.defaultValue ?? defaultValue} className={inputClass}>
        {Object.entries(options).map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </Field>
  );
}
