import { data } from "react-router";
import { confirmTwoFactor, cookieHeaders, disableTwoFactor, enrolmentView, startTwoFactor } from "~/features/auth/account.server";
import { BackToAccount } from "~/features/auth/account/section";
import { TWO_FACTOR_INTENTS, TwoFactorSection, type TwoFactorFormResult } from "~/features/auth/account/two-factor-section";
import { requireAdmin, requireAdminSessionApi } from "~/features/auth/guards.server";
import { AUTH_MESSAGES } from "~/features/auth/messages";
import { ACCOUNT_PATH } from "~/features/auth/paths";
import { useErrorToast } from "~/features/auth/ui";
import { privateMeta } from "~/features/seo/meta";
import { redirectWithToast } from "~/lib/toast.server";
import type { Route } from "./+types/two-factor";
import { formIntent } from "~/lib/form-intent";

export const meta: Route.MetaFunction = () => privateMeta("Double authentification - Mon compte - Administration");

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireAdmin(request);
  return { email: user.email, twoFactorEnabled: user.twoFactorEnabled };
}

/** Set-up (password, then QR code and backup codes), confirmation by a code, or turning it off. */
export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdminSessionApi(request);
  const form = await request.formData();
  const intent = formIntent(form);
  const field = (name: string) => String(form.get(name) ?? "");
  const answer = (body: Omit<TwoFactorFormResult, "intent">, status = 400) =>
    data<TwoFactorFormResult>({ intent, ...body }, { status });

  switch (intent) {
    case TWO_FACTOR_INTENTS.enable: {
      const outcome = await startTwoFactor(request, admin, field("password"));
      if (!outcome.ok) return answer({ errors: outcome.errors, message: outcome.message });
      return answer({ errors: {}, enrolment: outcome.enrolment }, 200);
    }
    case TWO_FACTOR_INTENTS.verify: {
      const outcome = await confirmTwoFactor(request, admin, field("code"));
      if (!outcome.ok) {
        // Show the same QR code and backup codes again (they were on screen: echoed back by the form).
        const enrolment = await enrolmentView(field("totpURI"), form.getAll("backupCodes").map(String));
        return answer({ errors: outcome.errors, message: outcome.message, enrolment: enrolment ?? undefined });
      }
      return redirectWithToast(ACCOUNT_PATH, "success", AUTH_MESSAGES.twoFactorEnabled, {
        headers: cookieHeaders(outcome.cookies),
      });
    }
    case TWO_FACTOR_INTENTS.disable: {
      const outcome = await disableTwoFactor(request, admin, field("password"), field("code"));
      if (!outcome.ok) return answer({ errors: outcome.errors, message: outcome.message });
      return redirectWithToast(ACCOUNT_PATH, "success", AUTH_MESSAGES.twoFactorDisabled, {
        headers: cookieHeaders(outcome.cookies),
      });
    }
    default:
      return answer({ errors: {}, message: AUTH_MESSAGES.unknownAction });
  }
}

export default function AccountTwoFactor({ loaderData, actionData }: Route.ComponentProps) {
  useErrorToast(actionData?.message, actionData);
  return (
    <>
      <BackToAccount />
      <TwoFactorSection email={loaderData.email} enabled={loaderData.twoFactorEnabled} result={actionData} />
    </>
  );
}
