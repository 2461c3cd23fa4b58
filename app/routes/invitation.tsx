import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import { adminMeta } from "~/admin/meta";
import { invitationPasswordSchema } from "~/auth/forms";
import { InvitationCard, type InvitationActionData } from "~/auth/invitation-card";
import { acceptInvitation, openInvitation } from "~/auth/invitations.server";
import { passwordMaxLength, passwordMinLength, passwordProblemKey } from "~/lib/password-rules";
import { isSameOriginRequest } from "~/request-protection/same-origin.server";
import { backOfficeTextsFile, translator } from "~/i18n/messages.server";
import { BackOfficeTexts } from "~/i18n/react";
import { readForm, smallFormBytes } from "~/request-protection/request-body.server";
import { readShopSettings } from "~/shop/shop-settings.server";
import type { Route } from "./+types/invitation";

/*
 * /invitation/{token} (docs/product/access.md#invitations): where an added admin sets their own
 * password. The token is the only key: never kept, never indexed, and every link that does not
 * work (unknown, used, replaced, run out) is the same 404.
 */

const privateHeaders = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex, nofollow", "Referrer-Policy": "same-origin" };

export const headers = () => privateHeaders;

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, (m) => m.auth.invitation.title);

async function invitationOr404(context: Route.LoaderArgs["context"], token: string) {
  const invitation = await openInvitation(context, token);
  if (!invitation) throw data(null, { status: 404, headers: privateHeaders });
  return invitation;
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const invitation = await invitationOr404(context, params.token);
  return data(
    {
      email: invitation.email,
      shopName: (await readShopSettings(context)).shopName,
      backOfficeTexts: backOfficeTextsFile(context.language),
    },
    { headers: privateHeaders },
  );
}

const problemKey = { ...passwordProblemKey, failed: "auth.somethingWentWrong" } as const;

export async function action({ request, params, context }: Route.ActionArgs) {
  if (!isSameOriginRequest(request, context.config)) throw data(null, { status: 403, headers: privateHeaders });
  await invitationOr404(context, params.token);
  const formData = await readForm(request, context, { maxBytes: smallFormBytes });
  const submission = parseWithZod(formData, { schema: invitationPasswordSchema });
  const hidden = { hideFields: ["newPassword", "repeatPassword"] };
  if (submission.status !== "success")
    return data<InvitationActionData>({ submission: submission.reply(hidden) }, { status: 400, headers: privateHeaders });
  const result = await acceptInvitation(context, params.token, submission.value.newPassword);
  // The link is used up now, so its page would be a 404: the sign-in page says the password is set.
  if (result.ok) throw redirect("/auth?password=set", { headers: privateHeaders });
  // Used up between the page's load and this post (another tab, a replay): like any dead link.
  if (result.problem === "invalid") throw data(null, { status: 404, headers: privateHeaders });
  const t = translator(context.language);
  const key = problemKey[result.problem];
  const fieldErrors: Record<string, string[]> = result.problem === "failed" ? {} : { newPassword: [key] };
  return data<InvitationActionData>(
    { submission: submission.reply({ ...hidden, fieldErrors }), error: t(key, { min: passwordMinLength, max: passwordMaxLength }) },
    { status: result.problem === "failed" ? 500 : 400, headers: privateHeaders },
  );
}

export default function InvitationPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <BackOfficeTexts file={loaderData.backOfficeTexts}>
      <InvitationCard email={loaderData.email} shopName={loaderData.shopName} actionData={actionData} />
    </BackOfficeTexts>
  );
}
