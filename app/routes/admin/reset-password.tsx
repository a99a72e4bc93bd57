import { ArrowLeft, KeyRound } from "lucide-react";
import { isAPIError } from "better-auth/api";
import { data, Form, Link } from "react-router";
import { Button, buttonVariants } from "~/components/ui/button";
import { getAuth } from "~/features/auth/auth.server";
import { passwordProblem, PASSWORD_MIN_LENGTH } from "~/features/auth/credentials";
import { FORGOT_PASSWORD_PATH, SIGN_IN_PATH } from "~/features/auth/paths";
import { AUTH_MESSAGES } from "~/features/auth/messages";
import { AuthCard, FormAlert, TextField, useErrorToast, useSubmitting } from "~/features/auth/ui";
import { privateMeta } from "~/features/seo/meta";
import { logger } from "~/lib/logger.server";
import { redirectWithToast } from "~/lib/toast.server";
import type { Route } from "./+types/reset-password";

export const meta: Route.MetaFunction = () => privateMeta("Nouveau mot de passe");

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{10,100}$/;

async function tokenIsValid(token: string): Promise<boolean> {
  if (!TOKEN_PATTERN.test(token)) return false;
  const ctx = await getAuth().$context;
  const verification = await ctx.internalAdapter.findVerificationValue(`reset-password:${token}`);
  return Boolean(verification && new Date(verification.expiresAt) > new Date());
}

export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  return { token, valid: await tokenIsValid(token) };
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
  try {
    await getAuth().api.resetPassword({ body: { newPassword: password, token } });
  } catch (error) {
    if (isAPIError(error) && error.statusCode === 400) {
      return data({ errors: {}, error: AUTH_MESSAGES.resetInvalidToken }, { status: 400 });
    }
    logger.error({ err: error }, "password reset failed");
    return data({ errors: {}, error: AUTH_MESSAGES.exception }, { status: 500 });
  }
  throw await redirectWithToast(SIGN_IN_PATH, "success", AUTH_MESSAGES.resetDone);
}

export default function ResetPasswordPage({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useSubmitting();
  useErrorToast(actionData?.error, actionData);
  const back = (
    <Link to={SIGN_IN_PATH} className="inline-flex items-center gap-1.5 font-medium text-slate-700 hover:text-ink">
      <ArrowLeft className="size-4" aria-hidden />
      Retour à la connexion
    </Link>
  );
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
