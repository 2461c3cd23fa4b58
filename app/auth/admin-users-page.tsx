import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Crown, Trash2 } from "lucide-react";
import { useTranslation } from "~/i18n/react";
import { Form, Link, useFetcher, useNavigate, useNavigation, useSearchParams } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { passwordMinLength } from "~/lib/password-rules";
import { useShopTime } from "~/lib/use-shop-time";
import { cn } from "~/lib/utils";
import { AdminCard } from "~/components/back-office/admin-card";
import { addAdminSchema, createUserSchema, type AdminUserRow, type InvitationMade } from "./admin-users";
import { DeleteConfirmation } from "~/components/back-office/delete-confirmation";
import { ConfirmDialog } from "~/components/back-office/confirm-dialog";
import { ListSection, ListTable } from "~/components/back-office/list-table";
import { SwitchField, checkboxProps } from "~/components/forms/switch-field";
import { TextField } from "~/components/forms/text-field";
import { useOwnerForm } from "~/components/forms/use-owner-form";
import { useToastNote } from "~/components/ui/use-toast-note";
import type { ToastNote } from "~/toasts/toast-note";

export type AdminUsersActionData = {
  add?: SubmissionResult<string[]>;
  invitation?: InvitationMade;
  create?: SubmissionResult<string[]>;
  note?: ToastNote;
};

function useSubmitting(intent: string) {
  const navigation = useNavigation();
  return navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
}

/** docs/product/back-office.md#admin-users: a card to add an admin by e-mail. */
export function AddAdminCard({ result, invitation }: { result?: SubmissionResult<string[]>; invitation?: InvitationMade }) {
  const { t } = useTranslation();
  const busy = useSubmitting("add-admin");
  const [form, fields] = useOwnerForm<{ email?: string; invite: boolean }>({
    id: "add-admin",
    lastResult: result,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: addAdminSchema }),
  });
  return (
    <AdminCard title={t("admin.users.addAdmin")} description={t("admin.users.addAdminIntro")}>
      <Form method="post" {...getFormProps(form)} className="flex flex-col gap-3">
        <input type="hidden" name="intent" value="add-admin" />
        <TextField meta={fields.email} label={t("admin.users.email")} type="email" autoComplete="off" />
        <SwitchField label={t("admin.users.invite")} {...checkboxProps(fields.invite)} />
        <Button type="submit" disabled={busy} className="self-start">
          {t("admin.users.add")}
        </Button>
      </Form>
      {invitation ? <InvitationLink invitation={invitation} /> : null}
    </AdminCard>
  );
}

/** The invitation just made: mailed or not, its link to copy and pass on. */
function InvitationLink({ invitation }: { invitation: InvitationMade }) {
  const { t } = useTranslation();
  return (
    <div role="status" className="mt-4 flex flex-col gap-2 rounded-lg border border-border bg-background p-3 text-sm">
      <p>
        {invitation.mailed
          ? t("admin.users.invitationMailed", { email: invitation.email })
          : t("admin.users.invitationToPass", { email: invitation.email })}
      </p>
      <label className="flex flex-col gap-1">
        <span className="text-muted">{t("admin.users.invitationLink")}</span>
        <input
          readOnly
          value={invitation.link}
          onFocus={(event) => event.currentTarget.select()}
          className="min-h-11 rounded-md border border-border bg-surface px-3 font-mono text-xs"
        />
      </label>
    </div>
  );
}

/** docs/product/back-office.md#admin-users: a card to create a user with e-mail and password (show/hide toggle); the e-mail counts as confirmed. */
export function CreateUserCard({ result }: { result?: SubmissionResult<string[]> }) {
  const { t } = useTranslation();
  const busy = useSubmitting("create-user");
  const [form, fields] = useOwnerForm({
    id: "create-user",
    lastResult: result,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: createUserSchema }),
  });
  return (
    <AdminCard title={t("admin.users.createUser")} description={t("admin.users.createUserIntro")}>
      <Form method="post" {...getFormProps(form)} className="flex flex-col gap-3">
        <input type="hidden" name="intent" value="create-user" />
        <TextField meta={fields.email} label={t("admin.users.email")} type="email" autoComplete="off" />
        <TextField
          meta={fields.password}
          label={t("auth.password")}
          type="password"
          autoComplete="new-password"
          hint={t("admin.users.passwordHint", { min: passwordMinLength })}
          revealable
        />
        <Button type="submit" disabled={busy} className="self-start">
          {t("admin.create")}
        </Button>
      </Form>
    </AdminCard>
  );
}

/** docs/product/access.md#roles: what an admin who is not the owner reads instead of the cards that change the list. */
export function OwnerOnlyCard({ owner }: { owner: string | undefined }) {
  const { t } = useTranslation();
  return (
    <AdminCard title={t("admin.users.ownerOnlyTitle")} className="lg:col-span-2">
      <p className="text-sm">{t("admin.users.ownerOnlyNote", { owner: owner ?? "—" })}</p>
    </AdminCard>
  );
}

/**
 * docs/product/back-office.md#admin-users: Email, Status (switch and badge), Created At, Actions.
 * Only the owner (`manage`) changes rows, never their own; "Make owner" is for an active admin who
 * has an account.
 */
