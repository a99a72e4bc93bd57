import { Mail } from "lucide-react";
import { data, Form } from "react-router";
import { Button } from "~/components/ui/button";
import { emailProblem } from "~/features/auth/credentials";
import { AUTH_MESSAGES } from "~/features/auth/messages";
import { requestPasswordReset } from "~/features/auth/password-reset.server";
import { AuthCard, BackToSignIn, FormAlert, TextField, useErrorToast, useSubmitting } from "~/features/auth/ui";
import { isMailConfigured } from "~/features/mail/send.server";
import { privateMeta } from "~/features/seo/meta";
import type { Route } from "./+types/forgot-password";

export const meta: Route.MetaFunction = () => privateMeta("Mot de passe oublié");

export function loader() {
  return { mailConfigured: isMailConfigured() };
}

type ActionData = { error: string; email: string; sent?: undefined } | { sent: true; error?: undefined; email?: undefined };

export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const email = String(form.get("email") ?? "").trim();
  if (!isMailConfigured()) return data<ActionData>({ error: AUTH_MESSAGES.resetUnavailable, email }, { status: 503 });
  const problem = emailProblem(email);
  if (problem) return data<ActionData>({ error: problem, email }, { status: 400 });
  const outcome = await requestPasswordReset(request, email);
  if (!outcome.ok) return data<ActionData>({ error: outcome.message, email }, { status: outcome.status });
  return data<ActionData>({ sent: true });
}

export default function ForgotPasswordPage({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useSubmitting();
  useErrorToast(actionData?.error, actionData);
  const back = <BackToSignIn />;
  if (!loaderData.mailConfigured) {
    return (
      <AuthCard title="Mot de passe oublié" footer={back}>
        <FormAlert tone="info">
          <p>L'envoi d'e-mails n'est pas configuré sur ce site, le lien de réinitialisation ne peut pas être envoyé.</p>
          <p className="mt-2">
            Pour définir un nouveau mot de passe, la personne qui gère le serveur lance cette commande&nbsp;:
          </p>
          {/* scrolls sideways on a phone: focusable, so a keyboard can scroll it too */}
          <code
            tabIndex={0}
            className="mt-2 block overflow-x-auto whitespace-nowrap rounded bg-white px-2 py-1.5 font-mono text-xs text-ink ring-1 ring-slate-200 focus-visible:outline-2 focus-visible:outline-copper-500"
          >
            npm run admin:create -- --email votre@adresse.fr --password nouveau-mot-de-passe
          </code>
        </FormAlert>
      </AuthCard>
    );
  }
  if (actionData?.sent) {
    return (
      <AuthCard title="Vérifiez votre boîte mail" footer={back}>
        <FormAlert tone="success">{AUTH_MESSAGES.resetRequested}</FormAlert>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title="Mot de passe oublié"
      intro={
        "Indiquez l'adresse e-mail de votre compte administrateur\u00a0: nous vous enverrons un lien pour choisir un nouveau mot de passe."
      }
      footer={back}
    >
      <Form method="post" className="grid gap-5">
        {actionData?.error ? <FormAlert>{actionData.error}</FormAlert> : null}
        <TextField
          label="E-mail"
          name="email"
          type="email"
          autoComplete="username"
          required
          autoFocus
          defaultValue={actionData?.email}
        />
        <Button type="submit" size="lg" className="w-full" disabled={busy}>
          <Mail aria-hidden />
          {busy ? "Envoi en cours..." : "Envoyer le lien"}
        </Button>
      </Form>
    </AuthCard>
  );
}
