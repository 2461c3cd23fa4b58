import { z } from "zod";
import type { OptionalI18nText } from "~shared/i18n-text";
import { i18nFields, i18nValue, imageUrl, optionalText, rowId, switchValue } from "~/components/forms/form-values";

export type AuthorRow = {
  id: string;
  name: string;
  email: string | null;
  avatarUrl: string | null;
  bioI18n: OptionalI18nText;
  active: boolean;
};

/** docs/product/back-office.md#authors: name required; e-mail, if given, valid; empty e-mail and avatar saved as null. */
export const authorSchema = z
  .object({
    id: rowId,
    name: z.string({ error: "admin.authors.nameRequired" }).trim().min(1, "admin.authors.nameRequired").max(200),
    email: z
      .string()
      .trim()
      .transform((value) => value || undefined)
      .pipe(z.email("admin.users.errors.emailInvalid").max(254, "admin.users.errors.emailInvalid").optional())
      .optional(),
    avatar_url: imageUrl,
    active: switchValue,
    ...i18nFields("bio", optionalText),
  })
  .transform((values) => ({
    id: values.id,
    name: values.name,
    email: values.email ?? null,
    avatarUrl: values.avatar_url || null,
    active: values.active,
    bioI18n: i18nValue(values, "bio"),
  }));

export type AuthorValue = z.output<typeof authorSchema>;
