import { z } from "zod";
import { passwordMaxLength, passwordMinLength } from "~/lib/password-rules";

/*
 * The sign-in forms, checked in the browser (conform) and again by the actions. Error messages are
 * translation keys; the page shows them in its language.
 */

const email = z
  .string({ error: "auth.errors.emailRequired" })
  .trim()
  .max(254, "auth.errors.emailInvalid")
  .pipe(z.email("auth.errors.emailInvalid"));

export const passwordStepSchema = z.object({
  email,
  password: z
    .string({ error: "auth.errors.passwordRequired" })
    .max(passwordMaxLength, "auth.errors.invalidCredentials"),
});

const authenticatorCode = z
  .string({ error: "auth.errors.codeFormat" })
  .transform((code) => code.replace(/\s/g, ""))
  .pipe(z.string().regex(/^\d{6}$/, "auth.errors.codeFormat"));

const backupCode = z
  .string({ error: "auth.errors.backupCodeFormat" })
  .refine((code) => code.replace(/[\s-]/g, "").length === 12, "auth.errors.backupCodeFormat");

export const codeStepSchema = z.discriminatedUnion("method", [
  z.object({ method: z.literal("totp"), code: authenticatorCode }),
  z.object({ method: z.literal("backup"), code: backupCode }),
]);

/** The security page: the password before a change, then the first code from the authenticator. */
export const passwordConfirmSchema = z.object({
  password: z.string({ error: "auth.errors.passwordRequired" }).max(passwordMaxLength, "admin.security.wrongPassword"),
});
export const enrolmentCodeSchema = z.object({ code: authenticatorCode });

const newPassword = z
  .string({ error: "admin.users.errors.passwordRequired" })
  .min(passwordMinLength, "admin.users.errors.passwordTooShort")
  .max(passwordMaxLength, "admin.users.errors.passwordTooLong");
const repeatPassword = z.string({ error: "admin.security.passwordsDiffer" });
const typedTwiceAlike: [(value: { newPassword: string; repeatPassword: string }) => boolean, { message: string; path: string[] }] = [
  (value) => value.newPassword === value.repeatPassword,
  { message: "admin.security.passwordsDiffer", path: ["repeatPassword"] },
];

/** The security page's new password: the current one, then the new one twice (the server checks the rest). */
export const passwordChangeSchema = z
  .object({
    currentPassword: z
      .string({ error: "auth.errors.passwordRequired" })
      .max(passwordMaxLength, "admin.security.wrongPassword"),
    newPassword,
    repeatPassword,
  })
  .refine(...typedTwiceAlike)
  .refine((value) => value.newPassword !== value.currentPassword, {
    message: "admin.security.passwordUnchanged",
    path: ["newPassword"],
  });

/** An invitation link's page: the new password twice. */
export const invitationPasswordSchema = z.object({ newPassword, repeatPassword }).refine(...typedTwiceAlike);
