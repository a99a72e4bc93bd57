import { KeyRound } from "lucide-react";
import { data, Form, Link } from "react-router";
import { Button, buttonVariants } from "~/components/ui/button";
import { passwordProblem, PASSWORD_MIN_LENGTH } from "~/features/auth/credentials";
import { FORGOT_PASSWORD_PATH, SIGN_IN_PATH } from "~/features/auth/paths";
import { AUTH_MESSAGES } from "~/features/auth/messages";
import { resetPassword, resetTokenIsValid } from "~/features/auth/password-reset.server";
import { AuthCard, BackToSignIn, FormAlert, TextField, useErrorToast, useSubmitting } from "~/features/auth/ui";
import { privateMeta } from "~/features/seo/meta";
import { redirectWithToast } from "~/lib/toast.server";
import type { Route } from "./+types/reset-password";

export const meta: Route.MetaFunction = () => privateMeta("Nouveau mot de passe");

export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  return { token, valid: await resetTokenIsValid(token) };
}

interface FieldErrors {
  password?: string;
  confirm?: string;
}

export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const token = String(form.get("token") ?? "");
  const password = String(form.get("password") ?? "");
  const confirm = String(form.get("confirm") ?? "");
  const errors: FieldErrors = {};
  const problem = passwordProblem(password);
  if (problem) errors.password = problem;
  else if (password !== confirm) errors.confirm = AUTH_MESSAGES.passwordsDiffer;
  if (errors.password || errors.confirm) return data({ errors, error: null }, { status: 400 });
  const outcome = await resetPassword(token, password);
  if (!outcome.ok) return data({ errors: {}, error: outcome.message }, { status: outcome.status });
  return redirectWithToast(SIGN_IN_PATH, "success", AUTH_MESSAGES.resetDone);
}

export default function ResetPasswordPage({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useSubmitting();
  useErrorToast(actionData?.error, actionData);
  const back = <BackToSignIn />;
  if (!loaderData.valid) {
    return (
      <AuthCard title="Lien expiré" footer={back}>
        <FormAlert>{AUTH_MESSAGES.resetInvalidToken}</FormAlert>
        <Link to={FORGOT_PASSWORD_PATH} className={`${buttonVariants({ variant: "dark", size: "lg" })} mt-5 w-full`}>
          Demander un nouveau lien
        </Link>
      </AuthCard>
    );
  }
  const errors: FieldErrors = actionData?.errors ?? {};
  return (
    <AuthCard title="Nouveau mot de passe" intro="Choisissez le mot de passe de votre compte administrateur." footer={back}>
      <Form method="post" className="grid gap-5">
        {actionData?.error ? <FormAlert>{actionData.error}</FormAlert> : null}
        <input type="hidden" name="token" value={loaderData.token} />
        <TextField
          label="Nouveau mot de passe"
          name="password"
          type="password"
          autoComplete="new-password"
          required
          minLength={PASSWORD_MIN_LENGTH}
          autoFocus
          error={errors.password}
          hint={`Au moins ${PASSWORD_MIN_LENGTH} caractères, avec des lettres et au moins un chiffre ou un symbole.`}
        />
        <TextField
          label="Confirmer le mot de passe"
          name="confirm"
          type="password"
          autoComplete="new-password"
          required
          error={errors.confirm}
        />
        <Button type="submit" size="lg" className="w-full" disabled={busy}>
          <KeyRound aria-hidden />
          {busy ? "Enregistrement..." : "Enregistrer le mot de passe"}
        </Button>
      </Form>
    </AuthCard>
  );
}
