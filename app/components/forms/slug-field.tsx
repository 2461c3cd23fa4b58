import type { FieldMetadata } from "@conform-to/react";
import { useState, type FormEvent } from "react";
import { useTranslation } from "~/i18n/react";
import type { Language } from "~shared/languages";
import { slugify } from "~/lib/slug";
import { TextField } from "./text-field";

const typedValue = (event: FormEvent) => (event.target as HTMLInputElement).value;

type SlugFromName = ReturnType<typeof useSlugFromName>;

/**
 * docs/product/content-rules.md#slugs: while the slug box is empty, typing the English name (an
 * article's English title) fills it with the slug the server would make; typing in the slug box
 * stops that until it is emptied again. `slugBox` goes on an element around the slug box,
 * `nameBox(language)` around each language's name box (React's input events bubble, also from a
 * box tied to its form by a `form` attribute).
 */
export function useSlugFromName(
  form: { update: (options: { name: string; value: string }) => void },
  slugName: string,
  stored: string | undefined,
) {
  const [follows, setFollows] = useState(!stored);
  const englishNameBox = {
    onInput: (event: FormEvent) => {
      if (follows) form.update({ name: slugName, value: slugify(typedValue(event)) });
    },
  };
  return {
    slugBox: { onInput: (event: FormEvent) => setFollows(typedValue(event) === "") },
    nameBox: (language: Language) => (language === "en" ? englishNameBox : {}),
  };
}

/** The slug box; with `fromName` it says, and does, that an empty slug is made from the English name. */
export function SlugField({ meta, label, fromName }: { meta: FieldMetadata<string | undefined>; label: string; fromName?: SlugFromName }) {
  const { t } = useTranslation();
  return (
    <div {...fromName?.slugBox}>
      <TextField
        meta={meta}
        label={label}
        hint={fromName ? t("admin.items.slugHint") : undefined}
        autoComplete="off"
        spellCheck={false}
      />
    </div>
  );
}