export function AdminUsersTable({ admins, me, manage, note }: { admins: AdminUserRow[]; me: string; manage: boolean; note?: ToastNote }) {
  const { t } = useTranslation();
  const { date } = useShopTime();
  const [searchParams] = useSearchParams();
  useToastNote(note);
  const changeable = (row: AdminUserRow) => manage && !row.isOwner && row.email !== me;
  const removing = admins.find((row) => row.id === searchParams.get("remove") && changeable(row));
  const handingOver = admins.find((row) => row.id === searchParams.get("hand-over") && changeable(row) && row.active && row.hasAccount);
  const headers = [
    t("admin.users.email"),
    t("admin.users.status"),
    t("admin.users.createdAt"),
    t("admin.users.actions"),
  ];
  return (
    <ListSection title={t("admin.adminUsers")}>
      {admins.length === 0 ? (
        <p className="p-6 text-center text-sm text-muted">{t("admin.users.empty")}</p>
      ) : (
        <ListTable headers={headers}>
          {admins.map((row) => {
            const locked = !changeable(row);
            return (
              <tr key={row.id} className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 px-4 py-3 md:table-row md:p-0">
                <td className="col-span-2 min-w-0 md:px-4 md:py-3">
                  <span className="font-medium break-all">{row.email}</span>
                  {row.isOwner ? <Badge className="ml-2">{t("admin.users.owner")}</Badge> : null}
                  {row.email === me ? (
                    <Badge variant="outline" className="ml-2">
                      {t("admin.users.you")}
                    </Badge>
                  ) : null}
                </td>
                <td className="md:px-4 md:py-3">
                  <ActiveSwitch row={row} locked={locked} />
                </td>
                <td className="text-muted max-md:col-start-1 md:px-4 md:py-3">
                  {row.createdAt ? date(row.createdAt) : "—"}
                </td>
                <td className="row-span-2 row-start-2 self-center text-right whitespace-nowrap max-md:col-start-2 md:px-4 md:py-3">
                  {!locked && row.active && row.hasAccount ? (
                    <Button asChild variant="ghost" size="sm">
                      <Link to={`?hand-over=${row.id}`} preventScrollReset aria-label={t("admin.users.makeOwnerOf", { email: row.email })}>
                        <Crown aria-hidden />
                        <span className="max-md:sr-only">{t("admin.users.makeOwner")}</span>
                      </Link>
                    </Button>
                  ) : null}
                  {locked ? (
                    <Button variant="ghost" size="sm" disabled aria-label={`${t("admin.users.remove")} ${row.email}`}>
                      <Trash2 aria-hidden />
                    </Button>
                  ) : (
                    <Button asChild variant="ghostDestructive" size="sm">
                      <Link
                        to={`?remove=${row.id}`}
                        preventScrollReset
                        aria-label={`${t("admin.users.remove")} ${row.email}`}
                      >
                        <Trash2 aria-hidden />
                      </Link>
                    </Button>
                  )}
                </td>
              </tr>
            );
          })}
        </ListTable>
      )}
      <DeleteConfirmation
        open={removing !== undefined}
        backHref="/admin/users"
        title={t("admin.users.removeTitle")}
        cancelLabel={t("admin.users.cancel")}
        confirmLabel={t("admin.users.remove")}
        intent="remove"
        id={removing?.id ?? ""}
      >
        {t("admin.users.confirmRemove")} <strong className="text-ink">{removing?.email}</strong>?{" "}
        {t("admin.users.cannotUndo")}
      </DeleteConfirmation>
      <HandOverConfirmation row={handingOver} />
    </ListSection>
  );
}

/** docs/product/access.md#roles: the owner's question before the role goes to `row`. */
function HandOverConfirmation({ row }: { row: AdminUserRow | undefined }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const back = "/admin/users";
  return (
    <ConfirmDialog
      open={row !== undefined}
      onCancel={() => navigate(back, { replace: true, preventScrollReset: true })}
      title={t("admin.users.handOverTitle")}
      cancel={
        <Button asChild variant="secondary">
          <Link to={back} replace preventScrollReset>
            {t("admin.users.cancel")}
          </Link>
        </Button>
      }
      confirm={
        <Form method="post" action={back} replace preventScrollReset>
          <input type="hidden" name="intent" value="hand-over" />
          <input type="hidden" name="id" value={row?.id ?? ""} />
          <Button type="submit" className="w-full">
            {t("admin.users.makeOwner")}
          </Button>
        </Form>
      }
    >
      {t("admin.users.confirmHandOver")} <strong className="text-ink">{row?.email}</strong>?{" "}
      {t("admin.users.handOverEffect")}
    </ConfirmDialog>
  );
}

/**
 * docs/product/back-office.md#admin-users: the switch saves at once and is disabled while saving.
 * A switch is a plain button (a submit button may not take the switch role), so it posts through
 * the fetcher; one tapped before the page's scripts acts once they have come.
 */
function ActiveSwitch({ row, locked }: { row: AdminUserRow; locked: boolean }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<AdminUsersActionData>({ key: `admin-active-${row.id}` });
  useToastNote(fetcher.data?.note);
  const saving = fetcher.state !== "idle";
  const active = fetcher.formData ? fetcher.formData.get("active") === "true" : row.active;
  return (
    <div className="flex items-center gap-2">
      <button
        type="button"
        onClick={() => void fetcher.submit({ intent: "set-active", id: row.id, active: String(!active) }, { method: "post", action: "/admin/users" })}
        role="switch"
        aria-checked={active}
        aria-label={t("admin.users.activeLabel", { email: row.email })}
        disabled={saving || locked}
        className={cn(
          "relative inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent disabled:cursor-not-allowed disabled:opacity-60",
          active ? "bg-accent" : "bg-ink/20",
        )}
      >
        <span
          className={cn(
            "inline-block size-5 rounded-full bg-white shadow transition-transform",
            active ? "translate-x-5.5" : "translate-x-0.5",
          )}
        />
      </button>
      <Badge variant={active ? "success" : "neutral"}>{active ? t("admin.active") : t("admin.inactive")}</Badge>
    </div>
  );
}
