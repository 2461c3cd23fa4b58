import { useState, type FormEvent } from "react";
import { slugify } from "~/lib/slug";

const typedValue = (event: FormEvent) => (event.target as HTMLInputElement).value;

/**
 * docs/product/content-rules.md#slugs: while the slug box is empty, typing the English name (an
 * article's English title) fills it with the slug the server would make; typing in the slug box
 * stops that until it is emptied again. `slugBox` and `englishNameBox` go on elements around those
 * two boxes (React's input events bubble, also from a box tied to the form by its `form` attribute).
 */
export function useSlugFromName(
  form: { update: (options: { name: string; value: string }) => void },
  slugName: string,
  stored: string | undefined,
) {
  const [follows, setFollows] = useState(!stored);
  return {
    slugBox: { onInput: (event: FormEvent) => setFollows(typedValue(event) === "") },
    englishNameBox: {
      onInput: (event: FormEvent) => {
        if (follows) form.update({ name: slugName, value: slugify(typedValue(event)) });
      },
    },
  };
}
