import { data } from "react-router";
import { changeOwnPassword, cookieHeaders } from "~/features/auth/account.server";
import { PasswordSection, type PasswordFormResult } from "~/features/auth/account/password-section";
import { BackToAccount } from "~/features/auth/account/section";
import { requireAdmin, requireAdminSessionApi } from "~/features/auth/guards.server";
import { AUTH_MESSAGES } from "~/features/auth/messages";
import { ACCOUNT_PATH } from "~/features/auth/paths";
import { useErrorToast } from "~/features/auth/ui";
import { privateMeta } from "~/features/seo/meta";
import { redirectWithToast } from "~/lib/toast.server";
import type { Route } from "./+types/password";

export const meta: Route.MetaFunction = () => privateMeta("Mot de passe - Mon compte - Administration");

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireAdmin(request);
  return { email: user.email };
}

/** A new password (the current one checked); the other devices are signed out when asked. */
export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdminSessionApi(request);
  const form = await request.formData();
  const field = (name: string) => String(form.get(name) ?? "");
  const outcome = await changeOwnPassword(request, admin, {
    current: field("current"),
    next: field("next"),
    confirm: field("confirm"),
    revokeOthers: form.get("revokeOthers") === "on",
  });
  if (!outcome.ok) {
    return data<PasswordFormResult>(
      { errors: outcome.errors, message: outcome.message },
      { status: outcome.message ? 500 : 400 },
    );
  }
  return redirectWithToast(ACCOUNT_PATH, "success", AUTH_MESSAGES.passwordChanged, { headers: cookieHeaders(outcome.cookies) });
}

export default function AccountPassword({ loaderData, actionData }: Route.ComponentProps) {
  useErrorToast(actionData?.message, actionData);
  return (
    <>
      <BackToAccount />
      <PasswordSection email={loaderData.email} result={actionData} />
    </>
  );
}
