import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { useTranslation } from "~/i18n/react";
import { invitationPasswordSchema } from "./forms";
import { NewPasswordFields } from "./account-cards";
import { FormError } from "~/components/forms/field";

/** What the invitation page's action answers. */
export type InvitationActionData = { submission?: SubmissionResult<string[]>; error?: string };

/** docs/product/access.md#invitations: the invited admin's own password, typed twice. */
export function InvitationCard({ email, shopName, actionData }: { email: string; shopName: string; actionData?: InvitationActionData }) {
  const { t } = useTranslation();
  const busy = useNavigation().state === "submitting";
  const [form, fields] = useForm({
    id: "invitation",
    lastResult: actionData?.submission,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: invitationPasswordSchema }),
    shouldValidate: "onSubmit",
  });
  return (
    <div className="container-page flex justify-center py-12 md:py-20">
      <div className="w-full max-w-sm rounded-2xl border border-border bg-surface p-6 shadow-sm md:p-8">
        <h1 className="text-2xl md:text-3xl">{t("auth.invitation.title")}</h1>
        <p className="mt-1 mb-6 text-sm text-muted">{t("auth.invitation.intro", { shop: shopName, email })}</p>
        <Form method="post" {...getFormProps(form)} className="flex flex-col gap-4">
          {/* Lets a password manager file the new password under the right account. */}
          <input type="hidden" name="username" autoComplete="username" value={email} />
          <NewPasswordFields newPassword={fields.newPassword} repeatPassword={fields.repeatPassword} />
          <FormError message={actionData?.error} boxed />
          <Button type="submit" size="lg" className="w-full" disabled={busy}>
            {t("auth.invitation.submit")}
          </Button>
        </Form>
      </div>
    </div>
  );
}
