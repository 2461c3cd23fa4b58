import { useTranslation } from "~/i18n/react";
import { AdminPage } from "~/components/back-office/admin-page";
import { requireAdmin, requireAdminForm } from "~/auth/admin-rule.server";
import { changeAdminUsers } from "~/auth/admin-users-action.server";
import { AddAdminCard, AdminUsersTable, CreateUserCard, OwnerOnlyCard } from "~/auth/admin-users-page";
import { listAdminUsers } from "~/auth/admin-users.server";
import { adminMeta } from "~/admin/meta";
import type { Route } from "./+types/users";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, (m) => m.admin.adminUsers);

export async function loader(args: Route.LoaderArgs) {
  const admin = await requireAdmin(args);
  return { admins: await listAdminUsers(args.context), me: admin.email, isOwner: admin.isOwner };
}

export async function action(args: Route.ActionArgs) {
  return changeAdminUsers(await requireAdminForm(args));
}

export default function AdminUsers({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { admins, me, isOwner } = loaderData;
  return (
    <AdminPage title={t("admin.users.title")}>
      <div className="grid gap-6 lg:grid-cols-2">
        {isOwner ? (
          <>
            <AddAdminCard result={actionData?.add} invitation={actionData?.invitation} />
            <CreateUserCard result={actionData?.create} />
          </>
        ) : (
          <OwnerOnlyCard owner={admins.find((row) => row.isOwner)?.email} />
        )}
      </div>
      <AdminUsersTable admins={admins} me={me} manage={isOwner} note={actionData?.note} />
    </AdminPage>
  );
}
