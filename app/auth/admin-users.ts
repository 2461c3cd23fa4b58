import { z } from "zod";
import { passwordMaxLength, passwordMinLength } from "~/lib/password-rules";

/* The admin users page's rows and forms (docs/product/back-office.md#admin-users); the forms are checked in the browser and again by the action. Messages are translation keys. */

export type AdminUserRow = {
  id: string;
  email: string;
  active: boolean;
  createdAt: string | null;
  /** The owner (docs/product/access.md#roles): always active, never removed, hands the role over. */
  isOwner: boolean;
  /** Whether the address has an account yet: an invitation is only for one that has none. */
  hasAccount: boolean;
};

const email = z
  .string()
  .trim()
  .max(254, "admin.users.errors.emailInvalid")
  .pipe(z.email("admin.users.errors.emailInvalid"));

/** docs/product/back-office.md#admin-users: a blank address is ignored silently, so it is optional here. */
export const addAdminSchema = z.object({
  email: z.preprocess(
    (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
    email.optional(),
  ),
  /** docs/product/access.md#invitations: also make a link where they set their own password. */
  invite: z.preprocess((value) => value === "on", z.boolean()),
});

/** What the Add admin card shows after an invitation: the link, for the admin to pass on if it was not mailed. */
export type InvitationMade = { email: string; link: string; mailed: boolean };

export const createUserSchema = z.object({
  email: z.string({ error: "admin.users.errors.emailRequired" }).pipe(email),
  password: z
    .string({ error: "admin.users.errors.passwordRequired" })
    .min(passwordMinLength, "admin.users.errors.passwordTooShort")
    .max(passwordMaxLength, "admin.users.errors.passwordTooLong"),
});

export const setActiveSchema = z.object({ id: z.string().min(1).max(64), active: z.enum(["true", "false"]) });
/** One row of the table, for "Remove" and "Make owner". */
export const adminRowSchema = z.object({ id: z.string().min(1).max(64) });
