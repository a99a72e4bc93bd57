import { ArrowLeft, ShieldCheck } from "lucide-react";
import { data, Form, Link, redirect } from "react-router";
import { Button } from "~/components/ui/button";
import { getSessionUser } from "~/features/auth/guards.server";
import { ACCOUNT_PATH, DASHBOARD_PATH, SIGN_IN_PATH } from "~/features/auth/paths";
import { RETURN_PARAM, withReturnTarget } from "~/features/auth/return-target";
import { requestedReturnTarget } from "~/features/auth/return-target.server";
import { AUTH_MESSAGES } from "~/features/auth/messages";
import { hasTwoFactorChallenge, verifySignInCode } from "~/features/auth/sign-in.server";
import { AuthCard, FormAlert, TextField, useErrorToast, useSubmitting } from "~/features/auth/ui";
import { privateMeta } from "~/features/seo/meta";
import { redirectWithToast } from "~/lib/toast.server";
import type { Route } from "./+types/sign-in-code";

export const meta: Route.MetaFunction = () => privateMeta("Vérification en deux étapes");

export async function loader({ request }: Route.LoaderArgs) {
  const returnTarget = requestedReturnTarget(request);
  if (await getSessionUser(request)) return redirect(returnTarget ?? DASHBOARD_PATH);
  // Only reachable after the password step (which sets the short-lived challenge cookie).
  if (!hasTwoFactorChallenge(request)) return redirect(withReturnTarget(SIGN_IN_PATH, returnTarget));
  return { returnTarget };
}

export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const returnTarget = requestedReturnTarget(request, form);
  const outcome = await verifySignInCode(request, String(form.get("code") ?? ""));
  const headers = new Headers();
  for (const cookie of outcome.cookies) headers.append("Set-Cookie", cookie);
  if (outcome.kind === "signed-in") {
    const to = outcome.mustChangePassword ? ACCOUNT_PATH : (returnTarget ?? DASHBOARD_PATH);
    return redirectWithToast(to, "success", AUTH_MESSAGES.signedIn, { headers });
  }
  if (
    outcome.kind === "error" &&
    (outcome.message === AUTH_MESSAGES.challengeExpired || outcome.message === AUTH_MESSAGES.codeLocked)
  ) {
    return redirectWithToast(withReturnTarget(SIGN_IN_PATH, returnTarget), "error", outcome.message, { headers });
  }
  return data(
    { error: outcome.kind === "error" ? outcome.message : AUTH_MESSAGES.exception },
    { status: outcome.kind === "error" ? outcome.status : 500, headers },
  );
}

export default function SignInCodePage({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useSubmitting();
  useErrorToast(actionData?.error, actionData);
  return (
    <AuthCard
      title="Vérification en deux étapes"
      intro="Saisissez le code à 6 chiffres affiché par votre application d'authentification. Sans votre téléphone, utilisez l'un de vos codes de secours."
      footer={
        <Link
          to={withReturnTarget(SIGN_IN_PATH, loaderData.returnTarget)}
          className="inline-flex items-center gap-1.5 font-medium text-slate-700 hover:text-ink"
        >
          <ArrowLeft className="size-4" aria-hidden />
          Recommencer la connexion
        </Link>
      }
    >
      <Form method="post" className="grid gap-5" aria-label="Vérification en deux étapes">
        {actionData?.error ? <FormAlert>{actionData.error}</FormAlert> : null}
        {loaderData.returnTarget ? <input type="hidden" name={RETURN_PARAM} value={loaderData.returnTarget} /> : null}
        <TextField
          label="Code de vérification"
          name="code"
          autoComplete="one-time-code"
          required
          autoFocus
          spellCheck={false}
          maxLength={20}
          placeholder="123456"
          className="[&_input]:font-mono [&_input]:tracking-[0.2em]"
          hint="Code à 6 chiffres, ou code de secours (xxxxx-xxxxx)."
        />
        <Button type="submit" size="lg" className="w-full" disabled={busy}>
          <ShieldCheck aria-hidden />
          {busy ? "Vérification..." : "Vérifier"}
        </Button>
      </Form>
    </AuthCard>
  );
}
