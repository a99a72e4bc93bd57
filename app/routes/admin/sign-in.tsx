import { ArrowLeft, LogIn } from "lucide-react";
import { data, Form, Link, redirect } from "react-router";
import { Button } from "~/components/ui/button";
import { getSessionUser } from "~/features/auth/guards.server";
import { ACCOUNT_PATH, DASHBOARD_PATH, FORGOT_PASSWORD_PATH, SIGN_IN_CODE_PATH } from "~/features/auth/paths";
import { RETURN_PARAM, withReturnTarget } from "~/features/auth/return-target";
import { requestedReturnTarget } from "~/features/auth/return-target.server";
import { AUTH_MESSAGES } from "~/features/auth/messages";
import { signInWithPassword } from "~/features/auth/sign-in.server";
import { AuthCard, FormAlert, TextField, useErrorToast, useSubmitting } from "~/features/auth/ui";
import { privateMeta } from "~/features/seo/meta";
import { redirectWithToast } from "~/lib/toast.server";
import type { Route } from "./+types/sign-in";

export const meta: Route.MetaFunction = () => privateMeta("Connexion administrateur");

export async function loader({ request }: Route.LoaderArgs) {
  const returnTarget = requestedReturnTarget(request);
  // An administrator already signed in goes straight to the page asked for, or the dashboard.
  if (await getSessionUser(request)) return redirect(returnTarget ?? DASHBOARD_PATH);
  return { returnTarget };
}

export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const returnTarget = requestedReturnTarget(request, form);
  const email = String(form.get("email") ?? "");
  const password = String(form.get("password") ?? "");
  const outcome = await signInWithPassword(request, email, password);
  const headers = new Headers();
  for (const cookie of outcome.cookies) headers.append("Set-Cookie", cookie);
  if (outcome.kind === "two-factor") return redirect(withReturnTarget(SIGN_IN_CODE_PATH, returnTarget), { headers });
  if (outcome.kind === "signed-in") {
    const to = outcome.mustChangePassword ? ACCOUNT_PATH : (returnTarget ?? DASHBOARD_PATH);
    return redirectWithToast(to, "success", AUTH_MESSAGES.signedIn, { headers });
  }
  return data({ error: outcome.message, email: email.trim() }, { status: outcome.status, headers });
}

export default function SignInPage({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useSubmitting();
  useErrorToast(actionData?.error, actionData);
  return (
    <AuthCard
      title="Connexion administrateur"
      intro="Accès réservé aux administrateurs du site."
      footer={
        <Link to="/" className="inline-flex items-center gap-1.5 font-medium text-slate-700 hover:text-ink">
          <ArrowLeft className="size-4" aria-hidden />
          Retour au site
        </Link>
      }
    >
      <Form method="post" className="grid gap-5" aria-label="Connexion administrateur">
        {actionData?.error ? <FormAlert>{actionData.error}</FormAlert> : null}
        {loaderData.returnTarget ? <input type="hidden" name={RETURN_PARAM} value={loaderData.returnTarget} /> : null}
        <TextField
          label="E-mail"
          name="email"
          type="email"
          autoComplete="username"
          inputMode="email"
          required
          defaultValue={actionData?.email}
          autoFocus={!actionData?.email}
          spellCheck={false}
        />
        <div>
          <TextField
            label="Mot de passe"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            autoFocus={Boolean(actionData?.email)}
          />
          <div className="mt-2 text-right">
            <Link to={FORGOT_PASSWORD_PATH} className="text-sm font-medium text-copper-700 underline-offset-4 hover:underline">
              Mot de passe oublié&nbsp;?
            </Link>
          </div>
        </div>
        <Button type="submit" size="lg" className="w-full" disabled={busy}>
          <LogIn aria-hidden />
          {busy ? "Connexion..." : "Se connecter"}
        </Button>
      </Form>
    </AuthCard>
  );
}
