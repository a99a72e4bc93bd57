import { data } from "react-router";
import {
  cookieHeaders,
  isSignOutScope,
  listOwnSessionRows,
  revokeOwnSession,
  signOutScope,
} from "~/features/auth/account.server";
import { BackToAccount } from "~/features/auth/account/section";
import { SESSION_INTENTS, SessionsSection, type SessionsFormResult } from "~/features/auth/account/sessions-section";
import { requireAdminSession, requireAdminSessionApi } from "~/features/auth/guards.server";
import { AUTH_MESSAGES } from "~/features/auth/messages";
import { ACCOUNT_PATH, SIGN_IN_PATH } from "~/features/auth/paths";
import { useErrorToast } from "~/features/auth/ui";
import { privateMeta } from "~/features/seo/meta";
import { redirectWithToast } from "~/lib/toast.server";
import type { Route } from "./+types/sessions";
import { formIntent } from "~/lib/form-intent";

export const meta: Route.MetaFunction = () => privateMeta("Appareils connectés - Mon compte - Administration");

export async function loader({ request }: Route.LoaderArgs) {
  const admin = await requireAdminSession(request);
  return { sessions: await listOwnSessionRows(admin) };
}

/** Ends one listed session, or signs out this device, the others or all of them. */
export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdminSessionApi(request);
  const form = await request.formData();
  const refuse = (message: string, status = 400) => data<SessionsFormResult>({ message }, { status });

  switch (formIntent(form)) {
    case SESSION_INTENTS.revoke: {
      const sessionId = String(form.get("sessionId") ?? "");
      if (!(await revokeOwnSession(admin, sessionId))) return refuse(AUTH_MESSAGES.sessionNotFound, 404);
      if (sessionId === admin.session.id) return redirectWithToast(SIGN_IN_PATH, "success", AUTH_MESSAGES.signedOut);
      return redirectWithToast(ACCOUNT_PATH, "success", AUTH_MESSAGES.sessionRevoked);
    }
    case SESSION_INTENTS.signOut: {
      const scope = form.get("scope");
      if (!isSignOutScope(scope)) return refuse(AUTH_MESSAGES.invalidSignOutScope);
      const headers = cookieHeaders(await signOutScope(request, admin, scope));
      if (scope === "others") return redirectWithToast(ACCOUNT_PATH, "success", AUTH_MESSAGES.otherSessionsRevoked, { headers });
      const message = scope === "global" ? AUTH_MESSAGES.allSessionsRevoked : AUTH_MESSAGES.signedOut;
      return redirectWithToast("/", "success", message, { headers });
    }
    default:
      return refuse(AUTH_MESSAGES.unknownAction);
  }
}

export default function AccountSessions({ loaderData, actionData }: Route.ComponentProps) {
  useErrorToast(actionData?.message, actionData);
  return (
    <>
      <BackToAccount />
      <SessionsSection sessions={loaderData.sessions} result={actionData} />
    </>
  );
}
