import { KeyRound } from "lucide-react";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { PASSWORD_MIN_LENGTH } from "../credentials";
import { ACCOUNT_PASSWORD_PATH } from "../paths";
import { FormAlert, TextField, useSubmitting } from "../ui";
import { AccountSection, UsernameHint } from "./section";

/** What the password form's action answers when it refuses a change. */
export interface PasswordFormResult {
  errors: Partial<Record<"current" | "next" | "confirm", string>>;
  message?: string;
}

/** Changing one's own password (the current one, the new one twice). Posts to its own page. */
export function PasswordSection({ email, result }: { email: string; result?: PasswordFormResult }) {
  const busy = useSubmitting(undefined, ACCOUNT_PASSWORD_PATH);
  const errors = result?.errors ?? {};
  return (
    <AccountSection
      icon={KeyRound}
      title="Mot de passe"
      labelledBy="password-title"
      description={`Au moins ${PASSWORD_MIN_LENGTH} caractères, avec des lettres et au moins un chiffre ou un symbole.`}
    >
      <Form method="post" action={ACCOUNT_PASSWORD_PATH} className="grid max-w-md grid-cols-1 gap-4">
        <UsernameHint email={email} />
        {result?.message ? <FormAlert>{result.message}</FormAlert> : null}
        <TextField
          label="Mot de passe actuel"
          name="current"
          type="password"
          autoComplete="current-password"
          required
          error={errors.current}
        />
        <TextField
          label="Nouveau mot de passe"
          name="next"
          type="password"
          autoComplete="new-password"
          required
          minLength={PASSWORD_MIN_LENGTH}
          error={errors.next}
        />
        <TextField
          label="Confirmer le nouveau mot de passe"
          name="confirm"
          type="password"
          autoComplete="new-password"
          required
          error={errors.confirm}
        />
        <label className="flex items-start gap-3 text-sm text-slate-700">
          <input
            type="checkbox"
            name="revokeOthers"
            defaultChecked
            className="mt-0.5 size-4 rounded border-slate-300 accent-copper-600"
          />
          Déconnecter mes autres appareils
        </label>
        <div>
          <Button type="submit" disabled={busy}>
            {busy ? "Enregistrement..." : "Changer le mot de passe"}
          </Button>
        </div>
      </Form>
    </AccountSection>
  );
}
